import {
  CALENDAR_DAY_OPTIONS,
  CUSTOM_REPEAT_MESSAGES,
  DAYS_PER_PERIOD,
  DEFAULT_CUSTOM_FREQUENCY,
  MONTHS,
  REPEAT_PRESETS,
  WEEKDAYS,
  describeCustomRepeat,
  fromScheduled,
  isCustomRepeat,
  ordinal,
  toCustomRepeat,
  toRepeatFields,
  toggleCalendarDay,
  validateCustomRepeat,
  type CustomFrequency,
} from './frequency';
import type { CalendarDay } from './types';

const state = (patch: Partial<CustomFrequency>): CustomFrequency => ({ ...DEFAULT_CUSTOM_FREQUENCY, ...patch });

/**
 * The body schema of `POST orders/` (api/src/areas/transfers/orders.routes.ts): recurring enum, transfer_interval 1–99, frequency enum,
 * days_in_calendar ≤ 31 entries of only day (-1..31), week (-1..5), weekday (0..6), month (1..12).
 */
const isAcceptedByApi = (body: { recurring: string; frequency: string; transfer_interval: number; days_in_calendar: CalendarDay[] }) => {
  const ranges: Record<string, [number, number]> = { day: [-1, 31], week: [-1, 5], weekday: [0, 6], month: [1, 12] };
  return (
    body.recurring === 'custom' &&
    ['daily', 'weekly', 'monthly', 'yearly'].includes(body.frequency) &&
    Number.isInteger(body.transfer_interval) &&
    body.transfer_interval >= 1 &&
    body.transfer_interval <= 99 &&
    body.days_in_calendar.length <= 31 &&
    body.days_in_calendar.every((entry) =>
      Object.entries(entry).every(([key, v]) => {
        const range = ranges[key];
        return range !== undefined && Number.isInteger(v) && v >= range[0] && v <= range[1];
      }),
    )
  );
};

describe('custom frequency domain', () => {
  it('SD-30 repeat presets in order with the values POST orders/ accepts; Never (none) is the default', () => {
    expect(REPEAT_PRESETS.map((p) => p.label)).toEqual(['Never', 'Daily', 'Weekly', 'Monthly', 'Every 3 Months', 'Every 6 Months', 'Yearly', 'Variable', 'Custom']);
    expect(REPEAT_PRESETS.map((p) => p.value)).toEqual(['none', 'daily', 'weekly', 'monthly', 'every_3_months', 'every_6_months', 'yearly', 'variable', 'custom']);
    expect(REPEAT_PRESETS[0]).toEqual({ label: 'Never', value: 'none' });
  });

  it('SD-31 days per period: daily 1, weekly 7, monthly 30, yearly 365', () => {
    expect(DAYS_PER_PERIOD).toEqual({ daily: 1, weekly: 7, monthly: 30, yearly: 365 });
  });

  it('SD-33 months Jan–Dec are 1–12; SD-29 weekdays run 0 Monday … 6 Sunday', () => {
    expect(MONTHS.map((m) => [m.label, m.value])).toEqual([
      ['Jan', 1], ['Feb', 2], ['Mar', 3], ['Apr', 4], ['May', 5], ['Jun', 6], ['Jul', 7], ['Aug', 8], ['Sep', 9], ['Oct', 10], ['Nov', 11], ['Dec', 12],
    ]);
    expect(WEEKDAYS[0]).toMatchObject({ name: 'Monday', value: 0 });
    expect(WEEKDAYS[6]).toMatchObject({ name: 'Sunday', value: 6 });
  });

  it("SD-32 the day picker offers 1–28 and 'Last day of the month' (-1); max count 1 is single, -1 unlimited", () => {
    expect(CALENDAR_DAY_OPTIONS.map((o) => o.value)).toEqual([...Array.from({ length: 28 }, (_, i) => i + 1), -1]);
    expect(CALENDAR_DAY_OPTIONS.at(-1)).toEqual({ label: 'Last day of the month', value: -1 });
    expect(toggleCalendarDay([1], 15, 1)).toEqual([15]);
    expect(toggleCalendarDay([1, 15], -1, -1)).toEqual([1, 15, -1]);
    expect(toggleCalendarDay([-1, 1], 15)).toEqual([1, 15, -1]);
    expect(toggleCalendarDay([1, 15], 1)).toEqual([15]);
    expect(toggleCalendarDay([1, 15], 20, 2)).toEqual([1, 15]);
  });

  it('SD-34 toCustomRepeat gives the entry shapes the API interprets (day, {week, weekday}, weekday, {month, day})', () => {
    expect(toCustomRepeat(state({ frequency: 'monthly', transfer_interval: 2, days: [-1, 15, 1, 15] }))).toEqual({
      recurring: 'custom',
      frequency: 'monthly',
      transfer_interval: 2,
      days_in_calendar: [{ day: 1 }, { day: 15 }, { day: -1 }],
    });
    expect(toCustomRepeat(state({ frequency: 'monthly', calendar_type: 'days', week: 2, weekday: 1 })).days_in_calendar).toEqual([{ week: 2, weekday: 1 }]);
    expect(toCustomRepeat(state({ frequency: 'weekly', weekdays: [4, 0] })).days_in_calendar).toEqual([{ weekday: 0 }, { weekday: 4 }]);
    expect(toCustomRepeat(state({ frequency: 'yearly', months: [12, 6], days: [25] })).days_in_calendar).toEqual([
      { month: 6, day: 25 },
      { month: 12, day: 25 },
    ]);
    // A daily custom repeat has no entries: without `frequency` the API would read [] as monthly.
    expect(toCustomRepeat(state({ frequency: 'daily', transfer_interval: 3 }))).toEqual({ recurring: 'custom', frequency: 'daily', transfer_interval: 3, days_in_calendar: [] });
  });

  it('SD-29 every valid editor state produces a body the POST orders/ schema accepts (all 29 days, all 12 months, interval 99)', () => {
    const all = CALENDAR_DAY_OPTIONS.map((o) => o.value);
    const states = [
      state({ frequency: 'monthly', transfer_interval: 99, days: all }),
      state({ frequency: 'yearly', months: MONTHS.map((m) => m.value), days: [-1] }),
      state({ frequency: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] }),
      state({ frequency: 'monthly', calendar_type: 'days', week: 4, weekday: 6 }),
      state({ frequency: 'daily', transfer_interval: 1 }),
    ];
    for (const s of states) {
      expect(validateCustomRepeat(s)).toBeNull();
      expect(isAcceptedByApi(toCustomRepeat(s))).toBe(true);
    }
  });

  it('MM-44 fromScheduled reads back what toCustomRepeat sent (round trip) for every unit', () => {
    const bodies = [
      { recurring: 'custom', frequency: 'monthly', transfer_interval: 2, days_in_calendar: [{ day: 1 }, { day: 15 }, { day: -1 }] },
      { recurring: 'custom', frequency: 'monthly', transfer_interval: 1, days_in_calendar: [{ week: 2, weekday: 1 }] },
      { recurring: 'custom', frequency: 'weekly', transfer_interval: 3, days_in_calendar: [{ weekday: 0 }, { weekday: 4 }] },
      { recurring: 'custom', frequency: 'yearly', transfer_interval: 1, days_in_calendar: [{ month: 2, day: 29 }, { month: 8, day: 29 }] },
      { recurring: 'custom', frequency: 'daily', transfer_interval: 5, days_in_calendar: [] },
    ] as const;
    for (const body of bodies) {
      const edited = fromScheduled({ ...body, days_in_calendar: [...body.days_in_calendar] });
      expect(validateCustomRepeat(edited)).toBeNull();
      expect(toCustomRepeat(edited)).toEqual(body);
    }
  });

  it('MM-44 without frequency (the activity item has none) the unit is inferred as the API does; interval falls back to `interval`', () => {
    expect(fromScheduled({ recurring: 'custom', transfer_interval: 2, days_in_calendar: [{ day: 15 }, { day: 1 }] })).toMatchObject({ frequency: 'monthly', calendar_type: 'dates', days: [1, 15], transfer_interval: 2 });
    expect(fromScheduled({ recurring: 'custom', days_in_calendar: [{ weekday: 4 }, { weekday: 0 }] })).toMatchObject({ frequency: 'weekly', weekdays: [0, 4], transfer_interval: 1 });
    expect(fromScheduled({ recurring: 'custom', days_in_calendar: [{ month: 12, day: 25 }] })).toMatchObject({ frequency: 'yearly', months: [12], days: [25] });
    expect(fromScheduled({ recurring: 'custom', days_in_calendar: [{ week: 3, weekday: 6 }] })).toMatchObject({ frequency: 'monthly', calendar_type: 'days', week: 3, weekday: 6 });
    expect(fromScheduled({ recurring: 'custom', interval: 4, days_in_calendar: [{ day: -1 }] })).toMatchObject({ transfer_interval: 4, days: [-1] });
  });

  it('MM-44 a preset opens the custom editor on the same cadence; custom is detected by days_in_calendar', () => {
    expect(fromScheduled({ recurring: 'every_3_months', days_in_calendar: [] })).toMatchObject({ frequency: 'monthly', transfer_interval: 3 });
    expect(fromScheduled({ recurring: 'weekly', transfer_interval: 2, days_in_calendar: null })).toMatchObject({ frequency: 'weekly', transfer_interval: 2 });
    expect(isCustomRepeat({ recurring: 'monthly', days_in_calendar: [{ day: 1 }] })).toBe(true);
    expect(isCustomRepeat({ recurring: 'custom', days_in_calendar: [] })).toBe(true);
    expect(isCustomRepeat({ recurring: 'monthly', days_in_calendar: [] })).toBe(false);
    expect(isCustomRepeat({ recurring: null })).toBe(false);
  });

  it("MM-65 repeat fields: a preset sends its value and [], 'custom' sends the editor's fields", () => {
    expect(toRepeatFields('every_6_months', null)).toEqual({ recurring: 'every_6_months', days_in_calendar: [] });
    expect(toRepeatFields('custom', state({ days: [1] }))).toEqual({ recurring: 'custom', frequency: 'monthly', transfer_interval: 1, days_in_calendar: [{ day: 1 }] });
  });

  it('SD-23 validateCustomRepeat: interval 1–99 whole, then what each unit needs', () => {
    for (const transfer_interval of [null, 0, 100, 2.5]) expect(validateCustomRepeat(state({ transfer_interval }))).toBe(CUSTOM_REPEAT_MESSAGES.interval);
    expect(CUSTOM_REPEAT_MESSAGES.interval).toBe('Interval must be a whole number from 1 to 99');
    expect(validateCustomRepeat(state({ transfer_interval: 99 }))).toBeNull();
    expect(validateCustomRepeat(state({ frequency: 'monthly', days: [] }))).toBe('Choose at least one day of the month');
    expect(validateCustomRepeat(state({ frequency: 'monthly', days: [29] }))).toBe(CUSTOM_REPEAT_MESSAGES.dayRange);
    expect(validateCustomRepeat(state({ frequency: 'monthly', calendar_type: 'days', week: null, weekday: 1 }))).toBe('Choose 1st, 2nd, 3rd or 4th');
    expect(validateCustomRepeat(state({ frequency: 'monthly', calendar_type: 'days', week: 5, weekday: 1 }))).toBe('Choose 1st, 2nd, 3rd or 4th');
    expect(validateCustomRepeat(state({ frequency: 'monthly', calendar_type: 'days', week: 2, weekday: null }))).toBe('Choose a day of the week');
    expect(validateCustomRepeat(state({ frequency: 'weekly', weekdays: [] }))).toBe('Choose at least one day of the week');
    expect(validateCustomRepeat(state({ frequency: 'yearly', months: [] }))).toBe('Choose at least one month');
    expect(validateCustomRepeat(state({ frequency: 'daily', days: [] }))).toBeNull();
  });

  it('SD-34 describes a custom repeat in words', () => {
    expect(describeCustomRepeat(state({ transfer_interval: 2, days: [-1, 1] }))).toBe('Every 2 months on the 1st and last day');
    expect(describeCustomRepeat(state({ days: [1, 15, 22] }))).toBe('Every month on the 1st, 15th and 22nd');
    expect(describeCustomRepeat(state({ calendar_type: 'days', week: 2, weekday: 1 }))).toBe('Every month on the 2nd Tuesday');
    expect(describeCustomRepeat(state({ frequency: 'weekly', weekdays: [4, 0] }))).toBe('Every week on Monday and Friday');
    expect(describeCustomRepeat(state({ frequency: 'daily', transfer_interval: 3 }))).toBe('Every 3 days');
    expect(describeCustomRepeat(state({ frequency: 'daily' }))).toBe('Every day');
    expect(describeCustomRepeat(state({ frequency: 'yearly', months: [7, 1], days: [-1] }))).toBe('Every year on the last day of January and July');
    expect(describeCustomRepeat(state({ frequency: 'yearly', transfer_interval: 2, months: [12], days: [25] }))).toBe('Every 2 years on the 25th of December');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd']);
  });
});
