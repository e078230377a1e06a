import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Account } from '@qube/contract/accounts';
import type { Qube, QubeType } from '@qube/contract/qubes';
import type { Db } from '../db/client';
import { accounts, activities, budgets, notifications, qubes } from '../db/schema';
import { nextDueDate, today } from './dates';
import { accountBalances } from './ledger';
import { money, moneyOrNull } from './money';

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

/** The Overview fields, all computed from the database. */
export const overview = async (db: Db, account: AccountRow, userFlags: Record<string, boolean>) => {
  const balances = await accountBalances(db, account.id);
  const [counts] = await db
    .select({
      qubeless: sql<number>`count(*) filter (where ${activities.specialBucket} = 'qubeless')::int`,
      refunds: sql<number>`count(*) filter (where ${activities.specialBucket} = 'refunds')::int`,
    })
    .from(activities)
    .where(eq(activities.accountId, account.id));
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, account.id), eq(notifications.isSeen, false)));
  return {
    qubeless_transaction_count: Number(counts?.qubeless ?? 0),
    refunds_qube_transaction_count: Number(counts?.refunds ?? 0),
    account_balance: balances.account,
    cloud_qube_total_balance: balances.cloud,
    unread_notifications_count: Number(unread?.n ?? 0),
    card_fund_available: account.hasBankingFeatures && userFlags.card_fund === true,
  };
};

