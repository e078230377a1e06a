import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities, budgets, incomes, ledgerEntries, pocketBalances, qubeBudgets, qubes } from '../../platform/db/schema';
import { InvalidError, NotFoundError } from '../../platform/errors';
import { instanceJson, type IncomeInstanceJson } from './income';
import { pocketEntries } from '../accounts';
import { fromCents, isMoney, money, moneyOrNull, sumMoney, toCents } from '@qube/contract/core/money';
import { FieldErrors, MESSAGES } from '../../platform/validation';

/** The JSON shapes of shared/src/domain/types.ts (Budget, QubeBudget, BudgetSummary, SuggestedBudget; PL-05 to PL-09). */
export type QubeType = 'spending' | 'billing' | 'goal' | 'system';
export type AutoFundChoice = 0 | 1 | 2;
export type BudgetStatus = 'past' | 'current' | 'future';
export type QubeBudgetJson = {
  id: number;
  qube: { id: number; name: string; type: QubeType };
  amount: string;
  editing_amount: string | null;
  is_editing: boolean;
  spent: string;
  auto_fund_choice: AutoFundChoice;
};
export type BudgetJson = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  status: BudgetStatus;
  total_budgeted_amount: string;
  total_income_amount: string;
  has_pending_changes: boolean;
  qube_budgets: QubeBudgetJson[];
  expected_income_instances: IncomeInstanceJson[];
  recurring_income_instances: IncomeInstanceJson[];
};
export type BudgetSummaryJson = Pick<BudgetJson, 'id' | 'name' | 'start_date' | 'end_date' | 'status' | 'total_budgeted_amount' | 'total_income_amount'>;
export type SuggestedBudgetJson = { suggested_amount: string | null; basis: 'spending_average' | 'bill_amount' | 'goal_pace' | 'none'; description: string };

export type BudgetRow = typeof budgets.$inferSelect;
type QubeRow = typeof qubes.$inferSelect;

export const BUDGET_NOT_FOUND = 'Budget not found.';
export const BUDGET_CLOSED = 'A past budget cannot be changed.';
export const DRAFT_AMOUNT_INVALID = 'Enter an amount from $0.00 to $1,000,000.00.';
export const SUGGESTION_TEXT = {
  spending_average: 'The average you spent in the last 3 months.',
  bill_amount: 'Your bill amount.',
  goal_pace: 'What it takes to reach your goal on time.',
  none: 'Not enough history for a suggestion yet.',
} as const;

const MAX_DRAFT_CENTS = 100_000_000n;
const AVERAGE_MONTHS = 3;

export const budgetNotFound = () => new NotFoundError(BUDGET_NOT_FOUND, 'budget_not_found');

export const toQubeType = (type: string): QubeType => (type === 'spending' || type === 'billing' || type === 'goal' ? type : 'system');

/** qube-edit accepts 0 to 9; anything but 0, 1 and 2 is funded like the column's default, 1. */
export const toAutoFundChoice = (value: number): AutoFundChoice => (value === 0 || value === 1 || value === 2 ? value : 1);

/** Dates are YYYY-MM-DD strings, so comparing the text compares the days. */
export const budgetStatus = (budget: Pick<BudgetRow, 'startDate' | 'endDate'>, day: string): BudgetStatus =>
  budget.endDate < day ? 'past' : budget.startDate <= day ? 'current' : 'future';

/** Only current and future budgets take drafts, commits and cancels. */
export const requireOpen = (budget: BudgetRow, day: string) => {
  if (budgetStatus(budget, day) === 'past') throw new InvalidError(BUDGET_CLOSED, 'budget_closed');
};

const ymd = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1, day: Number(iso.slice(8, 10)) });

/** A stretch of time [first, after) on the server's local calendar, as statements count their months. */
type Window = { first: Date; after: Date };

export const budgetWindow = (budget: Pick<BudgetRow, 'startDate' | 'endDate'>): Window => {
  const start = ymd(budget.startDate);
  const end = ymd(budget.endDate);
  return { first: new Date(start.year, start.month, start.day), after: new Date(end.year, end.month, end.day + 1) };
};

/**
 * Money out of each qube in the window, as a positive sum in SQL. Internal transfers ('qube_transfer') move money
 * between pockets and are not spending (the statements' rule); an entry without its activity has no type and is left out.
 */
export const moneyOutByQube = async (db: Db, accountId: number, qubeIds: number[], window: Window): Promise<Map<number, string>> => {
  if (qubeIds.length === 0) return new Map();
  const rows = await db
    .select({ qubeId: ledgerEntries.qubeId, out: sql<string>`(-sum(${ledgerEntries.amount}))::numeric(14,2)` })
    .from(ledgerEntries)
    .innerJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .where(and(
      pocketEntries(accountId),
      inArray(ledgerEntries.qubeId, qubeIds),
      gte(ledgerEntries.createdAt, window.first),
      lt(ledgerEntries.createdAt, window.after),
      lt(ledgerEntries.amount, '0'),
      ne(activities.transactionType, 'qube_transfer'),
    ))
    .groupBy(ledgerEntries.qubeId);
  return new Map(rows.flatMap((row) => (row.qubeId === null ? [] : [[row.qubeId, money(row.out)] as const])));
};

/** Qube budget lines matching `where`, in the qubes' manual order, each with its spending in the budget's period. */
const lines = async (db: Db, budget: BudgetRow, where: SQL | undefined): Promise<QubeBudgetJson[]> => {
  const rows = await db
    .select({ line: qubeBudgets, qube: { id: qubes.id, name: qubes.name, type: qubes.type, autoFundChoice: qubes.autoFundChoice } })
    .from(qubeBudgets)
    .innerJoin(qubes, eq(qubes.id, qubeBudgets.qubeId))
    .where(and(eq(qubeBudgets.budgetId, budget.id), where))
    .orderBy(asc(qubes.manualSortPosition), asc(qubeBudgets.id));
  const spent = await moneyOutByQube(db, budget.accountId, rows.map((row) => row.qube.id), budgetWindow(budget));
  return rows.map(({ line, qube }) => ({
    id: line.id,
    qube: { id: qube.id, name: qube.name, type: toQubeType(qube.type) },
    amount: money(line.amount),
    editing_amount: moneyOrNull(line.editingAmount),
    is_editing: line.isEditing,
    spent: spent.get(qube.id) ?? '0.00',
    auto_fund_choice: toAutoFundChoice(qube.autoFundChoice),
  }));
};

/** A budget of the account, or 404 'Budget not found.' (another account's ids reveal nothing). */
export const loadBudget = async (db: Db, accountId: number, budgetId: number): Promise<BudgetRow> => {
  const [row] = await db.select().from(budgets).where(and(eq(budgets.id, budgetId), eq(budgets.accountId, accountId))).limit(1);
  if (!row) throw budgetNotFound();
  return row;
};

/** A qube budget line of the account with its budget, or 404 'Budget not found.'. */
export const loadQubeBudget = async (db: Db, accountId: number, lineId: number) => {
  const [row] = await db
    .select({ budget: budgets, qubeId: qubeBudgets.qubeId })
    .from(qubeBudgets)
    .innerJoin(budgets, eq(budgets.id, qubeBudgets.budgetId))
    .where(and(eq(qubeBudgets.id, lineId), eq(budgets.accountId, accountId)))
    .limit(1);
  if (!row) throw budgetNotFound();
  return row;
};

export const qubeBudgetJson = async (db: Db, budget: BudgetRow, lineId: number): Promise<QubeBudgetJson> => {
  const [line] = await lines(db, budget, eq(qubeBudgets.id, lineId));
  if (!line) throw budgetNotFound();
  return line;
};

/** The whole Budget; totals are sums of committed amounts, never of drafts. */
export const budgetJson = async (db: Db, budget: BudgetRow, day: string): Promise<BudgetJson> => {
  const qubeLines = await lines(db, budget, undefined);
  const income = await db.select().from(incomes).where(eq(incomes.budgetId, budget.id)).orderBy(asc(incomes.date), asc(incomes.id));
  return {
    id: budget.id,
    name: budget.name,
    start_date: budget.startDate,
    end_date: budget.endDate,
    status: budgetStatus(budget, day),
    total_budgeted_amount: sumMoney(qubeLines.map((l) => l.amount)),
    total_income_amount: sumMoney(income.map((i) => i.amount)),
    has_pending_changes: qubeLines.some((l) => l.is_editing),
    qube_budgets: qubeLines,
    // Each instance says its income group and type (PL-12), so the page knows which path edits it.
    expected_income_instances: income.filter((i) => i.kind === 'expected').map(instanceJson),
    recurring_income_instances: income.filter((i) => i.kind === 'recurring').map(instanceJson),
  };
};

export const countBudgets = async (db: Db, accountId: number): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(budgets).where(eq(budgets.accountId, accountId));
  return Number(row?.n ?? 0);
};

/** One page of the account's budgets, newest first, totals summed in SQL. */
export const listBudgets = async (db: Db, accountId: number, day: string, limit: number, offset: number): Promise<BudgetSummaryJson[]> => {
  const rows = await db
    .select({
      budget: budgets,
      // Correlated subqueries with explicit aliases (drizzle leaves columns unqualified in single-table selects).
      budgeted: sql<string>`coalesce((select sum(qb.amount) from qube_budgets qb where qb.budget_id = "budgets"."id"), 0)::numeric(14,2)`,
      income: sql<string>`coalesce((select sum(i.amount) from incomes i where i.budget_id = "budgets"."id"), 0)::numeric(14,2)`,
    })
    .from(budgets)
    .where(eq(budgets.accountId, accountId))
    .orderBy(desc(budgets.startDate), desc(budgets.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ budget, budgeted, income }) => ({
    id: budget.id,
    name: budget.name,
    start_date: budget.startDate,
    end_date: budget.endDate,
    status: budgetStatus(budget, day),
    total_budgeted_amount: money(budgeted),
    total_income_amount: money(income),
  }));
};

/** A draft amount: 0 to 1,000,000.00 with at most two decimals, as a string or a number; 400 field error otherwise. */
export const parseDraftAmount = (value: string | number): string => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : value.trim();
  const errors = new FieldErrors();
  if (text === '') errors.add('editing_amount', MESSAGES.required);
  else if (!isMoney(text) || toCents(text) < 0n || toCents(text) > MAX_DRAFT_CENTS) errors.add('editing_amount', DRAFT_AMOUNT_INVALID);
  errors.throwIfAny();
  return fromCents(toCents(text));
};

export const saveDraft = async (db: Db, lineId: number, amount: string) => {
  await db.update(qubeBudgets).set({ editingAmount: amount, isEditing: true }).where(eq(qubeBudgets.id, lineId));
};

/** commit: every draft becomes its amount; cancel: amounts stay. Either way the drafts are gone (one statement). */
export const settleDrafts = async (db: Db, budgetId: number, action: 'commit' | 'cancel') => {
  await db
    .update(qubeBudgets)
    .set({
      ...(action === 'commit' ? { amount: sql`coalesce(${qubeBudgets.editingAmount}, ${qubeBudgets.amount})` } : {}),
      editingAmount: null,
      isEditing: false,
    })
    .where(and(eq(qubeBudgets.budgetId, budgetId), eq(qubeBudgets.isEditing, true)));
};

const none: SuggestedBudgetJson = { suggested_amount: null, basis: 'none', description: SUGGESTION_TEXT.none };

/** Whole months from the budget's month to the goal's month, counting the budget's month, at least 1. */
const monthsLeft = (budgetStart: string, goalDate: string) => {
  const from = ymd(budgetStart);
  const to = ymd(goalDate);
  return Math.max(1, (to.year - from.year) * 12 + (to.month - from.month) + 1);
};

/** Division of non-negative cents, rounded up. */
const ceilDiv = (cents: bigint, by: bigint) => (cents + by - 1n) / by;

/**
 * PL-08 suggestion, by the qube's type:
 * - spending: the average monthly money out of the qube over the 3 full calendar months before the month the budget
 *   starts in (internal transfers excluded), rounded up to whole dollars; no money out in them → none.
 * - billing: its bill amount; none without one.
 * - goal: (goal amount − balance, not below 0) / months left until the goal date's month, counting the budget's
 *   month (at least 1), rounded up to cents; none without a goal amount or date.
 * - anything else: none.
 */
export const suggestBudget = async (db: Db, budget: BudgetRow, qubeId: number): Promise<SuggestedBudgetJson> => {
  const [qube] = await db.select().from(qubes).where(eq(qubes.id, qubeId)).limit(1);
  if (!qube) return none;
  if (qube.type === 'spending') return spendingAverage(db, budget, qube);
  if (qube.type === 'billing') {
    return qube.billAmount === null ? none : { suggested_amount: money(qube.billAmount), basis: 'bill_amount', description: SUGGESTION_TEXT.bill_amount };
  }
  if (qube.type === 'goal') return goalPace(db, budget, qube);
  return none;
};

const spendingAverage = async (db: Db, budget: BudgetRow, qube: QubeRow): Promise<SuggestedBudgetJson> => {
  const start = ymd(budget.startDate);
  const window = { first: new Date(start.year, start.month - AVERAGE_MONTHS, 1), after: new Date(start.year, start.month, 1) };
  const out = toCents((await moneyOutByQube(db, budget.accountId, [qube.id], window)).get(qube.id) ?? '0');
  if (out <= 0n) return none;
  const dollars = ceilDiv(out, BigInt(AVERAGE_MONTHS) * 100n);
  return { suggested_amount: fromCents(dollars * 100n), basis: 'spending_average', description: SUGGESTION_TEXT.spending_average };
};

const goalPace = async (db: Db, budget: BudgetRow, qube: QubeRow): Promise<SuggestedBudgetJson> => {
  if (qube.goalAmount === null || qube.goalDate === null) return none;
  const [pocket] = await db
    .select({ balance: pocketBalances.balance })
    .from(pocketBalances)
    .where(and(eq(pocketBalances.accountId, qube.accountId), eq(pocketBalances.pocket, qube.id)));
  const missing = toCents(qube.goalAmount) - toCents(pocket?.balance ?? '0');
  const perMonth = missing > 0n ? ceilDiv(missing, BigInt(monthsLeft(budget.startDate, qube.goalDate))) : 0n;
  return { suggested_amount: fromCents(perMonth), basis: 'goal_pace', description: SUGGESTION_TEXT.goal_pace };
};
