import { addDays } from '@qube/contract/core/repeat';

/** A pocket of the account: 0 is Cloud, any other number a qube's id (as in pocket_balances). */
export type PocketId = number;
export const CLOUD: PocketId = 0;

/** What an event comes from; the forecast's table names each (issue 25 §1). */
export type ForecastEventKind =
  | 'scheduled_transfer'
  | 'auto_allocation'
  | 'scheduled_deposit'
  | 'income'
  | 'bill'
  | 'budget_spending'
  | 'recurring_spending';

/**
 * One dated change of one pocket, in cents (negative: money leaves the pocket). With `until`, the amount is spent
 * evenly over the days from `date` to `until` (a budget's even spending: one line in the table, a slope in the chart).
 */
export type ForecastEvent = {
  date: string;
  until?: string;
  pocket: PocketId;
  cents: bigint;
  kind: ForecastEventKind;
  label: string;
};

/** Whole days from `start` to `end`, both counted. */
export const daysFromTo = (start: string, end: string): number => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** `cents` over `n` days: equal whole cents a day, the odd cents on the first days (exact: the parts sum to the whole). */
export const dailyParts = (cents: bigint, n: number): bigint[] => {
  if (n <= 0) return [];
  const sign = cents < 0n ? -1n : 1n;
  const abs = cents * sign;
  const each = abs / BigInt(n);
  const odd = Number(abs % BigInt(n));
  return Array.from({ length: n }, (_, i) => sign * (each + (i < odd ? 1n : 0n)));
};

export type PocketProjection = {
  pocket: PocketId;
  opening: bigint;
  /** The balance at the end of each day, from the first day to the last, one entry per day. */
  balances: bigint[];
  /** The first day with the lowest end-of-day balance (the opening when nothing goes lower). */
  lowest: { date: string; cents: bigint };
  /** The first day that ends below zero, or null when the pocket never does within the horizon. */
  runsOutOn: string | null;
  events: ForecastEvent[];
};

export type ProjectionInput = {
  /** The first projected day (today: today's events still to come are counted on it). */
  from: string;
  days: number;
  opening: ReadonlyMap<PocketId, bigint>;
  events: readonly ForecastEvent[];
};

/** Events in one fixed order, so that equal inputs give equal outputs whatever order the sources came in. */
export const compareEvents = (a: ForecastEvent, b: ForecastEvent): number =>
  a.date.localeCompare(b.date) || a.pocket - b.pocket || a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label) || (a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : 0);

/**
 * The day-by-day balance of every pocket: its opening balance plus each event on its day. Events outside
 * [from, from + days) are ignored; a pocket that only appears in events opens at 0. Exact: BigInt cents throughout.
 */
export const projectPockets = ({ from, days, opening, events }: ProjectionInput): PocketProjection[] => {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const last = dates[dates.length - 1] ?? from;
  const dayIndex = new Map(dates.map((date, i) => [date, i]));
  const pockets = new Set<PocketId>([...opening.keys(), ...events.map((e) => e.pocket)]);
  const inRange = events.filter((e) => e.date >= from && e.date <= last).sort(compareEvents);

  return [...pockets].sort((a, b) => a - b).map((pocket) => {
    const own = inRange.filter((e) => e.pocket === pocket);
    const deltas = new Array<bigint>(days).fill(0n);
    for (const event of own) {
      const i = dayIndex.get(event.date);
      if (i === undefined) continue;
      const parts = event.until ? dailyParts(event.cents, daysFromTo(event.date, event.until)) : [event.cents];
      parts.forEach((part, k) => {
        if (i + k < days) deltas[i + k] = (deltas[i + k] ?? 0n) + part;
      });
    }
    const start = opening.get(pocket) ?? 0n;
    let running = start;
    let lowest = { date: from, cents: start };
    let runsOutOn: string | null = null;
    const balances = deltas.map((delta, i) => {
      running += delta;
      const date = dates[i] ?? from;
      if (running < lowest.cents) lowest = { date, cents: running };
      if (runsOutOn === null && running < 0n) runsOutOn = date;
      return running;
    });
    return { pocket, opening: start, balances, lowest, runsOutOn, events: own };
  });
};
