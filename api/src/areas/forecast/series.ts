import { addDays, billDueDates, monthDay, occurrencesBetween, type CalendarEntry } from '@qube/contract/core/repeat';
import { CLOUD, daysFromTo, type ForecastEvent, type PocketId } from './projection';

/**
 * Turns what the account has planned into dated events (issue 25 §1; the rules are ours, ADR 0090). Pure: the
 * loader reads the rows, these functions expand them over [from, to] (inclusive, YYYY-MM-DD).
 */

const pocketOf = (qubeId: number | null): PocketId => qubeId ?? CLOUD;

export type OrderRow = {
  kind: string;
  fromQubeId: number | null;
  toQubeId: number | null;
  amount: bigint;
  title: string;
  recurring: string;
  frequency: string | null;
  transferInterval: number | null;
  daysInCalendar: CalendarEntry[];
  startDate: string;
  nextDate: string;
  sourceType: string | null;
};

/**
 * Active scheduled orders from their next date: a transfer between pockets is two events (out of one, into the
 * other; no qube is Cloud); an auto-allocation is named so; a bank deposit series ('ach_deposit') brings money into
 * its pocket from outside, on the day it is made (settlement days later is the bank's delay, not a plan).
 */
export const orderEvents = (orders: readonly OrderRow[], from: string, to: string): ForecastEvent[] =>
  orders.flatMap((order) => {
    // The next date leads (an edit may have moved it off the series' grid); the series continues after it.
    const dates = order.recurring === 'none'
      ? [order.nextDate].filter((date) => date >= from && date <= to)
      : [...(order.nextDate >= from && order.nextDate <= to ? [order.nextDate] : []), ...occurrencesBetween(order, order.nextDate >= from ? addDays(order.nextDate, 1) : from, to)];
    return dates.flatMap((date): ForecastEvent[] => {
      const label = order.title;
      if (order.kind === 'ach_deposit') return [{ date, pocket: pocketOf(order.toQubeId), cents: order.amount, kind: 'scheduled_deposit', label: label || 'Bank deposit' }];
      const kind = order.sourceType === 'auto_allocation' ? 'auto_allocation' : 'scheduled_transfer';
      return [
        { date, pocket: pocketOf(order.fromQubeId), cents: -order.amount, kind, label: label || 'Scheduled transfer' },
        { date, pocket: pocketOf(order.toQubeId), cents: order.amount, kind, label: label || 'Scheduled transfer' },
      ];
    });
  });

export type IncomeRow = {
  name: string;
  amount: bigint;
  recurring: string;
  frequency: string | null;
  transferInterval: number | null;
  daysInCalendar: CalendarEntry[];
  startDate: string;
};

/**
 * Income the person expects, into Cloud on each date. The loader leaves out a group that a bank deposit series
 * already brings in (ach_deposit_series.income_group_id), so one paycheck never counts twice.
 */
export const incomeEvents = (groups: readonly IncomeRow[], from: string, to: string): ForecastEvent[] =>
  groups.flatMap((group) => {
    if (group.recurring === 'variable') return [];
    return occurrencesBetween(group, from, to).map((date): ForecastEvent => ({ date, pocket: CLOUD, cents: group.amount, kind: 'income', label: group.name }));
  });

export type BillRow = { qubeId: number; name: string; billAmount: bigint; dueDay: number | null; paymentFrequency: string | null; paymentInterval: number | null };

/** A bill qube pays its bill amount out on each due date (the qube's own due-date rule). */
export const billEvents = (bills: readonly BillRow[], from: string, to: string, days: number): ForecastEvent[] =>
  bills.flatMap((bill) =>
    billDueDates(bill, from, days)
      .filter((date) => date <= to)
      .map((date): ForecastEvent => ({ date, pocket: bill.qubeId, cents: -bill.billAmount, kind: 'bill', label: bill.name })),
  );

/** The budget period a date falls in, for the account's budget_period (weekly periods start on Monday). */
export const periodAround = (period: string, date: string): { start: string; end: string } => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  switch (period) {
    case 'weekly': {
      const start = addDays(date, -weekday);
      return { start, end: addDays(start, 6) };
    }
    case 'biweekly': {
      // Two-week periods are counted from Monday 2024-01-01, so every date belongs to one fixed fortnight.
      const monday = addDays(date, -weekday);
      const weeks = Math.floor((Date.parse(`${monday}T00:00:00Z`) - Date.parse('2024-01-01T00:00:00Z')) / 604_800_000);
      const start = addDays(monday, -7 * (((weeks % 2) + 2) % 2));
      return { start, end: addDays(start, 13) };
    }
    case 'semi_monthly': {
      const day = Number(date.slice(8, 10));
      return day < 15 ? { start: monthDay(date, 0, 1), end: monthDay(date, 0, 14) } : { start: monthDay(date, 0, 15), end: monthDay(date, 0, -1) };
    }
    default:
      return { start: monthDay(date, 0, 1), end: monthDay(date, 0, -1) };
  }
};

export type BudgetSpendingRow = {
  qubeId: number;
  name: string;
  /** The qube's budget per period. */
  amount: bigint;
  /** What the qube has spent in the current period so far. */
  spentThisPeriod: bigint;
};

/**
 * A spending qube spends its budget evenly over each period: in the current period what is left of it (budget
 * minus spent, never below 0) over the days left; in later periods the whole budget. The recurring charges the
 * forecast also places on their dates are part of that budget, so they are taken out of the even spending of the
 * period they fall in (never below 0), and nothing is counted twice.
 */
export const budgetSpendingEvents = (
  rows: readonly BudgetSpendingRow[],
  period: string,
  from: string,
  to: string,
  recurring: readonly ForecastEvent[],
): ForecastEvent[] =>
  rows.flatMap((row) => {
    const events: ForecastEvent[] = [];
    for (let start = from; start <= to; ) {
      const bounds = periodAround(period, start);
      const end = bounds.end < to ? bounds.end : to;
      const isCurrent = start === from;
      const base = isCurrent ? row.amount - row.spentThisPeriod : row.amount;
      const charged = recurring
        .filter((e) => e.pocket === row.qubeId && e.date >= start && e.date <= bounds.end)
        .reduce((sum, e) => sum - e.cents, 0n);
      // A period cut short by the horizon spends its share of the budget for the days it has.
      const whole = BigInt(daysFromTo(isCurrent ? start : bounds.start, bounds.end));
      const left = base - charged > 0n ? base - charged : 0n;
      const share = end === bounds.end ? left : (left * BigInt(daysFromTo(start, end))) / whole;
      if (share > 0n) events.push({ date: start, until: end, pocket: row.qubeId, cents: -share, kind: 'budget_spending', label: row.name });
      start = addDays(bounds.end, 1);
    }
    return events;
  });
