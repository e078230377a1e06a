import type { Forecast, ForecastEvent, PocketForecast } from '@qube/contract/forecast';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Calendar dates (YYYY-MM-DD) by hand, not dayjs: the overview's first view shows these lines and loads no date library.
/** 'Dec 12': the short day the forecast's one line uses. */
export const shortDay = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;

/** The calendar day `days` after `date` (UTC arithmetic: no time zone or daylight-saving shift). */
export const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A qube's forecast in one line (issue 25 §1): "lasts until Dec 12 · payday Dec 14". It lasts until the day before
 * the first day it ends below zero; when it never does within the forecast, "lasts past" its last day.
 */
export function lastsLine(pocket: PocketForecast, forecast: Pick<Forecast, 'to' | 'next_payday'>): string {
  const lasts = pocket.runs_out_on ? `lasts until ${shortDay(plusDays(pocket.runs_out_on, -1))}` : `lasts past ${shortDay(forecast.to)}`;
  return forecast.next_payday ? `${lasts} · payday ${shortDay(forecast.next_payday)}` : lasts;
}

/** What each kind of event is called in the forecast's table. */
export const EVENT_KIND_LABELS: Record<ForecastEvent['kind'], string> = {
  scheduled_transfer: 'Scheduled transfer',
  auto_allocation: 'Auto-allocation',
  scheduled_deposit: 'Bank deposit',
  income: 'Income',
  bill: 'Bill',
  budget_spending: 'Budget spending',
  recurring_spending: 'Monthly charge',
};

/** An event's day or days: 'Dec 1' or 'Dec 1 – Dec 31' for a budget spent evenly. */
export const eventDays = (event: Pick<ForecastEvent, 'date' | 'until'>): string => (event.until && event.until !== event.date ? `${shortDay(event.date)} – ${shortDay(event.until)}` : shortDay(event.date));
