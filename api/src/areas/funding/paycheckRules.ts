import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { PaycheckPreview, PaycheckRule, PaycheckRuleInput } from '@qube/contract/paychecks';
import { checkPaycheckRule, planPaycheck, type CheckedPaycheckRule, type PaycheckRuleDraft } from '@qube/contract/core/paycheck';
import { fromCents, money, toCents } from '@qube/contract/core/money';
import type { Db } from '../../platform/db/client';
import { activities, paycheckRules, qubes } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';
import { matchingRule, planQubes, plannedLinesJson, ruleLines, type PaycheckRuleRow, type RuleMatch } from './paycheckAllocation';

export const RULE_NOT_FOUND = 'Paycheck rule not found.';
export const QUBE_NOT_THE_ACCOUNTS = 'Choose one of this account’s qubes.';
/** How far back a preview looks for matching deposits (newest first), and how many it shows. */
const PREVIEW_SCAN = 500;
const PREVIEW_COUNT = 3;

/**
 * Checks a rule as sent (the core's field rules, then that every qube is an active qube of the account); throws 400
 * with a message per field (`lines.N.qube_id` and the like), the first as fallback_message.
 */
export const checkRuleInput = async (db: Db, accountId: number, body: PaycheckRuleDraft): Promise<CheckedPaycheckRule> => {
  const checked = checkPaycheckRule(body);
  if (!checked.ok) {
    const [first = 'Check the rule.'] = Object.values(checked.errors);
    throw new InvalidError(first, 'invalid', checked.errors);
  }
  const ids = checked.rule.lines.map((line) => line.qube_id);
  const found = await db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false), inArray(qubes.id, ids)));
  const fields: Record<string, string> = {};
  checked.rule.lines.forEach((line, index) => {
    if (!found.some((row) => row.id === line.qube_id)) fields[`lines.${index}.qube_id`] = QUBE_NOT_THE_ACCOUNTS;
  });
  if (Object.keys(fields).length > 0) throw new InvalidError(QUBE_NOT_THE_ACCOUNTS, 'invalid', fields);
  return checked.rule;
};

/** The rules of an account as answered, oldest first (the order in which they are tried), with each qube's name now. */
export const listRules = async (db: Db, accountId: number): Promise<PaycheckRule[]> => {
  const rows = await db.select().from(paycheckRules).where(eq(paycheckRules.accountId, accountId)).orderBy(asc(paycheckRules.id));
  const ids = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.qube_id)))];
  const names = ids.length === 0 ? [] : await db.select({ id: qubes.id, name: qubes.name, isArchived: qubes.isArchived }).from(qubes).where(and(eq(qubes.accountId, accountId), inArray(qubes.id, ids)));
  return rows.map((row) => ruleJson(row, names));
};

const ruleJson = (row: PaycheckRuleRow, names: { id: number; name: string; isArchived: boolean }[]): PaycheckRule => ({
  id: row.id,
  account_id: row.accountId,
  payer_name: row.payerName,
  payer_match: row.payerMatch === 'equals' ? 'equals' : 'contains',
  amount_min: money(row.amountMin),
  amount_max: row.amountMax === null ? null : money(row.amountMax),
  is_active: row.isActive,
  lines: row.lines.map((line) => {
    const qube = names.find((n) => n.id === line.qube_id);
    return { kind: line.kind, qube_id: line.qube_id, qube_name: qube?.name ?? 'a deleted qube', qube_archived: qube?.isArchived ?? true, amount: line.amount, percent: line.percent };
  }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const values = (rule: CheckedPaycheckRule) => ({
  payerName: rule.payer_name, payerMatch: rule.payer_match, amountMin: rule.amount_min, amountMax: rule.amount_max,
  lines: rule.lines.map((line) => ({ kind: line.kind, qube_id: line.qube_id, amount: line.amount, percent: line.percent })),
});

/** Saves a new rule (the account locked by the caller); answers its id. */
export const createRule = async (tx: Db, input: { accountId: number; userId: number; rule: CheckedPaycheckRule; isActive: boolean; at: Date }): Promise<number> => {
  const [row] = await tx.insert(paycheckRules).values({ accountId: input.accountId, ...values(input.rule), isActive: input.isActive, createdBy: input.userId, createdAt: input.at, updatedAt: input.at }).returning({ id: paycheckRules.id });
  if (!row) throw new Error('paycheck rule insert failed');
  return row.id;
};

/** Replaces a rule of the account (404 when it is not the account's). */
export const updateRule = async (tx: Db, input: { accountId: number; ruleId: number; rule: CheckedPaycheckRule; isActive: boolean; at: Date }): Promise<void> => {
  const done = await tx.update(paycheckRules).set({ ...values(input.rule), isActive: input.isActive, updatedAt: input.at })
    .where(and(eq(paycheckRules.id, input.ruleId), eq(paycheckRules.accountId, input.accountId))).returning({ id: paycheckRules.id });
  if (done.length === 0) throw new NotFoundError(RULE_NOT_FOUND, 'not_found');
};

/** Deletes a rule of the account (404 when it is not the account's); its past runs stay, without their rule. */
export const deleteRule = async (tx: Db, accountId: number, ruleId: number): Promise<void> => {
  const done = await tx.delete(paycheckRules).where(and(eq(paycheckRules.id, ruleId), eq(paycheckRules.accountId, accountId))).returning({ id: paycheckRules.id });
  if (done.length === 0) throw new NotFoundError(RULE_NOT_FOUND, 'not_found');
};

/** A saved rule of the account, checked form (404 when it is not the account's). */
export const loadRule = async (db: Db, accountId: number, ruleId: number): Promise<CheckedPaycheckRule> => {
  const [row] = await db.select().from(paycheckRules).where(and(eq(paycheckRules.id, ruleId), eq(paycheckRules.accountId, accountId)));
  if (!row) throw new NotFoundError(RULE_NOT_FOUND, 'not_found');
  return { payer_name: row.payerName, payer_match: row.payerMatch === 'equals' ? 'equals' : 'contains', amount_min: money(row.amountMin), amount_max: row.amountMax === null ? null : money(row.amountMax), lines: ruleLines(row) };
};

/**
 * What a rule would have done with the last three deposits into Cloud it matches (bank and direct deposits that landed,
 * newest first, from the last 500): each split by the plan against the qubes as they are today (their budgets and
 * balances now, so 'fill to budget' shows what it would move today), the rest to Cloud. Moves nothing.
 */
export const previewRule = async (db: Db, accountId: number, rule: CheckedPaycheckRule, at: Date): Promise<PaycheckPreview> => {
  const deposits = await db
    .select({ id: activities.id, at: activities.transactionDatetime, amount: activities.amount, title: activities.title, merchantName: activities.merchantName })
    .from(activities)
    .where(and(eq(activities.accountId, accountId), eq(activities.transactionType, 'ach_deposit'), eq(activities.result, 'success'), gt(activities.amount, '0')))
    .orderBy(desc(activities.transactionDatetime), desc(activities.id))
    .limit(PREVIEW_SCAN);
  const asRow: RuleMatch = { isActive: true, payerName: rule.payer_name, payerMatch: rule.payer_match, amountMin: rule.amount_min, amountMax: rule.amount_max };
  const matched = deposits.filter((d) => matchingRule([asRow], { amountCents: toCents(d.amount), payerNames: [d.title, d.merchantName] }) !== null).slice(0, PREVIEW_COUNT);
  const qubeStates = await planQubes(db, accountId, rule.lines, at);
  return {
    paychecks: matched.map((deposit) => {
      const cents = toCents(deposit.amount);
      const plan = planPaycheck(cents, rule.lines, qubeStates);
      return {
        activity_id: deposit.id, date: deposit.at.toISOString(), payer: deposit.merchantName ?? deposit.title, amount: money(deposit.amount),
        lines: plannedLinesJson(plan), to_qubes: fromCents(plan.toQubesCents), to_cloud: fromCents(plan.toCloudCents),
      };
    }),
  };
};

/** The draft of a rule as the routes pass it on (the body's fields only). */
export const draftOf = (body: Omit<PaycheckRuleInput, 'is_active'>): PaycheckRuleDraft => ({
  payer_name: body.payer_name, payer_match: body.payer_match, amount_min: body.amount_min, amount_max: body.amount_max, lines: body.lines,
});
