/**
 * How a series repeats, for the API and every browser package (docs/adr/0100): the `recurring` vocabulary
 * (`every_3_months` and the rest), the units and interval of a custom repeat, and the date rules the API schedules by
 * (API-32). Dates are YYYY-MM-DD strings computed in UTC arithmetic (calendar days, no time zone or DST effects).
 * Pure, no dependencies: the browser bundles only what it imports.
 *
 * Presets: daily (+1 day), weekly (+7), monthly (same day next month, clamped to the month's end; the anchor is the
 * start date, so Jan 31 → Feb 28/29 → Mar 31), every_3_months, every_6_months, yearly (Feb 29 → Feb 28).
 * daily/weekly/monthly/yearly honour transfer_interval (every N units). custom and variable use `frequency`
 * (daily/weekly/monthly/yearly, inferred from days_in_calendar when missing) × transfer_interval, with
 * days_in_calendar entries: {day} day of month (-1 = last day), {week, weekday} ordinal weekday (weekday 0 = Monday),
 * {weekday} alone for weekly, {month, day} for yearly.
 */

/** How a series repeats (orders, deposits and income groups; API-32). */
export const RECURRING_VALUES = ['none', 'daily', 'weekly', 'monthly', 'every_3_months', 'every_6_months', 'yearly', 'variable', 'custom'] as const;
export type Recurring = (typeof RECURRING_VALUES)[number];
/** The repeats with dates known in advance: all but 'variable' (deposits and incomes). */
export const DATED_RECURRING_VALUES = RECURRING_VALUES.filter((value): value is Exclude<Recurring, 'variable'> => value !== 'variable');

/** The unit of a custom repeat's interval (SD-29). */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Every N units: N from 1 to 99 (SD-23). */
export const REPEAT_INTERVAL = { min: 1, max: 99 } as const;

/** 'Last day of the month' as a day of days_in_calendar (SD-29, SD-32). */
export const LAST_DAY_OF_MONTH = -1;

/** What each repeat is called in the repeat pickers (SD-30). */
export const REPEAT_LABELS = {
  none: 'Never',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  every_3_months: 'Every 3 Months',
  every_6_months: 'Every 6 Months',
  yearly: 'Yearly',
  variable: 'Variable',
  custom: 'Custom',
} as const satisfies Record<Recurring, string>;

/** The name of a series' repeat in activity (`frequency_name`): its label, and 'Once' for none or an unknown value. */
export const repeatName = (recurring: string): string =>
  recurring !== 'none' && Object.hasOwn(REPEAT_LABELS, recurring) ? REPEAT_LABELS[recurring as Recurring] : 'Once';

export type CalendarEntry = { day?: number; week?: number; weekday?: number; month?: number };

export type RecurrenceRule = {
  recurring: string;
  frequency?: string | null;
  transferInterval?: number | null;
  daysInCalendar?: CalendarEntry[] | null;
  /** The first occurrence (anchor of the series). */
  startDate: string;
};

/** The unit a preset repeats by, with its own step where it has one (every_3_months: monthly × 3); undefined otherwise. */
export const presetCadence = (recurring: string): { frequency: Frequency; interval?: number } | undefined => {
  switch (recurring) {
    case 'every_3_months':
      return { frequency: 'monthly', interval: 3 };
    case 'every_6_months':
      return { frequency: 'monthly', interval: 6 };
    case 'daily':
    case 'weekly':
    case 'monthly':
    case 'yearly':
      return { frequency: recurring };
    default:
      return undefined;
  }
};

/** The unit of a custom repeat without `frequency`, from its days: a month → yearly, a day or week → monthly, a weekday → weekly. */
export const inferFrequency = (days: readonly CalendarEntry[]): Frequency => {
  if (days.some((e) => e.month !== undefined)) return 'yearly';
  if (days.some((e) => e.day !== undefined || e.week !== undefined)) return 'monthly';
  if (days.some((e) => e.weekday !== undefined)) return 'weekly';
  return 'monthly';
};

/** The unit and step of a rule; null for a one-time order. */
export const cadence = (rule: RecurrenceRule): { frequency: Frequency; interval: number } | null => {
  if (rule.recurring === 'none') return null;
  const interval = Math.max(1, rule.transferInterval ?? 1);
  const preset = presetCadence(rule.recurring);
  if (preset) return { frequency: preset.frequency, interval: preset.interval ?? interval };
  const given = FREQUENCIES.find((f) => f === rule.frequency);
  return { frequency: given ?? inferFrequency(rule.daysInCalendar ?? []), interval };
};

const parse = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
};
const fmt = (t: number): string => new Date(t).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const DAY_MS = 86_400_000;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

export const addDays = (iso: string, days: number): string => {
  const [y, m, d] = parse(iso);
  return fmt(utc(y, m, d) + days * DAY_MS);
};

/** The date `months` months after the month of `iso`, on `day` (-1 = last) clamped to that month. */
export const monthDay = (iso: string, months: number, day: number): string => {
  const [y, m] = parse(iso);
  const first = new Date(Date.UTC(y, m + months, 1));
  const max = lastDay(first.getUTCFullYear(), first.getUTCMonth());
  return fmt(utc(first.getUTCFullYear(), first.getUTCMonth(), day === LAST_DAY_OF_MONTH ? max : Math.min(Math.max(day, 1), max)));
};

/** Monday = 0 … Sunday = 6. */
const weekdayOf = (t: number) => (new Date(t).getUTCDay() + 6) % 7;

/** The `week`-th (1-4; 5 or -1 = last) `weekday` of the month `months` after the month of `iso`. */
const ordinalWeekday = (iso: string, months: number, week: number, weekday: number): string => {
  const [y, m] = parse(iso);
  const first = new Date(Date.UTC(y, m + months, 1));
  const fy = first.getUTCFullYear();
  const fm = first.getUTCMonth();
  const firstMatch = 1 + ((weekday - weekdayOf(first.getTime()) + 7) % 7);
  let day = firstMatch + 7 * (Math.max(week, 1) - 1);
  if (week === -1 || day > lastDay(fy, fm)) {
    day = firstMatch;
    while (day + 7 <= lastDay(fy, fm)) day += 7;
  }
  return fmt(utc(fy, fm, day));
};

/** Candidate dates of period `k` (k-th step from the start) in ascending order. */
const periodDates = (rule: RecurrenceRule, frequency: Frequency, interval: number, k: number): string[] => {
  const start = rule.startDate;
  const [, sm, sd] = parse(start);
  const days = rule.daysInCalendar ?? [];
  switch (frequency) {
    case 'daily':
      return [addDays(start, k * interval)];
    case 'weekly': {
      const weekdays = days.map((e) => e.weekday).filter((w): w is number => typeof w === 'number' && w >= 0 && w <= 6);
      if (weekdays.length === 0) return [addDays(start, 7 * k * interval)];
      const [y, m, d] = parse(start);
      const monday = utc(y, m, d) - weekdayOf(utc(y, m, d)) * DAY_MS + 7 * k * interval * DAY_MS;
      return [...new Set(weekdays)].sort((a, b) => a - b).map((w) => fmt(monday + w * DAY_MS));
    }
    case 'monthly': {
      const months = k * interval;
      if (days.length === 0) return [monthDay(start, months, sd)];
      const out = days.flatMap((e) => {
        if (typeof e.week === 'number' && typeof e.weekday === 'number') return [ordinalWeekday(start, months, e.week, e.weekday)];
        if (typeof e.day === 'number') return [monthDay(start, months, e.day)];
        return [];
      });
      return [...new Set(out)].sort();
    }
    case 'yearly': {
      const months = 12 * k * interval;
      const entries = days.filter((e) => typeof e.month === 'number' && e.month >= 1 && e.month <= 12);
      if (entries.length === 0) return [monthDay(start, months, sd)];
      const out = entries.map((e) => monthDay(start, months + ((e.month ?? 1) - 1 - sm), e.day ?? 1));
      return [...new Set(out)].sort();
    }
  }
};

/**
 * The first occurrence strictly after `after` (and not before the start date), or null for a one-time order.
 * `nextOccurrence(rule, addDays(start, -1))` is the first occurrence of the series.
 */
export const nextOccurrence = (rule: RecurrenceRule, after: string): string | null => {
  const c = cadence(rule);
  if (!c) return null;
  for (let k = 0; k < 50_000; k += 1) {
    for (const candidate of periodDates(rule, c.frequency, c.interval, k)) {
      if (candidate > after && candidate >= rule.startDate) return candidate;
    }
  }
  return null;
};

/**
 * Every occurrence of a series within [from, to] (inclusive), in one pass over its periods: the forecast's need, where
 * calling nextOccurrence once per date would rescan the series from its start each time. A one-time rule occurs on
 * its start date.
 */
export const occurrencesBetween = (rule: RecurrenceRule, from: string, to: string): string[] => {
  const c = cadence(rule);
  if (!c) return rule.startDate >= from && rule.startDate <= to ? [rule.startDate] : [];
  const dates: string[] = [];
  for (let k = 0; k < 50_000; k += 1) {
    const candidates = periodDates(rule, c.frequency, c.interval, k);
    for (const candidate of candidates) {
      if (candidate >= from && candidate <= to && candidate >= rule.startDate) dates.push(candidate);
    }
    if (candidates.length > 0 && candidates.every((candidate) => candidate > to)) break;
  }
  return dates;
};

/** How many upcoming due dates GET qubes/bill-qubes/{id}/next-due-dates/ lists (MM-125 offers them to pick from). */
export const BILL_DUE_DATES_COUNT = 6;

/**
 * The next due dates of a bill qube on or after `today` (YYYY-MM-DD): the first is the next day of month `dueDay`
 * (-1 = last day; clamped in short months), then one every payment_interval units of payment_frequency (monthly when
 * unset). Monthly and yearly dates are recomputed from the due day each time, so a 31st bill is due on the 30th in
 * April and on the 31st again in May instead of drifting. No due day (null or 0) → no dates.
 */
export const billDueDates = (
  bill: { dueDay: number | null; paymentFrequency: string | null; paymentInterval: number | null },
  today: string,
  count = BILL_DUE_DATES_COUNT,
): string[] => {
  const day = bill.dueDay;
  if (day === null || day === 0) return [];
  const thisMonth = monthDay(today, 0, day);
  const first = thisMonth >= today ? thisMonth : monthDay(today, 1, day);
  const interval = Math.max(1, bill.paymentInterval ?? 1);
  const nth = (k: number): string => {
    switch (bill.paymentFrequency) {
      case 'daily': return addDays(first, k * interval);
      case 'weekly': return addDays(first, 7 * k * interval);
      case 'yearly': return monthDay(first, 12 * k * interval, day);
      default: return monthDay(first, k * interval, day);
    }
  };
  return Array.from({ length: count }, (_, k) => nth(k));
};
