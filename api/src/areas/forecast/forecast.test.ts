import { buildForecast, type ForecastSources } from './forecast';
import { CLOUD, dailyParts, projectPockets, type ForecastEvent } from './projection';
import { paceOf } from './pace';
import { recurringSpendingEvents } from './recurringSpending';
import { billEvents, budgetSpendingEvents, incomeEvents, orderEvents, periodAround, type OrderRow } from './series';

const order = (over: Partial<OrderRow>): OrderRow => ({
  kind: 'qube_transfer', fromQubeId: null, toQubeId: 7, amount: 5000n, title: 'Groceries top-up', recurring: 'none', frequency: null,
  transferInterval: null, daysInCalendar: [], startDate: '2026-12-01', nextDate: '2026-12-01', sourceType: null, ...over,
});
const sum = (events: readonly ForecastEvent[]) => events.reduce((total, e) => total + e.cents, 0n);
const empty: ForecastSources = {
  from: '2026-11-29', days: 183, opening: new Map([[CLOUD, 100_000n]]), orders: [], incomes: [], bills: [], budgets: [], budgetPeriod: 'monthly', purchases: [],
};

describe('forecast projection (issue 25 §1)', () => {
  it('a pocket keeps its balance each day with no events, its lowest day is the first, it never runs out', () => {
    const [cloud] = projectPockets({ from: '2026-11-29', days: 3, opening: new Map([[CLOUD, 1234n]]), events: [] });
    expect(cloud).toMatchObject({ pocket: CLOUD, opening: 1234n, balances: [1234n, 1234n, 1234n], lowest: { date: '2026-11-29', cents: 1234n }, runsOutOn: null });
  });

  it('marks the lowest day and the first day below zero; events outside the horizon do not count', () => {
    const events: ForecastEvent[] = [
      { date: '2026-11-30', pocket: 7, cents: -1500n, kind: 'bill', label: 'Rent' },
      { date: '2026-12-01', pocket: 7, cents: 2000n, kind: 'scheduled_transfer', label: 'Top-up' },
      { date: '2026-12-02', pocket: 7, cents: -9999n, kind: 'bill', label: 'Beyond' },
      { date: '2026-11-28', pocket: 7, cents: -9999n, kind: 'bill', label: 'Before' },
    ];
    const [qube] = projectPockets({ from: '2026-11-29', days: 3, opening: new Map([[7, 1000n]]), events });
    expect(qube?.balances).toEqual([1000n, -500n, 1500n]);
    expect(qube?.lowest).toEqual({ date: '2026-11-30', cents: -500n });
    expect(qube?.runsOutOn).toBe('2026-11-30');
    expect(qube?.events.map((e) => e.label)).toEqual(['Rent', 'Top-up']);
  });

  it('is deterministic: the same events in any order give the same projection', () => {
    const events: ForecastEvent[] = Array.from({ length: 40 }, (_, i) => ({ date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, pocket: i % 3, cents: BigInt((i * 7919) % 5000) - 2500n, kind: 'bill', label: `e${i % 5}` }));
    const shuffled = [...events].sort((a, b) => (a.cents * 31n) % 7n < (b.cents * 31n) % 7n ? -1 : 1);
    const a = projectPockets({ from: '2026-12-01', days: 31, opening: new Map(), events });
    const b = projectPockets({ from: '2026-12-01', days: 31, opening: new Map(), events: shuffled });
    expect(b).toEqual(a);
  });

  it('scheduled transfers move money out of one pocket into the other on each occurrence; Cloud is the null qube', () => {
    const events = orderEvents([order({ recurring: 'monthly', startDate: '2026-10-31', nextDate: '2026-11-30' })], '2026-11-29', '2027-02-28');
    expect(events.filter((e) => e.pocket === 7).map((e) => [e.date, e.cents])).toEqual([
      ['2026-11-30', 5000n], ['2026-12-31', 5000n], ['2027-01-31', 5000n], ['2027-02-28', 5000n],
    ]);
    expect(sum(events)).toBe(0n);
    expect(events.filter((e) => e.pocket === CLOUD).every((e) => e.cents === -5000n && e.kind === 'scheduled_transfer')).toBe(true);
  });

  it('an auto-allocation order is named so, a bank deposit series brings money in from outside, a one-time order occurs once', () => {
    const events = orderEvents([
      order({ sourceType: 'auto_allocation', recurring: 'weekly', nextDate: '2026-11-30', startDate: '2026-11-30' }),
      order({ kind: 'ach_deposit', toQubeId: null, amount: 120_000n, title: 'Paycheck', recurring: 'custom', frequency: 'monthly', daysInCalendar: [{ day: 1 }, { day: 15 }], startDate: '2026-12-01', nextDate: '2026-12-01' }),
      order({ recurring: 'none', nextDate: '2026-12-05', fromQubeId: 3, toQubeId: 4 }),
    ], '2026-11-29', '2026-12-31');
    expect(events.filter((e) => e.kind === 'auto_allocation' && e.pocket === 7).map((e) => e.date)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']);
    expect(events.filter((e) => e.kind === 'scheduled_deposit').map((e) => [e.date, e.pocket, e.cents])).toEqual([['2026-12-01', CLOUD, 120_000n], ['2026-12-15', CLOUD, 120_000n]]);
    expect(events.filter((e) => e.pocket === 3 || e.pocket === 4).map((e) => [e.date, e.pocket, e.cents])).toEqual([['2026-12-05', 3, -5000n], ['2026-12-05', 4, 5000n]]);
  });

  it('an order whose next date is already past (the scheduler has not run yet) continues from today', () => {
    const events = orderEvents([order({ recurring: 'daily', startDate: '2026-11-20', nextDate: '2026-11-27' })], '2026-11-29', '2026-12-01');
    expect(events.filter((e) => e.pocket === 7).map((e) => e.date)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('income arrives in Cloud on each date; a one-time income before today and a variable one do not count', () => {
    const base = { frequency: null, transferInterval: null, daysInCalendar: [] };
    const events = incomeEvents([
      { ...base, name: 'Salary', amount: 250_000n, recurring: 'weekly', transferInterval: 2, startDate: '2026-11-06' },
      { ...base, name: 'Bonus', amount: 10_000n, recurring: 'none', startDate: '2026-11-01' },
      { ...base, name: 'Tips', amount: 1_000n, recurring: 'variable', startDate: '2026-11-01' },
      { ...base, name: 'Gift', amount: 5_000n, recurring: 'none', startDate: '2026-12-24' },
    ], '2026-11-29', '2026-12-31');
    expect(events.map((e) => [e.date, e.label, e.pocket])).toEqual([
      ['2026-12-04', 'Salary', CLOUD], ['2026-12-18', 'Salary', CLOUD], ['2026-12-24', 'Gift', CLOUD],
    ]);
  });

  it('a bill leaves its qube on each due date, the 31st on the last day of short months and Feb 29 in a leap year', () => {
    const events = billEvents([{ qubeId: 9, name: 'Rent', billAmount: 120_000n, dueDay: 31, paymentFrequency: 'monthly', paymentInterval: 1 }], '2028-01-15', '2028-04-30', 120);
    expect(events.map((e) => [e.date, e.cents])).toEqual([['2028-01-31', -120_000n], ['2028-02-29', -120_000n], ['2028-03-31', -120_000n], ['2028-04-30', -120_000n]]);
    expect(billEvents([{ qubeId: 9, name: 'Rent', billAmount: 1n, dueDay: 29, paymentFrequency: 'monthly', paymentInterval: 1 }], '2027-02-01', '2027-02-28', 30).map((e) => e.date)).toEqual(['2027-02-28']);
    expect(billEvents([{ qubeId: 9, name: 'None', billAmount: 1n, dueDay: null, paymentFrequency: null, paymentInterval: null }], '2027-02-01', '2027-02-28', 30)).toEqual([]);
  });

  it('daily series cross the daylight-saving days with one event each day (calendar dates, no clock hours)', () => {
    const spring = orderEvents([order({ recurring: 'daily', startDate: '2027-03-13', nextDate: '2027-03-13' })], '2027-03-13', '2027-03-15');
    const autumn = orderEvents([order({ recurring: 'daily', startDate: '2026-10-31', nextDate: '2026-10-31' })], '2026-10-31', '2026-11-02');
    expect(spring.filter((e) => e.pocket === 7).map((e) => e.date)).toEqual(['2027-03-13', '2027-03-14', '2027-03-15']);
    expect(autumn.filter((e) => e.pocket === 7).map((e) => e.date)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('budget periods: weekly from Monday, fortnights fixed, semi-monthly halves, calendar months (leap February)', () => {
    expect(periodAround('weekly', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodAround('weekly', '2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    const a = periodAround('biweekly', '2026-11-29');
    expect(periodAround('biweekly', a.start)).toEqual(a);
    expect(periodAround('biweekly', a.end)).toEqual(a);
    expect(periodAround('biweekly', '2026-12-30').start > a.end).toBe(true);
    expect(periodAround('semi_monthly', '2026-11-14')).toEqual({ start: '2026-11-01', end: '2026-11-14' });
    expect(periodAround('semi_monthly', '2026-11-15')).toEqual({ start: '2026-11-15', end: '2026-11-30' });
    expect(periodAround('monthly', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('spreads cents exactly: equal whole cents a day, the odd ones first', () => {
    expect(dailyParts(1000n, 3)).toEqual([334n, 333n, 333n]);
    expect(dailyParts(-1000n, 3)).toEqual([-334n, -333n, -333n]);
    expect(dailyParts(2n, 3)).toEqual([1n, 1n, 0n]);
    const [qube] = projectPockets({ from: '2026-12-01', days: 4, opening: new Map([[5, 1000n]]), events: [{ date: '2026-12-01', until: '2026-12-03', pocket: 5, cents: -1000n, kind: 'budget_spending', label: 'Fun' }] });
    expect(qube?.balances).toEqual([666n, 333n, 0n, 0n]);
  });

  it('a spending qube spends what is left of its budget over the days left, then its whole budget each period, less its recurring charges', () => {
    const netflix: ForecastEvent = { date: '2026-12-10', pocket: 5, cents: -1599n, kind: 'recurring_spending', label: 'Netflix' };
    const events = budgetSpendingEvents([{ qubeId: 5, name: 'Fun', amount: 30_000n, spentThisPeriod: 29_000n }], 'monthly', '2026-11-29', '2026-12-31', [netflix]);
    const november = events.filter((e) => e.date < '2026-12-01');
    expect(sum(november)).toBe(-1000n);
    expect(november.map((e) => [e.date, e.until])).toEqual([['2026-11-29', '2026-11-30']]);
    expect(sum(events.filter((e) => e.date >= '2026-12-01'))).toBe(-(30_000n - 1599n));
    // Over budget already: nothing more this period.
    expect(budgetSpendingEvents([{ qubeId: 5, name: 'Fun', amount: 100n, spentThisPeriod: 500n }], 'monthly', '2026-11-29', '2026-11-30', [])).toEqual([]);
  });

  it('a period cut short by the horizon spends only its days share', () => {
    const events = budgetSpendingEvents([{ qubeId: 5, name: 'Fun', amount: 3100n, spentThisPeriod: 0n }], 'monthly', '2026-11-30', '2026-12-10', []);
    expect(sum(events.filter((e) => e.date >= '2026-12-01'))).toBe(-1000n);
  });

  it('learns a monthly charge from three full months of the same merchant and qube, within 25%, on its last day of month', () => {
    const purchases = [
      { qubeId: 5, merchant: 'Netflix ', cents: 1499n, date: '2026-08-31' },
      { qubeId: 5, merchant: 'netflix', cents: 1599n, date: '2026-09-30' },
      { qubeId: 5, merchant: 'NETFLIX', cents: 1599n, date: '2026-10-31' },
      // Only two of the three months: not recurring.
      { qubeId: 5, merchant: 'Gym', cents: 3000n, date: '2026-09-03' },
      { qubeId: 5, merchant: 'Gym', cents: 3000n, date: '2026-10-03' },
      // Three months, but one far from the latest amount.
      { qubeId: 6, merchant: 'Power', cents: 9000n, date: '2026-08-12' },
      { qubeId: 6, merchant: 'Power', cents: 3000n, date: '2026-09-12' },
      { qubeId: 6, merchant: 'Power', cents: 3100n, date: '2026-10-12' },
      // From Cloud: not learned.
      { qubeId: null, merchant: 'Cafe', cents: 500n, date: '2026-08-01' },
      { qubeId: null, merchant: 'Cafe', cents: 500n, date: '2026-09-01' },
      { qubeId: null, merchant: 'Cafe', cents: 500n, date: '2026-10-01' },
    ];
    const events = recurringSpendingEvents(purchases, '2026-11-29', '2027-02-28');
    expect(events.map((e) => [e.date, e.pocket, e.cents, e.label])).toEqual([
      ['2026-11-30', 5, -1599n, 'NETFLIX'], ['2026-12-31', 5, -1599n, 'NETFLIX'], ['2027-01-31', 5, -1599n, 'NETFLIX'], ['2027-02-28', 5, -1599n, 'NETFLIX'],
    ]);
  });

  it('a learned charge that already came this month is next expected next month', () => {
    const purchases = ['2026-08-05', '2026-09-05', '2026-10-05', '2026-11-05'].map((date) => ({ qubeId: 5, merchant: 'Spotify', cents: 999n, date }));
    expect(recurringSpendingEvents(purchases, '2026-11-02', '2026-12-31').map((e) => e.date)).toEqual(['2026-12-05']);
  });

  it('builds every pocket over six months with the next payday, and every transfer nets to zero across pockets', () => {
    const forecast = buildForecast({
      ...empty,
      opening: new Map([[CLOUD, 50_000n], [9, 60_000n]]),
      orders: [order({ recurring: 'monthly', toQubeId: 9, amount: 60_000n, startDate: '2026-12-28', nextDate: '2026-12-28' })],
      incomes: [{ name: 'Salary', amount: 200_000n, recurring: 'monthly', frequency: null, transferInterval: null, daysInCalendar: [], startDate: '2026-12-14' }],
      bills: [{ qubeId: 9, name: 'Rent', billAmount: 120_000n, dueDay: 1, paymentFrequency: 'monthly', paymentInterval: 1 }],
    });
    expect(forecast.to).toBe('2027-05-30');
    expect(forecast.nextPayday).toBe('2026-12-14');
    const rent = forecast.pockets.find((p) => p.pocket === 9);
    expect(rent?.balances).toHaveLength(183);
    // 600.00 on hand, 1,200.00 due Dec 1: the rent qube runs out on the first, and the top-ups never catch up.
    expect(rent?.runsOutOn).toBe('2026-12-01');
    expect(rent?.lowest.cents).toBe(60_000n - 120_000n * 6n + 60_000n * 5n);
    const cloud = forecast.pockets.find((p) => p.pocket === CLOUD);
    expect(cloud?.balances.at(-1)).toBe(50_000n + 200_000n * 6n - 60_000n * 6n);
  });

  it('all qubes of an account with a year of history project in well under 100 ms', () => {
    const qubes = Array.from({ length: 40 }, (_, i) => i + 1);
    const purchases = qubes.flatMap((q) => Array.from({ length: 60 }, (_, k) => ({ qubeId: q, merchant: `m${k % 6}`, cents: 1000n + BigInt(k), date: `2026-${String(1 + (k % 10)).padStart(2, '0')}-${String(1 + (k % 27)).padStart(2, '0')}` })));
    const sources = {
      ...empty,
      orders: qubes.map((q) => order({ toQubeId: q, recurring: 'weekly', nextDate: '2026-11-30', startDate: '2026-11-30' })),
      bills: qubes.slice(0, 10).map((q) => ({ qubeId: q, name: `Bill ${q}`, billAmount: 5000n, dueDay: q, paymentFrequency: 'monthly', paymentInterval: 1 })),
      budgets: qubes.slice(10).map((q) => ({ qubeId: q, name: `Q${q}`, amount: 40_000n, spentThisPeriod: 1000n })),
      purchases,
    };
    buildForecast(sources);
    // CPU time, not wall time: other processes on the machine must not fail this (the bench reports wall time).
    const cpu = process.cpuUsage();
    const forecast = buildForecast(sources);
    const used = process.cpuUsage(cpu);
    const elapsed = (used.user + used.system) / 1000;
    expect(forecast.pockets).toHaveLength(41);
    expect(elapsed).toBeLessThan(100);
  });
});

describe("a qube's pace (issue 25 §1)", () => {
  const buys = (dates: string[], cents: bigint) => dates.map((date) => ({ qubeId: 5, merchant: 'Cafe', cents, date }));

  it('spends the last 14 days over 14 days, in whole cents, and lasts the days the balance covers', () => {
    const purchases = [...buys(['2026-11-16', '2026-11-20', '2026-11-29'], 1400n), ...buys(['2026-11-15'], 99_999n), { qubeId: 6, merchant: 'x', cents: 5000n, date: '2026-11-28' }];
    // 42.00 over 14 days: 3.00 a day; 10.00 reaches into a fourth day.
    expect(paceOf(purchases, 5, 1000n, '2026-11-29')).toEqual({ perDay: 300n, lastsUntil: '2026-12-02' });
    expect(paceOf(purchases, 5, 900n, '2026-11-29')).toEqual({ perDay: 300n, lastsUntil: '2026-12-01' });
    expect(paceOf(purchases, 5, 299n, '2026-11-29')).toEqual({ perDay: 300n, lastsUntil: '2026-11-29' });
  });

  it('has no date without spending or without money', () => {
    expect(paceOf([], 5, 1000n, '2026-11-29')).toEqual({ perDay: 0n, lastsUntil: null });
    expect(paceOf(buys(['2026-11-29'], 1400n), 5, 0n, '2026-11-29')).toEqual({ perDay: 100n, lastsUntil: null });
  });
});
