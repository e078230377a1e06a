import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Forecast as ForecastJson, PocketForecast } from '@qube/contract/forecast';
import { fromCents, toCents } from '@qube/contract/core/money';
import { monthDay, type CalendarEntry } from '@qube/contract/core/repeat';
import type { Db } from '../../platform/db/client';
import { accounts, achDepositSeries, activities, incomeGroups, pocketBalances, qubeBudgets, qubes, scheduledOrders } from '../../platform/db/schema';
import { moneyOutByQube, budgetWindow } from '../planning';
import { isoDate } from '../../platform/dates';
import { currentBudget } from '../accounts';
import { buildForecast, FORECAST_DAYS, type Forecast } from './forecast';
import { CLOUD } from './projection';
import { paceOf, type Pace } from './pace';
import { RECURRING_MONTHS, type PurchaseRow } from './recurringSpending';

const calendar = (days: Record<string, number>[]): CalendarEntry[] => days as CalendarEntry[];

/**
 * Reads what the forecast is built from, for one account (issue 25 §1). Five reads in parallel, then pure work; the
 * rules are in series.ts and recurringSpending.ts (ADR 0090).
 */
export const loadForecast = async (db: Db, accountId: number, now: Date, days = FORECAST_DAYS): Promise<{ forecast: Forecast; paces: Map<number, Pace>; names: Map<number, { name: string; type: string }> }> => {
  const from = isoDate(now);
  const learnFrom = monthDay(from, -RECURRING_MONTHS, 1);
  const [account, pocketRows, qubeRows, orderRows, incomeRows, seriesRows, purchaseRows, budget] = await Promise.all([
    db.select({ budgetPeriod: accounts.budgetPeriod }).from(accounts).where(eq(accounts.id, accountId)).then((rows) => rows[0]),
    db.select({ pocket: pocketBalances.pocket, balance: pocketBalances.balance }).from(pocketBalances).where(eq(pocketBalances.accountId, accountId)),
    db.select().from(qubes).where(and(eq(qubes.accountId, accountId), eq(qubes.isArchived, false))),
    db.select().from(scheduledOrders).where(and(eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true))),
    db.select().from(incomeGroups).where(and(eq(incomeGroups.accountId, accountId), eq(incomeGroups.isActive, true))),
    db.select({ orderId: achDepositSeries.orderId, incomeGroupId: achDepositSeries.incomeGroupId }).from(achDepositSeries).where(and(eq(achDepositSeries.accountId, accountId), isNotNull(achDepositSeries.incomeGroupId))),
    // Card purchases (their activities; a refund is positive and a bill's payment is the bill rule's, so neither counts).
    db.select({ qubeId: activities.qubeId, merchant: activities.merchantName, amount: activities.amount, at: activities.transactionDatetime })
      .from(activities)
      .where(and(eq(activities.accountId, accountId), eq(activities.transactionType, 'purchase'), eq(activities.result, 'success'), lt(activities.amount, '0'), gte(activities.transactionDatetime, new Date(`${learnFrom}T00:00:00`)))),
    currentBudget(db, accountId, from),
  ]);
  const live = new Set(qubeRows.map((q) => q.id));
  const activeOrders = new Set(orderRows.map((o) => o.id));
  // A paycheck that a bank deposit series brings in counts once: through the series.
  const depositedIncome = new Set(seriesRows.filter((s) => activeOrders.has(s.orderId)).map((s) => s.incomeGroupId));
  const spending = qubeRows.filter((q) => q.type === 'spending');
  const budgetLines = budget && spending.length > 0
    ? await db.select({ qubeId: qubeBudgets.qubeId, amount: qubeBudgets.amount }).from(qubeBudgets).where(and(eq(qubeBudgets.budgetId, budget.id), inArray(qubeBudgets.qubeId, spending.map((q) => q.id))))
    : [];
  const spent = budget && budgetLines.length > 0 ? await moneyOutByQube(db, accountId, budgetLines.map((l) => l.qubeId), budgetWindow(budget)) : new Map<number, string>();

  const purchases: PurchaseRow[] = purchaseRows.map((p) => ({ qubeId: p.qubeId !== null && live.has(p.qubeId) ? p.qubeId : null, merchant: p.merchant ?? '', cents: -toCents(p.amount), date: isoDate(p.at) }));
  const forecast = buildForecast({
    from,
    days,
    // Cloud and every live qube open the forecast, with 0 when they have no balance row yet.
    opening: new Map([[CLOUD, 0n], ...qubeRows.map((q) => [q.id, 0n] as const), ...pocketRows.filter((p) => p.pocket === CLOUD || live.has(p.pocket)).map((p) => [p.pocket, toCents(p.balance)] as const)]),
    orders: orderRows
      .filter((o) => (o.fromQubeId === null || live.has(o.fromQubeId)) && (o.toQubeId === null || live.has(o.toQubeId)))
      .map((o) => ({ ...o, amount: toCents(o.amount), daysInCalendar: calendar(o.daysInCalendar) })),
    incomes: incomeRows.filter((g) => !depositedIncome.has(g.id)).map((g) => ({ ...g, amount: toCents(g.amount), daysInCalendar: calendar(g.daysInCalendar) })),
    bills: qubeRows
      .filter((q) => q.type === 'billing' && !q.isPaused && q.billAmount !== null && toCents(q.billAmount) > 0n)
      .map((q) => ({ qubeId: q.id, name: q.name, billAmount: toCents(q.billAmount ?? '0'), dueDay: q.dueDay, paymentFrequency: q.paymentFrequency, paymentInterval: q.paymentInterval })),
    budgets: budgetLines
      .map((line) => ({ qubeId: line.qubeId, name: spending.find((q) => q.id === line.qubeId)?.name ?? '', amount: toCents(line.amount), spentThisPeriod: toCents(spent.get(line.qubeId) ?? '0') }))
      .filter((line) => line.amount > 0n),
    budgetPeriod: account?.budgetPeriod ?? 'monthly',
    purchases,
  });
  const paces = new Map(forecast.pockets.map((p) => [p.pocket, p.pocket === CLOUD ? { perDay: 0n, lastsUntil: null } : paceOf(purchases, p.pocket, p.opening, from)]));
  return { forecast, paces, names: new Map(qubeRows.map((q) => [q.id, { name: q.name, type: q.type }])) };
};

const QUBE_TYPES = ['spending', 'billing', 'goal'] as const;
const pocketType = (type: string | undefined): PocketForecast['type'] => QUBE_TYPES.find((t) => t === type) ?? 'spending';

/** The answer of GET forecast/: Cloud first, then the qubes in id order, money as two-decimal strings. */
export const forecastJson = ({ forecast, paces, names }: Awaited<ReturnType<typeof loadForecast>>): ForecastJson => ({
  from: forecast.from,
  to: forecast.to,
  next_payday: forecast.nextPayday,
  pockets: forecast.pockets.map((p) => ({
    qube_id: p.pocket === CLOUD ? null : p.pocket,
    name: p.pocket === CLOUD ? 'Cloud' : (names.get(p.pocket)?.name ?? ''),
    type: p.pocket === CLOUD ? 'cloud' : pocketType(names.get(p.pocket)?.type),
    opening: fromCents(p.opening),
    balances: p.balances.map(fromCents),
    lowest: { date: p.lowest.date, balance: fromCents(p.lowest.cents) },
    runs_out_on: p.runsOutOn,
    events: p.events.map((e) => ({ date: e.date, until: e.until ?? null, kind: e.kind, label: e.label, amount: fromCents(e.cents) })),
    pace: { per_day: fromCents(paces.get(p.pocket)?.perDay ?? 0n), lasts_until: paces.get(p.pocket)?.lastsUntil ?? null },
  })),
});
