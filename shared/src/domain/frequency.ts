import {
  FREQUENCIES,
  inferFrequency,
  LAST_DAY_OF_MONTH,
  presetCadence,
  RECURRING_VALUES,
  REPEAT_LABELS,
  type Frequency,
  type Recurring,
} from '@qube/contract/core/repeat';
import type { CalendarDay } from './types';
import { RECURRENCE_INTERVAL, RECURRENCE_MESSAGES } from '../validation/recurrence';

/** The units of a custom repeat (SD-29) and 'last day of the month' (SD-32): the repeat core's (`@qube/contract/core/repeat`). */
export { FREQUENCIES, LAST_DAY_OF_MONTH, type Frequency };

/** How a monthly custom repeat picks its days (SD-29): on dates (1st, 15th…) or on an ordinal weekday (2nd Tuesday). */
export type CalendarType = 'dates' | 'days';

/**
 * What the custom-frequency editor edits (SD-29). `days` are days of the month (1–28, -1 = last day) for
 * monthly on dates; yearly uses `days[0]` as the day of each chosen month. `week` is 1–4 and `weekday`
 * 0 (Monday) to 6 (Sunday) for monthly on days. `transfer_interval` is null while the field is empty.
 */
export type CustomFrequency = {
  frequency: Frequency;
  transfer_interval: number | null;
  calendar_type: CalendarType;
  days: number[];
  week: number | null;
  weekday: number | null;
  weekdays: number[];
  months: number[];
};

/** The fields of `POST orders/` a custom repeat supplies (SD-34, MM-65). `frequency` tells the API the unit of the interval. */
export type CustomRepeat = {
  recurring: 'custom';
  frequency: Frequency;
  transfer_interval: number;
  days_in_calendar: CalendarDay[];
};

/** What a scheduled transaction or income carries about its repeat (MM-44). */
export type ScheduledRepeat = {
  recurring: string | null;
  transfer_interval?: number | null;
  /** Older payloads name the interval `interval` (spec "Scheduled transaction read when editing"). */
  interval?: number | null;
  frequency?: string | null;
  days_in_calendar?: CalendarDay[] | null;
};

/** The repeat values `POST orders/` accepts (API-32). */
export type RepeatValue = Recurring;

/** Repeat presets of the money dialogs and income (SD-30), in the core's order; the first is the default. */
export const REPEAT_PRESETS: readonly { label: string; value: RepeatValue }[] = RECURRING_VALUES.map((value) => ({ label: REPEAT_LABELS[value], value }));

/** Days in one period of each unit (SD-31). */
export const DAYS_PER_PERIOD = { daily: 1, weekly: 7, monthly: 30, yearly: 365 } as const satisfies Record<Frequency, number>;

/** Month selector values (SD-33). */
export const MONTHS = [
  { label: 'Jan', name: 'January', value: 1 },
  { label: 'Feb', name: 'February', value: 2 },
  { label: 'Mar', name: 'March', value: 3 },
  { label: 'Apr', name: 'April', value: 4 },
  { label: 'May', name: 'May', value: 5 },
  { label: 'Jun', name: 'June', value: 6 },
  { label: 'Jul', name: 'July', value: 7 },
  { label: 'Aug', name: 'August', value: 8 },
  { label: 'Sep', name: 'September', value: 9 },
  { label: 'Oct', name: 'October', value: 10 },
  { label: 'Nov', name: 'November', value: 11 },
  { label: 'Dec', name: 'December', value: 12 },
] as const;

/** Weekdays as the API numbers them: 0 Monday … 6 Sunday (SD-29). */
export const WEEKDAYS = [
  { label: 'Mon', name: 'Monday', value: 0 },
  { label: 'Tue', name: 'Tuesday', value: 1 },
  { label: 'Wed', name: 'Wednesday', value: 2 },
  { label: 'Thu', name: 'Thursday', value: 3 },
  { label: 'Fri', name: 'Friday', value: 4 },
  { label: 'Sat', name: 'Saturday', value: 5 },
  { label: 'Sun', name: 'Sunday', value: 6 },
] as const;

/** Week ordinals of a monthly repeat on days (SD-23, SD-29). */
export const WEEK_ORDINALS = [
  { label: '1st', value: 1 },
  { label: '2nd', value: 2 },
  { label: '3rd', value: 3 },
  { label: '4th', value: 4 },
] as const;

/** Calendar-day picker choices: 1–28 and the last day of the month (SD-32). */
export const CALENDAR_DAY_OPTIONS: readonly { label: string; value: number }[] = [
  ...Array.from({ length: 28 }, (_, i) => ({ label: String(i + 1), value: i + 1 })),
  { label: 'Last day of the month', value: LAST_DAY_OF_MONTH },
];

/** Shown with the 'last day' choice (SD-32). */
export const LAST_DAY_NOTE = 'Last day of the month means the 31st, or the last day of a shorter month.';

/** Unit names for 'Every N …' (singular, plural). */
export const FREQUENCY_UNITS = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
} as const satisfies Record<Frequency, readonly [string, string]>;

/** Messages of `validateCustomRepeat`. */
export const CUSTOM_REPEAT_MESSAGES = {
  interval: RECURRENCE_MESSAGES.interval,
  days: 'Choose at least one day of the month',
  dayRange: 'Choose days from 1 to 28 or the last day of the month',
  ordinal: RECURRENCE_MESSAGES.ordinal,
  weekday: 'Choose a day of the week',
  weekdays: 'Choose at least one day of the week',
  months: 'Choose at least one month',
} as const;

/** The editor's starting state: every month on the 1st. */
export const DEFAULT_CUSTOM_FREQUENCY: CustomFrequency = {
  frequency: 'monthly',
  transfer_interval: 1,
  calendar_type: 'dates',
  days: [1],
  week: null,
  weekday: null,
  weekdays: [],
  months: [],
};

/** SD-32: the day picker's max selection count, 1 = single choice, -1 = unlimited; returns the days kept after choosing `day`. */
export function toggleCalendarDay(days: readonly number[], day: number, maxCount = -1): number[] {
  if (days.includes(day)) return days.filter((d) => d !== day);
  if (maxCount === 1) return [day];
  if (maxCount > 0 && days.length >= maxCount) return [...days];
  return sortDays([...days, day]);
}

/** SD-34: the API fields of a custom repeat. Call on a state `validateCustomRepeat` accepts; the interval is clamped to 1–99. */
export function toCustomRepeat(state: CustomFrequency): CustomRepeat {
  const transfer_interval = clampInterval(state.transfer_interval);
  return { recurring: 'custom', frequency: state.frequency, transfer_interval, days_in_calendar: calendarEntries(state) };
}

/** MM-65: the repeat fields of a payload for a chosen repeat value; 'custom' takes them from the editor's state. */
export function toRepeatFields(value: RepeatValue, custom: CustomFrequency | null): CustomRepeat | { recurring: Exclude<RepeatValue, 'custom'>; days_in_calendar: CalendarDay[] } {
  if (value === 'custom' && custom) return toCustomRepeat(custom);
  return { recurring: value === 'custom' ? 'none' : value, days_in_calendar: [] };
}

/** MM-44: an existing transfer opens with the custom editor when it is custom or has days_in_calendar. */
export function isCustomRepeat(scheduled: ScheduledRepeat): boolean {
  return scheduled.recurring === 'custom' || (scheduled.days_in_calendar?.length ?? 0) > 0;
}

/**
 * MM-44: the editor's state for an existing repeat. The unit is `frequency` when given, the preset's own unit, or
 * inferred from days_in_calendar the way the API does (month → yearly, day or week → monthly, weekday → weekly).
 */
export function fromScheduled(scheduled: ScheduledRepeat): CustomFrequency {
  const entries = scheduled.days_in_calendar ?? [];
  const preset = presetCadence(scheduled.recurring ?? '');
  const frequency = FREQUENCIES.find((f) => f === scheduled.frequency) ?? preset?.frequency ?? inferFrequency(entries);
  const transfer_interval = preset?.interval ?? scheduled.transfer_interval ?? scheduled.interval ?? 1;
  const state: CustomFrequency = { ...DEFAULT_CUSTOM_FREQUENCY, frequency, transfer_interval, days: [] };
  switch (frequency) {
    case 'daily':
      return state;
    case 'weekly':
      return { ...state, weekdays: uniqueSorted(entries.flatMap((e) => (isNumber(e.weekday) ? [e.weekday] : []))) };
    case 'monthly': {
      const ordinal = entries.find((e) => isNumber(e.week) && isNumber(e.weekday));
      if (ordinal) return { ...state, calendar_type: 'days', week: ordinal.week ?? null, weekday: ordinal.weekday ?? null };
      return { ...state, days: sortDays(uniqueSorted(entries.flatMap((e) => (isNumber(e.day) ? [e.day] : [])))) };
    }
    case 'yearly': {
      const withMonth = entries.filter((e) => isNumber(e.month));
      const day = withMonth.find((e) => isNumber(e.day))?.day;
      return { ...state, months: uniqueSorted(withMonth.flatMap((e) => (isNumber(e.month) ? [e.month] : []))), days: isNumber(day) ? [day] : [] };
    }
  }
}

/** SD-23, SD-29: the first thing wrong with a custom repeat, or null when it can be sent. */
export function validateCustomRepeat(state: CustomFrequency): string | null {
  const interval = state.transfer_interval;
  if (interval === null || !Number.isInteger(interval) || interval < RECURRENCE_INTERVAL.min || interval > RECURRENCE_INTERVAL.max) {
    return CUSTOM_REPEAT_MESSAGES.interval;
  }
  switch (state.frequency) {
    case 'daily':
      return null;
    case 'weekly':
      if (state.weekdays.length === 0) return CUSTOM_REPEAT_MESSAGES.weekdays;
      return state.weekdays.every(isWeekday) ? null : CUSTOM_REPEAT_MESSAGES.weekdays;
    case 'monthly':
      if (state.calendar_type === 'days') {
        if (state.week === null || !Number.isInteger(state.week) || state.week < 1 || state.week > 4) return CUSTOM_REPEAT_MESSAGES.ordinal;
        return state.weekday !== null && isWeekday(state.weekday) ? null : CUSTOM_REPEAT_MESSAGES.weekday;
      }
      if (state.days.length === 0) return CUSTOM_REPEAT_MESSAGES.days;
      return state.days.every(isCalendarDay) ? null : CUSTOM_REPEAT_MESSAGES.dayRange;
    case 'yearly':
      if (state.months.length === 0 || !state.months.every((m) => Number.isInteger(m) && m >= 1 && m <= 12)) return CUSTOM_REPEAT_MESSAGES.months;
      // The picker offers 1–28 and the last day, but a saved {month: 2, day: 29} (the API clamps it) stays editable.
      return state.days.every((d) => d === LAST_DAY_OF_MONTH || (Number.isInteger(d) && d >= 1 && d <= 31)) ? null : CUSTOM_REPEAT_MESSAGES.dayRange;
  }
}

/** A sentence for a custom repeat: 'Every 2 months on the 1st and last day', 'Every week on Monday and Friday'. */
export function describeCustomRepeat(state: CustomFrequency): string {
  const n = clampInterval(state.transfer_interval);
  const [one, many] = FREQUENCY_UNITS[state.frequency];
  const every = n === 1 ? `Every ${one}` : `Every ${n} ${many}`;
  switch (state.frequency) {
    case 'daily':
      return every;
    case 'weekly': {
      const names = uniqueSorted(state.weekdays).flatMap((w) => WEEKDAYS.find((d) => d.value === w)?.name ?? []);
      return names.length ? `${every} on ${joinAnd(names)}` : every;
    }
    case 'monthly': {
      if (state.calendar_type === 'days') {
        const week = WEEK_ORDINALS.find((o) => o.value === state.week)?.label;
        const weekday = WEEKDAYS.find((d) => d.value === state.weekday)?.name;
        return week && weekday ? `${every} on the ${week} ${weekday}` : every;
      }
      const days = sortDays(uniqueSorted(state.days)).map(dayName);
      return days.length ? `${every} on the ${joinAnd(days)}` : every;
    }
    case 'yearly': {
      const months = uniqueSorted(state.months).flatMap((m) => MONTHS.find((o) => o.value === m)?.name ?? []);
      if (!months.length) return every;
      return `${every} on the ${dayName(state.days[0] ?? 1)} of ${joinAnd(months)}`;
    }
  }
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${ORDINAL_SUFFIXES[n % 10] ?? 'th'}`;
}

const ORDINAL_SUFFIXES: Record<number, string | undefined> = { 1: 'st', 2: 'nd', 3: 'rd' };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWeekday = (value: number) => Number.isInteger(value) && value >= 0 && value <= 6;
const isCalendarDay = (value: number) => value === LAST_DAY_OF_MONTH || (Number.isInteger(value) && value >= 1 && value <= 28);
const uniqueSorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);
/** Ascending with the last day (-1) at the end. */
const sortDays = (days: readonly number[]) => [...days].sort((a, b) => (a === LAST_DAY_OF_MONTH ? 99 : a) - (b === LAST_DAY_OF_MONTH ? 99 : b));
const dayName = (day: number) => (day === LAST_DAY_OF_MONTH ? 'last day' : ordinal(day));
const clampInterval = (value: number | null) => Math.min(RECURRENCE_INTERVAL.max, Math.max(RECURRENCE_INTERVAL.min, Math.round(value ?? 1)));

const joinAnd = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

const calendarEntries = (state: CustomFrequency): CalendarDay[] => {
  switch (state.frequency) {
    case 'daily':
      return [];
    case 'weekly':
      return uniqueSorted(state.weekdays).map((weekday) => ({ weekday }));
    case 'monthly':
      if (state.calendar_type === 'days') return state.week !== null && state.weekday !== null ? [{ week: state.week, weekday: state.weekday }] : [];
      return sortDays(uniqueSorted(state.days)).map((day) => ({ day }));
    case 'yearly': {
      const day = state.days[0] ?? 1;
      return uniqueSorted(state.months).map((month) => ({ month, day }));
    }
  }
};
