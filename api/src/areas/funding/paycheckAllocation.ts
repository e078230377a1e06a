import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities, notifications, paycheckRules, paycheckRuns, qubeBudgets, qubes } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { currentBudget, pocketBalances, transferBetweenPockets } from '../accounts';
import { fromCents, money, toCents } from '@qube/contract/core/money';
import { amountInRange, payerMatches, planPaycheck, shortfallSentence, type PaycheckLine, type PaycheckPlan, type PlanQube } from '@qube/contract/core/paycheck';
import type { StoredPlannedLine } from './schema';

/** The source type of the internal movements a paycheck rule makes (each activity's source_id: the run). */
export const PAYCHECK_SOURCE_TYPE = 'paycheck_allocation';
/** The notification of a run that left part of the plan unmet (an alert: warning group, alert kind deposit_landed). */
export const PAYCHECK_SHORT_TYPE = 'warning_message';
export const PAYCHECK_SHORT_TITLE = 'Paycheck not fully allocated';
/** The notification of a run that met every line (the panel's info group; not an alert). */
export const PAYCHECK_DONE_TITLE = 'Paycheck allocated';

export type PaycheckRuleRow = typeof paycheckRules.$inferSelect;

/** A deposit that landed in Cloud, as a rule sees it: its activity, amount and the names it carries. */
export type LandedDeposit = { accountId: number; activityId: number; amountCents: bigint; payerNames: (string | null)[] };

/** The first active rule of the account (oldest first) that the deposit matches, if any. */
export type RuleMatch = Pick<PaycheckRuleRow, 'isActive' | 'payerName' | 'payerMatch' | 'amountMin' | 'amountMax'>;
export const matchingRule = <R extends RuleMatch>(rules: readonly R[], deposit: Pick<LandedDeposit, 'amountCents' | 'payerNames'>): R | null =>
  rules.find((rule) => rule.isActive && payerMatches({ payer_name: rule.payerName, payer_match: rule.payerMatch === 'equals' ? 'equals' : 'contains' }, deposit.payerNames)
    && amountInRange({ amount_min: money(rule.amountMin), amount_max: rule.amountMax === null ? null : money(rule.amountMax) }, deposit.amountCents)) ?? null;

/**
 * The qubes a plan names, as they are now: name, archived or not, this period's budget (null: none) and balance. Qubes
 * of another account or deleted ones are left out (the plan then calls them gone and allocates them nothing).
 */
export const planQubes = async (db: Db, accountId: number, lines: readonly PaycheckLine[], at: Date): Promise<Map<number, PlanQube>> => {
  const ids = [...new Set(lines.map((line) => line.qube_id))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: qubes.id, name: qubes.name, isArchived: qubes.isArchived })
    .from(qubes)
    .where(and(eq(qubes.accountId, accountId), inArray(qubes.id, ids)));
  const budget = await currentBudget(db, accountId, isoDate(at));
  const budgetRows = budget === null ? [] : await db
    .select({ qubeId: qubeBudgets.qubeId, amount: qubeBudgets.amount })
    .from(qubeBudgets)
    .where(and(eq(qubeBudgets.budgetId, budget.id), inArray(qubeBudgets.qubeId, ids)));
  const balances = await pocketBalances(db, accountId, rows.map((row) => row.id));
  return new Map(rows.map((row, index) => {
    const budgetRow = budgetRows.find((b) => b.qubeId === row.id);
    return [row.id, {
      id: row.id, name: row.name, isArchived: row.isArchived,
      budgetCents: budgetRow ? toCents(budgetRow.amount) : null,
      balanceCents: balances[index] ?? 0n,
    }];
  }));
};

/** A stored rule's lines in the core's form. */
export const ruleLines = (rule: Pick<PaycheckRuleRow, 'lines'>): PaycheckLine[] =>
  rule.lines.map((line) => ({ kind: line.kind, qube_id: line.qube_id, amount: line.amount, percent: line.percent }));

/** A plan's lines as answered and stored: money strings, and the sentence of each shortfall. */
export const plannedLinesJson = (plan: PaycheckPlan) =>
  plan.lines.map((line) => ({
    kind: line.kind, qube_id: line.qube_id, qube_name: line.qube_name,
    wanted: fromCents(line.wantedCents), allocated: fromCents(line.allocatedCents),
    short_reason: line.reason, message: line.reason === null ? null : shortfallSentence(line),
  }));

export type PaycheckRunResult = { runId: number; ruleId: number; plan: PaycheckPlan };

/**
 * Runs the account's paycheck rule on a deposit that has just landed in Cloud, inside the caller's transaction (the one
 * that landed it, the account locked): exactly once per deposit. The run's row (unique per account and deposit activity)
 * is written first: a second run of the same deposit (a repeated delivery, another instance) meets it and does
 * nothing, and because the row commits with the movements, a run either happened whole or not at all. Each allocated
 * line is one balanced Cloud → qube movement (source type paycheck_allocation). Whatever the plan could not place stays
 * in Cloud, and a notification says what and why ('Paycheck not fully allocated', an alert); otherwise 'Paycheck
 * allocated' says where it went. null: no rule matched, or it ran already.
 */
export const runPaycheckRule = async (tx: Db, deposit: LandedDeposit, at: Date): Promise<PaycheckRunResult | null> => {
  const rules = await tx.select().from(paycheckRules).where(and(eq(paycheckRules.accountId, deposit.accountId), eq(paycheckRules.isActive, true))).orderBy(asc(paycheckRules.id));
  const rule = matchingRule(rules, deposit);
  if (!rule) return null;
  const lines = ruleLines(rule);
  const qubeStates = await planQubes(tx, deposit.accountId, lines, at);
  // Cloud already holds the paycheck; it never gives more than it holds (a Cloud below zero keeps the difference).
  const [cloudCents = 0n] = await pocketBalances(tx, deposit.accountId, [null]);
  const plan = planPaycheck(deposit.amountCents, lines, qubeStates, cloudCents);
  const stored: StoredPlannedLine[] = plannedLinesJson(plan).map(({ message: _message, ...line }) => line);
  const [run] = await tx.insert(paycheckRuns).values({
    accountId: deposit.accountId, ruleId: rule.id, depositActivityId: deposit.activityId,
    amount: fromCents(deposit.amountCents), toQubes: fromCents(plan.toQubesCents), toCloud: fromCents(plan.toCloudCents),
    lines: stored, createdAt: at,
  }).onConflictDoNothing().returning({ id: paycheckRuns.id });
  if (!run) return null;
  for (const line of plan.lines) {
    if (line.allocatedCents <= 0n) continue;
    const moved = await transferBetweenPockets(tx, { accountId: deposit.accountId, from: null, to: line.qube_id, amount: line.allocatedCents, title: `Paycheck to ${line.qube_name}`, at, userId: null });
    await tx.update(activities).set({ sourceType: PAYCHECK_SOURCE_TYPE, sourceId: run.id }).where(inArray(activities.id, [moved.out.id, moved.into.id]));
  }
  const short = plan.lines.filter((line) => line.reason !== null);
  const placed = plan.lines.filter((line) => line.allocatedCents > 0n).map((line) => `$${fromCents(line.allocatedCents)} to ${line.qube_name}`);
  const where = placed.length > 0 ? `${placed.join(', ')}; $${fromCents(plan.toCloudCents)} stayed in Cloud.` : `all $${fromCents(plan.toCloudCents)} stayed in Cloud.`;
  await tx.insert(notifications).values({
    accountId: deposit.accountId,
    type: short.length > 0 ? PAYCHECK_SHORT_TYPE : 'info',
    title: short.length > 0 ? PAYCHECK_SHORT_TITLE : PAYCHECK_DONE_TITLE,
    body: short.length > 0
      ? `Your $${fromCents(deposit.amountCents)} paycheck: ${short.map(shortfallSentence).join(' ')} Allocated: ${where}`
      : `Your $${fromCents(deposit.amountCents)} paycheck: ${where}`,
    // The figure the panel shows beside it: what did not reach its qube, or what went to qubes.
    amount: fromCents(short.length > 0 ? short.reduce((sum, line) => sum + line.wantedCents - line.allocatedCents, 0n) : plan.toQubesCents),
    qubeId: null,
    activityId: deposit.activityId,
    createdAt: at,
  });
  return { runId: run.id, ruleId: rule.id, plan };
};
