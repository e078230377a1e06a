import {
  addDays,
  occurrencesBetween,
  cadence,
  DATED_RECURRING_VALUES,
  FREQUENCIES,
  inferFrequency,
  LAST_DAY_OF_MONTH,
  monthDay,
  nextOccurrence,
  presetCadence,
  RECURRING_VALUES,
  REPEAT_INTERVAL,
  REPEAT_LABELS,
  repeatName,
  type RecurrenceRule,
} from './repeat';

const rule = (recurring: string, startDate: string, extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({ recurring, startDate, ...extra });

/** The first n occurrences after (and including) the start date. */
const series = (r: RecurrenceRule, n: number): string[] => {
  const out: string[] = [];
  let after = '0000-01-01';
  for (let i = 0; i < n; i += 1) {
    const next = nextOccurrence(r, after);
    if (!next) break;
    out.push(next);
    after = next;
  }
  return out;
};

describe('nextOccurrence', () => {
  it('API-32 one-time orders have no next occurrence', () => {
    expect(nextOccurrence(rule('none', '2026-01-10'), '2026-01-10')).toBeNull();
  });

  it('API-32 daily and weekly presets add 1 and 7 days', () => {
    expect(series(rule('daily', '2024-02-28'), 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(series(rule('weekly', '2025-12-25'), 3)).toEqual(['2025-12-25', '2026-01-01', '2026-01-08']);
  });

  it('API-32 monthly keeps the anchor day and clamps to the month end (Jan 31 → Feb 28/29 → Mar 31)', () => {
    expect(series(rule('monthly', '2025-01-31'), 4)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
    expect(series(rule('monthly', '2024-01-31'), 2)).toEqual(['2024-01-31', '2024-02-29']);
    expect(nextOccurrence(rule('monthly', '2026-01-01'), '2026-01-01')).toBe('2026-02-01');
  });

  it('API-32 every_3_months, every_6_months and yearly (Feb 29 → Feb 28)', () => {
    expect(series(rule('every_3_months', '2025-11-30'), 3)).toEqual(['2025-11-30', '2026-02-28', '2026-05-30']);
    expect(series(rule('every_6_months', '2025-08-31'), 2)).toEqual(['2025-08-31', '2026-02-28']);
    expect(series(rule('yearly', '2024-02-29'), 3)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28']);
  });

  it('API-32 transfer_interval multiplies the preset unit', () => {
    expect(series(rule('weekly', '2026-01-05', { transferInterval: 2 }), 3)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);
  });

  it('API-32 custom monthly: day -1 is the last day of the month', () => {
    const r = rule('custom', '2024-01-15', { frequency: 'monthly', transferInterval: 1, daysInCalendar: [{ day: -1 }] });
    expect(series(r, 3)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
  });

  it('API-32 custom monthly: several days and an interval', () => {
    const r = rule('custom', '2026-01-01', { frequency: 'monthly', transferInterval: 2, daysInCalendar: [{ day: 15 }, { day: 1 }] });
    expect(series(r, 4)).toEqual(['2026-01-01', '2026-01-15', '2026-03-01', '2026-03-15']);
  });

  it('API-32 custom monthly ordinal weekday (2nd Tuesday; weekday 0 = Monday)', () => {
    const r = rule('custom', '2026-01-01', { frequency: 'monthly', daysInCalendar: [{ week: 2, weekday: 1 }] });
    expect(series(r, 3)).toEqual(['2026-01-13', '2026-02-10', '2026-03-10']);
  });

  it('API-32 custom weekly on Monday and Friday', () => {
    const r = rule('custom', '2026-01-07', { frequency: 'weekly', daysInCalendar: [{ weekday: 4 }, { weekday: 0 }] });
    expect(series(r, 4)).toEqual(['2026-01-09', '2026-01-12', '2026-01-16', '2026-01-19']);
  });

  it('API-32 custom yearly {month, day} clamps Feb 29 in common years', () => {
    const r = rule('custom', '2025-01-01', { frequency: 'yearly', daysInCalendar: [{ month: 2, day: 29 }] });
    expect(series(r, 3)).toEqual(['2025-02-28', '2026-02-28', '2027-02-28']);
    const leap = rule('custom', '2027-06-01', { frequency: 'yearly', daysInCalendar: [{ month: 2, day: 29 }] });
    expect(series(leap, 1)).toEqual(['2028-02-29']);
  });

  it('API-32 custom daily every 3 days; frequency inferred from days_in_calendar when missing', () => {
    expect(series(rule('custom', '2026-01-30', { frequency: 'daily', transferInterval: 3 }), 3)).toEqual(['2026-01-30', '2026-02-02', '2026-02-05']);
    expect(series(rule('custom', '2026-03-01', { daysInCalendar: [{ month: 12, day: 25 }] }), 1)).toEqual(['2026-12-25']);
  });
});

describe('the repeat vocabulary (one list for the API and the browser)', () => {
  it('API-32 lists every repeat once, with its picker label (SD-30)', () => {
    expect(RECURRING_VALUES).toEqual(['none', 'daily', 'weekly', 'monthly', 'every_3_months', 'every_6_months', 'yearly', 'variable', 'custom']);
    expect(RECURRING_VALUES.map((value) => REPEAT_LABELS[value])).toEqual(['Never', 'Daily', 'Weekly', 'Monthly', 'Every 3 Months', 'Every 6 Months', 'Yearly', 'Variable', 'Custom']);
    expect(DATED_RECURRING_VALUES).toEqual(['none', 'daily', 'weekly', 'monthly', 'every_3_months', 'every_6_months', 'yearly', 'custom']);
    expect(FREQUENCIES).toEqual(['daily', 'weekly', 'monthly', 'yearly']);
    expect(REPEAT_INTERVAL).toEqual({ min: 1, max: 99 });
  });

  it.each([
    ['none', 'Once'],
    ['daily', 'Daily'],
    ['every_3_months', 'Every 3 Months'],
    ['every_6_months', 'Every 6 Months'],
    ['custom', 'Custom'],
    ['variable', 'Variable'],
    ['fortnightly', 'Once'],
    ['toString', 'Once'],
  ])('API-32 names the repeat %p %p in activity', (recurring, name) => {
    expect(repeatName(recurring)).toBe(name);
  });

  it.each([
    ['daily', { frequency: 'daily' }],
    ['weekly', { frequency: 'weekly' }],
    ['monthly', { frequency: 'monthly' }],
    ['every_3_months', { frequency: 'monthly', interval: 3 }],
    ['every_6_months', { frequency: 'monthly', interval: 6 }],
    ['yearly', { frequency: 'yearly' }],
    ['none', undefined],
    ['variable', undefined],
    ['custom', undefined],
  ])('API-32 the preset %p repeats by %p', (recurring, expected) => {
    expect(presetCadence(recurring)).toEqual(expected);
  });

  it('API-32 cadence: a preset keeps its own step, the others take transfer_interval and frequency (or infer it)', () => {
    expect(cadence(rule('none', '2026-01-01'))).toBeNull();
    expect(cadence(rule('every_3_months', '2026-01-01', { transferInterval: 5 }))).toEqual({ frequency: 'monthly', interval: 3 });
    expect(cadence(rule('weekly', '2026-01-01', { transferInterval: 2 }))).toEqual({ frequency: 'weekly', interval: 2 });
    expect(cadence(rule('custom', '2026-01-01', { frequency: 'daily', transferInterval: 0 }))).toEqual({ frequency: 'daily', interval: 1 });
    expect(cadence(rule('variable', '2026-01-01', { daysInCalendar: [{ weekday: 2 }] }))).toEqual({ frequency: 'weekly', interval: 1 });
  });

  it('SD-29 infers the unit from days_in_calendar: a month → yearly, a day or week → monthly, a weekday → weekly', () => {
    expect(inferFrequency([{ month: 3, day: 1 }])).toBe('yearly');
    expect(inferFrequency([{ day: 15 }])).toBe('monthly');
    expect(inferFrequency([{ week: 2, weekday: 1 }])).toBe('monthly');
    expect(inferFrequency([{ weekday: 4 }])).toBe('weekly');
    expect(inferFrequency([])).toBe('monthly');
  });

  it('API-32 day -1 is the last day of the month', () => {
    expect(LAST_DAY_OF_MONTH).toBe(-1);
    expect(monthDay('2026-01-10', 1, LAST_DAY_OF_MONTH)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('occurrencesBetween', () => {
  const rules: RecurrenceRule[] = [
    { recurring: 'daily', startDate: '2026-10-30' },
    { recurring: 'weekly', transferInterval: 2, startDate: '2026-11-04' },
    { recurring: 'monthly', startDate: '2026-01-31' },
    { recurring: 'every_3_months', startDate: '2025-11-30' },
    { recurring: 'yearly', startDate: '2024-02-29' },
    { recurring: 'custom', frequency: 'monthly', daysInCalendar: [{ day: 1 }, { day: 15 }, { day: -1 }], startDate: '2026-11-16' },
    { recurring: 'custom', frequency: 'weekly', daysInCalendar: [{ weekday: 0 }, { weekday: 4 }], startDate: '2026-11-19' },
    { recurring: 'custom', frequency: 'monthly', daysInCalendar: [{ week: -1, weekday: 4 }], startDate: '2026-06-01' },
    { recurring: 'custom', frequency: 'yearly', daysInCalendar: [{ month: 2, day: 29 }, { month: 12, day: 25 }], startDate: '2025-01-01' },
  ];
  it.each(rules)('lists what nextOccurrence steps through, within the window (%o)', (rule) => {
    const from = '2026-11-29';
    const to = '2028-03-31';
    const stepped: string[] = [];
    for (let date = nextOccurrence(rule, addDays(from, -1)); date !== null && date <= to; date = nextOccurrence(rule, date)) stepped.push(date);
    expect(occurrencesBetween(rule, from, to)).toEqual(stepped);
  });
  it('a one-time rule occurs on its start date only when it is in the window', () => {
    expect(occurrencesBetween({ recurring: 'none', startDate: '2026-12-01' }, '2026-11-29', '2026-12-31')).toEqual(['2026-12-01']);
    expect(occurrencesBetween({ recurring: 'none', startDate: '2026-11-01' }, '2026-11-29', '2026-12-31')).toEqual([]);
  });
});
