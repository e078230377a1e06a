import { addDays } from '@qube/contract/core/repeat';
import { CLOUD, projectPockets, type ForecastEvent, type PocketId, type PocketProjection } from './projection';
import { recurringSpendingEvents, type PurchaseRow } from './recurringSpending';
import { billEvents, budgetSpendingEvents, incomeEvents, orderEvents, type BillRow, type BudgetSpendingRow, type IncomeRow, type OrderRow } from './series';

/** How far the forecast looks: six months (issue 25 §1), as days from today. */
export const FORECAST_DAYS = 183;

export type ForecastSources = {
  from: string;
  days: number;
  opening: ReadonlyMap<PocketId, bigint>;
  orders: readonly OrderRow[];
  incomes: readonly IncomeRow[];
  bills: readonly BillRow[];
  budgets: readonly BudgetSpendingRow[];
  budgetPeriod: string;
  purchases: readonly PurchaseRow[];
};

export type Forecast = {
  from: string;
  to: string;
  pockets: PocketProjection[];
  /** The next day money comes in from outside (income or a bank deposit series), or null. */
  nextPayday: string | null;
};

/** Every pocket's projection from what the account has planned (the rules: series.ts, recurringSpending.ts). */
export const buildForecast = (sources: ForecastSources): Forecast => {
  const to = addDays(sources.from, sources.days - 1);
  const recurring = recurringSpendingEvents(sources.purchases, sources.from, to);
  const events: ForecastEvent[] = [
    ...orderEvents(sources.orders, sources.from, to),
    ...incomeEvents(sources.incomes, sources.from, to),
    ...billEvents(sources.bills, sources.from, to, sources.days),
    ...recurring,
    ...budgetSpendingEvents(sources.budgets, sources.budgetPeriod, sources.from, to, recurring),
  ];
  const paydays = events.filter((e) => e.pocket === CLOUD && (e.kind === 'income' || e.kind === 'scheduled_deposit')).map((e) => e.date).sort();
  return { from: sources.from, to, pockets: projectPockets({ from: sources.from, days: sources.days, opening: sources.opening, events }), nextPayday: paydays[0] ?? null };
};
