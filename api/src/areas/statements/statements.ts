import type { MonthlyReport as MonthlyReportShape } from '@qube/contract/statements';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities, budgets, ledgerEntries, qubeBudgets, qubes } from '../../platform/db/schema';
import { TRANSACTION_TYPE_DESCRIPTIONS } from '../qubes';
import { isoDate, monthBounds } from '../../platform/dates';
import { pocketEntries } from '../accounts';
import { money } from '@qube/contract/core/money';
import { CLOUD_NAME } from '../transfers';

/** A calendar month of the server's local calendar (the one monthBounds uses). */
export type Period = {
  /** YYYYMM, the id of its statement. */
  id: number;
  /** YYYY-MM */
  month: string;
  /** 'October 2026' */
  name: string;
  start: string;
  end: string;
  first: Date;
  /** Local midnight of the next month's first day: the period is [first, after). */
  after: Date;
};

export type Statement = {
  id: number;
  period_start: string;
  period_end: string;
  name: string;
  opening_balance: string;
  closing_balance: string;
  total_in: string;
  total_out: string;
  created_at: string;
};

export type StatementLine = { id: number; date: string; description: string; qube: string | null; amount: string; balance: string };

export type QubeSpending = MonthlyReportShape['spending_by_qube'][number];

export type MonthlyReport = {
  month: string;
  name: string;
  period_start: string;
  period_end: string;
  money_in: string;
  money_out: string;
  net: string;
  transactions_count: number;
  spending_by_qube: QubeSpending[];
  top_merchants: { name: string; spent: string; count: number }[];
};

export const periodOf = (year: number, monthIndex: number): Period => {
  const bounds = monthBounds(new Date(year, monthIndex, 1));
  return {
    id: bounds.first.getFullYear() * 100 + bounds.first.getMonth() + 1,
    month: bounds.start.slice(0, 7),
    name: bounds.name,
    start: bounds.start,
    end: bounds.end,
    first: bounds.first,
    after: new Date(bounds.first.getFullYear(), bounds.first.getMonth() + 1, 1),
  };
};

/** The period of a statement id (YYYYMM), or null when the text is not one. */
export const periodFromId = (text: string): Period | null => {
  const match = /^(\d{4})(0[1-9]|1[0-2])$/.exec(text);
  return match ? periodOf(Number(match[1]), Number(match[2]) - 1) : null;
};

/** The period of a YYYY-MM month, or null when the text is not one. */
export const periodFromMonth = (text: string): Period | null => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? periodOf(Number(match[1]), Number(match[2]) - 1) : null;
};

/** A month is over before the current one starts; the month the account was opened in counts once it is over. */
export const isFullMonth = (period: Period, accountCreatedAt: Date, now: Date): boolean =>
  period.after <= monthBounds(now).first && period.after > accountCreatedAt;

/** Every full month of the account, newest first. */
export const fullMonths = (accountCreatedAt: Date, now: Date): Period[] => {
  const months: Period[] = [];
  const current = monthBounds(now).first;
  for (let offset = -1; ; offset -= 1) {
    const period = periodOf(current.getFullYear(), current.getMonth() + offset);
    if (period.after <= accountCreatedAt) return months;
    months.push(period);
  }
};

// Internal transfers move money between pockets of the account: they net to zero, so they count in balances but are
// neither money in, money out nor a statement line. An entry without its activity has no type and is left out too.
const countsOnStatement = sql`${activities.transactionType} <> 'qube_transfer'`;

const inPeriod = (period: Period) => and(gte(ledgerEntries.createdAt, period.first), lt(ledgerEntries.createdAt, period.after));

/** Balances and in/out of one period in one pass over the account's pocket entries, summed in SQL. */
const periodTotals = async (db: Db, accountId: number, period: Period) => {
  const start = period.first.toISOString();
  const after = period.after.toISOString();
  const inside = sql`${ledgerEntries.createdAt} >= ${start} and ${ledgerEntries.createdAt} < ${after} and ${countsOnStatement}`;
  const [row] = await db
    .select({
      opening: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} < ${start}), 0)::numeric(14,2)`,
      closing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} < ${after}), 0)::numeric(14,2)`,
      totalIn: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${inside} and ${ledgerEntries.amount} > 0), 0)::numeric(14,2)`,
      totalOut: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${inside} and ${ledgerEntries.amount} < 0), 0)::numeric(14,2)`,
      net: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${inside}), 0)::numeric(14,2)`,
      lineCount: sql<number>`(count(*) filter (where ${inside}))::int`,
    })
    .from(ledgerEntries)
    .leftJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .where(pocketEntries(accountId));
  return {
    opening: money(row?.opening ?? '0'),
    closing: money(row?.closing ?? '0'),
    totalIn: money(row?.totalIn ?? '0'),
    totalOut: money(row?.totalOut ?? '0'),
    net: money(row?.net ?? '0'),
    lineCount: Number(row?.lineCount ?? 0),
  };
};

/** One month's statement summary computed from the ledger. */
export const statementSummary = async (db: Db, accountId: number, period: Period): Promise<Statement> => {
  const totals = await periodTotals(db, accountId, period);
  return {
    id: period.id,
    period_start: period.start,
    period_end: period.end,
    name: period.name,
    opening_balance: totals.opening,
    closing_balance: totals.closing,
    total_in: totals.totalIn,
    total_out: totals.totalOut,
    // Statements are issued on the morning after the period ends.
    created_at: new Date(period.after.getFullYear(), period.after.getMonth(), period.after.getDate(), 6).toISOString(),
  };
};

/**
 * The lines of a period, oldest first, each with the account balance after it: the opening balance plus the running
 * sum, both in SQL, so opening + sum(amounts) = closing holds to the cent.
 */
export const statementLines = async (db: Db, accountId: number, period: Period, opening: string): Promise<StatementLine[]> => {
  const rows = await db
    .select({
      id: activities.id,
      createdAt: ledgerEntries.createdAt,
      title: activities.title,
      merchantName: activities.merchantName,
      transactionType: activities.transactionType,
      qubeId: ledgerEntries.qubeId,
      qubeName: qubes.name,
      amount: ledgerEntries.amount,
      balance: sql<string>`(${opening}::numeric(14,2) + sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.createdAt}, ${ledgerEntries.id}))::numeric(14,2)`,
    })
    .from(ledgerEntries)
    .innerJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .leftJoin(qubes, eq(qubes.id, ledgerEntries.qubeId))
    .where(and(pocketEntries(accountId), inPeriod(period), countsOnStatement))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({
    id: row.id,
    date: isoDate(row.createdAt),
    description: row.title || row.merchantName || (TRANSACTION_TYPE_DESCRIPTIONS[row.transactionType] ?? 'Other'),
    qube: row.qubeId === null ? CLOUD_NAME : row.qubeName,
    amount: money(row.amount),
    balance: money(row.balance),
  }));
};

/** Qube amounts of the budget covering the whole month (the first one when several do), by qube id. */
const budgetAmounts = async (db: Db, accountId: number, period: Period): Promise<Map<number, string>> => {
  const [budget] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.accountId, accountId), lte(budgets.startDate, period.start), gte(budgets.endDate, period.end)))
    .orderBy(asc(budgets.id))
    .limit(1);
  if (!budget) return new Map();
  const rows = await db
    .select({ qubeId: qubeBudgets.qubeId, amount: sql<string>`sum(${qubeBudgets.amount})::numeric(14,2)` })
    .from(qubeBudgets)
    .where(eq(qubeBudgets.budgetId, budget.id))
    .groupBy(qubeBudgets.qubeId);
  return new Map(rows.map((row) => [row.qubeId, money(row.amount)]));
};

/** Where the month's money went: the statement's totals, money out per pocket against its budget, and top merchants. */
export const monthlyReport = async (db: Db, accountId: number, period: Period): Promise<MonthlyReport> => {
  const outflows = and(pocketEntries(accountId), inPeriod(period), countsOnStatement, lt(ledgerEntries.amount, '0'));
  const spent = sql<string>`(-sum(${ledgerEntries.amount}))::numeric(14,2)`;
  const totals = await periodTotals(db, accountId, period);
  const budgetByQube = await budgetAmounts(db, accountId, period);
  const pockets = await db
    .select({ qubeId: ledgerEntries.qubeId, name: qubes.name, type: qubes.type, spent })
    .from(ledgerEntries)
    .innerJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .leftJoin(qubes, eq(qubes.id, ledgerEntries.qubeId))
    .where(outflows)
    .groupBy(ledgerEntries.qubeId, qubes.name, qubes.type)
    .orderBy(desc(spent), asc(qubes.name));
  const merchants = await db
    .select({ name: activities.merchantName, spent, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(activities, eq(activities.id, ledgerEntries.activityId))
    .where(and(outflows, isNotNull(activities.merchantName)))
    .groupBy(activities.merchantName)
    .orderBy(desc(spent), asc(activities.merchantName))
    .limit(5);
  return {
    month: period.month,
    name: `${period.name} Report`,
    period_start: period.start,
    period_end: period.end,
    money_in: totals.totalIn,
    money_out: totals.totalOut,
    net: totals.net,
    transactions_count: totals.lineCount,
    spending_by_qube: pockets.map((row) => ({
      qube_id: row.qubeId,
      // Qubes are archived, never deleted; a missing row would be a ledger written by hand.
      name: row.qubeId === null ? CLOUD_NAME : (row.name ?? 'Unknown Qube'),
      // qubes.type holds only the contract's qube types.
      type: row.qubeId === null ? 'cloud' as const : ((row.type ?? 'system') as QubeSpending['type']),
      spent: money(row.spent),
      budget: row.qubeId === null ? null : (budgetByQube.get(row.qubeId) ?? null),
    })),
    top_merchants: merchants.map((row) => ({ name: row.name ?? '', spent: money(row.spent), count: Number(row.count) })),
  };
};
