import { Type, type Static } from 'typebox';
import { Money, money, Nullable, StringEnum } from './common';

/** What a forecast event comes from (issue 25 §1; the rules: docs/adr/0090-qube-forecast.md). */
export const FORECAST_EVENT_KINDS = ['scheduled_transfer', 'auto_allocation', 'scheduled_deposit', 'income', 'bill', 'budget_spending', 'recurring_spending'] as const;
export type ForecastEventKind = (typeof FORECAST_EVENT_KINDS)[number];

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const ForecastEvent = Type.Object({
  date: Day('The day it happens (YYYY-MM-DD); with `until`, the first day of an even spend'),
  until: Nullable(Day('The last day of an even spend (a budget spent evenly); null for a one-day event')),
  kind: StringEnum(FORECAST_EVENT_KINDS),
  label: Type.String({ description: 'The order, income, bill, qube or merchant it comes from' }),
  amount: money('The change of the pocket: negative when money leaves it'),
});
export type ForecastEvent = Static<typeof ForecastEvent>;

export const PocketForecast = Type.Object({
  qube_id: Nullable(Type.Integer(), { description: 'null for Cloud' }),
  name: Type.String(),
  type: StringEnum(['cloud', 'spending', 'billing', 'goal']),
  opening: money('The balance now'),
  balances: Type.Array(Money, { description: 'The balance at the end of each day, from `from` to `to`' }),
  lowest: Type.Object({ date: Day('The first day with the lowest balance'), balance: Money }),
  runs_out_on: Nullable(Day('The first day that ends below zero; null when it lasts the whole forecast')),
  events: Type.Array(ForecastEvent),
  pace: Type.Object({
    per_day: money("Today's pace: the qube's card spending over the last 14 days, per day (0.00 for Cloud and when none)"),
    lasts_until: Nullable(Day('At that pace, the last day its balance reaches; null without spending or without money')),
  }),
});
export type PocketForecast = Static<typeof PocketForecast>;

/** GET forecast/: every pocket's day-by-day balance for six months (issue 25 §1). */
export const Forecast = Type.Object({
  from: Day('Today, the first day of the forecast'),
  to: Day('The last day of the forecast'),
  next_payday: Nullable(Day('The next day money comes in from outside: income or a bank deposit series')),
  pockets: Type.Array(PocketForecast),
});
export type Forecast = Static<typeof Forecast>;
