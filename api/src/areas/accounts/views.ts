import { and, asc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Account } from '@qube/contract/accounts';
import type { Qube, QubeType } from '@qube/contract/qubes';
import type { Db } from '../../platform/db/client';
import { packedRow, perDatabase, preparedQuery } from '../../platform/db/preparedSelect';
import { accounts, budgets, notifications, qubeBudgets, qubes } from '../../platform/db/schema';
import { versionedCache } from './accountVersion';
import { nextDueDate, today } from '../../platform/dates';
import { money, moneyOrNull } from '@qube/contract/core/money';

type AccountRow = typeof accounts.$inferSelect;
type QubeRow = typeof qubes.$inferSelect;

/** Account as the API returns it. */
export const accountJson = (a: AccountRow): Account => ({
  id: a.id,
  display_name: a.displayName,
  full_name: a.fullName,
  // A text column; the API writes only the contract's account types (seed, demo copies).
  account_type: a.accountType as Account['account_type'],
  account_number: a.accountNumber,
  routing_number: a.routingNumber,
  bank_name: a.bankName,
  is_aggregate: a.isAggregate,
  is_sub_account: a.isSubAccount,
  has_banking_features: a.hasBankingFeatures,
  future_account_id: a.futureAccountId,
  household_id: a.householdId,
  avatar: null,
  plan: a.plan as Account['plan'],
  budget_period: a.budgetPeriod,
});

/** The budget whose period contains `day` (YYYY-MM-DD), if any. */
export const currentBudget = async (db: Db, accountId: number, day = today()) => {
  const [row] = await db
    .select()
    .from(budgets)
    .where(and(eq(budgets.accountId, accountId), lte(budgets.startDate, day), gte(budgets.endDate, day)))
    .orderBy(asc(budgets.id))
    .limit(1);
  return row ?? null;
};

export type QubeFilter = { type?: 'spending' | 'billing' | 'goal'; id?: number; limit?: number; offset?: number };

const qubeWhere = (accountId: number, filter: QubeFilter): SQL | undefined =>
  and(
    eq(qubes.accountId, accountId),
    eq(qubes.isArchived, false),
    filter.type ? eq(qubes.type, filter.type) : undefined,
    filter.id ? eq(qubes.id, filter.id) : undefined,
  );

export const countQubes = async (db: Db, accountId: number, filter: QubeFilter) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(qubes).where(qubeWhere(accountId, filter));
  return Number(row?.n ?? 0);
};

/** Qubes with balance (ledger sum), current cycle budget and last activity, in manual sort order. */
export const listQubes = async (db: Db, accountId: number, filter: QubeFilter = {}) => {
  const budget = await currentBudget(db, accountId);
  const rows = await db
    .select({
      qube: qubes,
      // Correlated subqueries with explicit aliases (drizzle leaves columns unqualified in single-table selects).
      // The running balance (pocket_balances, kept by a trigger on ledger_entries): one row, not the qube's history.
      balance: sql<string>`coalesce((select pb.balance from pocket_balances pb where pb.account_id = "qubes"."account_id" and pb.pocket = "qubes"."id"), 0)::numeric(14,2)`,
      lastActivity: sql<string | null>`(select max(act.transaction_datetime) from activities act where act.qube_id = "qubes"."id")`,
      cycleBudget: budget
        ? sql<string | null>`(select sum(qb.amount) from qube_budgets qb where qb.qube_id = "qubes"."id" and qb.budget_id = ${budget.id})`
        : sql<string | null>`null`,
    })
    .from(qubes)
    .where(qubeWhere(accountId, filter))
    .orderBy(asc(qubes.manualSortPosition), asc(qubes.id))
    .limit(filter.limit ?? 9999)
    .offset(filter.offset ?? 0);
  return rows.map((r) => qubeJson(r.qube, r.balance, r.lastActivity, r.cycleBudget));
};

type QubeListType = 'all' | NonNullable<QubeFilter['type']>;

/**
 * A qube list (a hot read) in two parts. The qubes with their balances and last activity: one prepared statement per
 * list type, from tables whose every write bumps the account's change version (qubes, the ledger's running balances,
 * activities), so kept per version (versionedCache). The current cycle's budgets: budgets bump no version, so they
 * are read on every call, one small prepared statement (the budget is found inside it). The whole list is read (an
 * account has tens of qubes and the client asks for all of them, limit 9999) and paged here, so the total is its
 * length: no count statement, and no LIMIT/OFFSET parameters (with them PostgreSQL estimated its generic plan dearer
 * than a fresh one and planned the statement again on every call).
 */
const qubeListQueries = perDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  const build = (type: QubeListType) => {
    const typeIs = type === 'all' ? undefined : type;
    return preparedQuery(db, `hot_qubes_${type}`, db
      .select({
        // The qube row as one packed value (packedRow): one result column instead of thirty.
        qube: packedRow(getTableColumns(qubes)),
        balance: sql<string>`coalesce((select pb.balance from pocket_balances pb where pb.account_id = "qubes"."account_id" and pb.pocket = "qubes"."id"), 0)::numeric(14,2)`,
        lastActivity: sql<string | null>`(select max(act.transaction_datetime) from activities act where act.qube_id = "qubes"."id")`,
      })
      .from(qubes)
      .where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false), typeIs ? eq(qubes.type, typeIs) : undefined))
      .orderBy(asc(qubes.manualSortPosition), asc(qubes.id)));
  };
  const day = sql.placeholder('today');
  return {
    lists: { all: build('all'), spending: build('spending'), billing: build('billing'), goal: build('goal') },
    // Per qube, the sum of its budget lines in the budget whose period contains today (currentBudget's rule: the lowest
    // id among them), as listQubes' current_cycle_budget.
    cycleBudgets: preparedQuery(db, 'hot_qube_cycle_budgets', db
      .select({ qubeId: qubeBudgets.qubeId, amount: sql<string>`sum(${qubeBudgets.amount})` })
      .from(qubeBudgets)
      .where(eq(qubeBudgets.budgetId, sql`(select b.id from budgets b where b.account_id = ${accountId} and b.start_date <= ${day} and b.end_date >= ${day} order by b.id limit 1)`))
      .groupBy(qubeBudgets.qubeId)),
  };
});

type QubeListRows = Awaited<ReturnType<ReturnType<typeof qubeListQueries>['lists']['all']['all']>>;
const qubeListCache = versionedCache<QubeListRows>();

/**
 * A page of the account's active qubes (all, or one type) with the list's total: what the qube list routes answer.
 * `version`: the account's change version read with the request's session (the qubes are kept under it).
 */
export const listQubesPage = async (db: Db, accountId: number, version: number, filter: { type?: QubeFilter['type']; limit: number; offset: number }) => {
  const queries = qubeListQueries(db);
  const type = filter.type ?? 'all';
  let rows = qubeListCache.get(db, accountId, version, type);
  if (!rows) {
    rows = await queries.lists[type].all({ accountId });
    qubeListCache.set(db, accountId, version, type, rows);
  }
  const budgets = new Map((await queries.cycleBudgets.all({ accountId, today: today() })).map((b) => [b.qubeId, b.amount]));
  return {
    count: rows.length,
    results: rows.slice(filter.offset, filter.offset + filter.limit).map((r) => qubeJson(r.qube, r.balance, r.lastActivity, budgets.get(r.qube.id) ?? null)),
  };
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** Qube as the API returns it. */
export const qubeJson = (q: QubeRow, balance: string, lastActivity: Date | string | null, cycleBudget: string | null): Qube => {
  const nextDue = q.type === 'billing' && q.dueDay ? nextDueDate(q.dueDay) : null;
  return {
    id: q.id,
    name: q.name,
    // A text column; qubes are created only with the contract's types.
    type: q.type as QubeType,
    balance: money(balance),
    icon: q.icon,
    app_icon: q.appIcon,
    color: { foreground_color: q.foregroundColor, background_color: q.backgroundColor },
    current_cycle_budget: moneyOrNull(cycleBudget),
    toFund: q.toFund,
    goalqube: q.type === 'goal' ? { allow_spending: q.allowSpending, goal_amount: moneyOrNull(q.goalAmount), goal_date: q.goalDate } : null,
    billqube:
      q.type === 'billing'
        ? {
            is_paused: q.isPaused,
            is_unlocked: q.isUnlocked,
            payment_frequency: q.paymentFrequency,
            payment_interval: q.paymentInterval,
            bill_amount: moneyOrNull(q.billAmount),
            budget: moneyOrNull(q.billBudget),
            next_due_date: nextDue,
            next_due_dates: nextDue ? [nextDue] : [],
            payment_card: null,
            days_in_calendar: null,
          }
        : null,
    spendingqube: q.type === 'spending' ? { number_of_times_opened_in_last_30_days: q.timesOpenedLast30Days } : null,
    merchant_group: null,
    last_activity_datetime: iso(lastActivity),
    update_datetime: q.updatedAt.toISOString(),
    creation_datetime: q.createdAt.toISOString(),
    manual_sort_position: q.manualSortPosition,
    manual_sort_datetime: iso(q.manualSortDatetime),
    is_current_open_qube: q.isCurrentOpenQube,
  };
};

/**
 * The Overview's figures (a hot read) in two parts. The balances (pocket_balances, kept by a trigger on the ledger) and
 * the special-bucket counts (activities): both tables bump the account's change version on every write, so one
 * prepared statement (scalar subqueries of the account's row, one snapshot) kept per version. The unread
 * notifications bump no version: counted on every call, one small prepared statement.
 */
const overviewQueries = perDatabase((db) => ({
  figures: preparedQuery(db, 'hot_overview_figures', db
    .select({
      total: sql<string>`(select coalesce(sum(pb.balance), 0)::numeric(14,2) from pocket_balances pb where pb.account_id = "accounts"."id")`,
      cloud: sql<string>`(select coalesce(sum(pb.balance) filter (where pb.pocket = 0), 0)::numeric(14,2) from pocket_balances pb where pb.account_id = "accounts"."id")`,
      qubeless: sql<number>`(select count(*)::int from activities act where act.account_id = "accounts"."id" and act.special_bucket = 'qubeless')`,
      refunds: sql<number>`(select count(*)::int from activities act where act.account_id = "accounts"."id" and act.special_bucket = 'refunds')`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))),
  unread: preparedQuery(db, 'hot_overview_unread', db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, sql.placeholder('accountId')), eq(notifications.isSeen, false)))),
}));
type OverviewFigures = NonNullable<Awaited<ReturnType<ReturnType<typeof overviewQueries>['figures']['first']>>>;
const overviewCache = versionedCache<OverviewFigures | undefined>();

/**
 * The Overview fields, all computed from the database. `version`: the account's change version read before (with the
 * request's session, or just now): the figures are kept under it; without it they are read afresh.
 */
export const overview = async (db: Db, account: AccountRow, userFlags: Record<string, boolean>, version?: number) => {
  const queries = overviewQueries(db);
  let row = version === undefined ? undefined : overviewCache.get(db, account.id, version, 'figures');
  if (!row) {
    row = await queries.figures.first({ accountId: account.id });
    if (version !== undefined) overviewCache.set(db, account.id, version, 'figures', row);
  }
  const unread = await queries.unread.first({ accountId: account.id });
  return {
    qubeless_transaction_count: Number(row?.qubeless ?? 0),
    refunds_qube_transaction_count: Number(row?.refunds ?? 0),
    account_balance: money(row?.total ?? '0'),
    cloud_qube_total_balance: money(row?.cloud ?? '0'),
    unread_notifications_count: Number(unread?.n ?? 0),
    card_fund_available: account.hasBankingFeatures && userFlags.card_fund === true,
  };
};
