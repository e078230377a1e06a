import crypto from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { activities, scheduledOrders } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { runDueOrders } from './orders';
import { setTestNow, testStartInstant } from '../../../../shared/test-utils/fixedClock';
import { createTestApi, type TestApi } from '../../test/helpers';

/**
 * The suite runs on a fixed clock (test/fixedClock.ts); this file moves it to the days that broke it before: the last
 * days of a month, the first, a leap day, a year's end. Each instant gets its own database, seeded at that instant.
 */
const INSTANTS = [
  '2026-01-28T12:00:00Z', '2026-01-29T12:00:00Z', '2026-01-30T12:00:00Z', '2026-01-31T23:30:00Z',
  '2026-02-01T00:30:00Z', '2028-02-29T12:00:00Z', '2026-11-29T12:00:00Z', '2026-12-31T23:30:00Z',
];
const DAY = 86_400_000;

afterAll(() => setTestNow(testStartInstant()));

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** The next date on the 31st after `from` (a month that has one). */
const next31st = (from: Date) => {
  for (let k = 0; ; k += 1) {
    const year = from.getUTCFullYear();
    const month = from.getUTCMonth() + k;
    const day = new Date(Date.UTC(year, month, 31));
    if (day.getUTCDate() === 31 && day.getTime() > from.getTime()) return day;
  }
};

describe.each(INSTANTS)('the scheduler on %s', (instant) => {
  let api: TestApi;
  beforeAll(async () => {
    setTestNow(Date.parse(instant));
    api = await createTestApi();
  });
  afterAll(async () => api.close());

  const cloudOf = async (user: { token: string; accountId: number }) =>
    (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;
  const vacationOf = async (user: { token: string; accountId: number }) => {
    const list = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string }[];
    const vacation = list.find((q) => q.name === 'Vacation');
    if (!vacation) throw new Error('no Vacation qube');
    return vacation;
  };
  const order = (user: { token: string; accountId: number }, body: Record<string, unknown>) => api.call('POST', '/api/orders/', {
    token: user.token,
    body: { account_id: user.accountId, type: 'transfer', days_in_calendar: [], idempotency_key: crypto.randomUUID(), from_qube: 'cloud', ...body },
  });

  it('API-31 API-32 the demo data waits for its dates: a tick now moves nothing, and a weekly transfer starting today moves its amount once', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    expect(await cloudOf(alex)).toBe('2500.00');
    await runDueOrders(api.database, new Date());
    await runDueOrders(api.database, new Date());
    expect(await cloudOf(alex)).toBe('2500.00');
    const vacation = await vacationOf(alex);
    const res = await order(alex, { to_qube: vacation.id, amount: '5.00', recurring: 'weekly', scheduled_date: 'today' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'executed', scheduled_date: isoDate(new Date()) });
    expect(await cloudOf(alex)).toBe('2495.00');
  });

  it('API-32 a monthly order on the 31st runs once a month, on the last day of a shorter month, however often the scheduler ticks', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, alex.accountId));
    const vacation = await vacationOf(alex);
    const now = new Date();
    const first = next31st(now);
    const res = await order(alex, { to_qube: vacation.id, amount: '1.00', recurring: 'monthly', scheduled_date: isoDate(first) });
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduled_date: isoDate(first) });

    const days = 200;
    for (let d = 0; d <= days; d += 1) {
      const tick = new Date(now.getTime() + d * DAY);
      await runDueOrders(api.database, tick);
      if (d % 7 === 0) await runDueOrders(api.database, tick); // a second tick the same day runs nothing more
    }
    const expected: string[] = [];
    const end = isoDate(new Date(now.getTime() + days * DAY));
    for (let k = 0; ; k += 1) {
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + k;
      const last = daysInMonth(new Date(Date.UTC(year, month, 1)).getUTCFullYear(), new Date(Date.UTC(year, month, 1)).getUTCMonth());
      const date = isoDate(new Date(Date.UTC(year, month, Math.min(31, last))));
      if (date > end) break;
      expected.push(date);
    }
    const runs = await api.database.db.select({ at: activities.transactionDatetime, result: activities.result })
      .from(activities)
      .where(and(eq(activities.scheduledOrderId, res.json().id), eq(activities.qubeId, vacation.id), isNotNull(activities.scheduledOrderId)))
      .orderBy(asc(activities.transactionDatetime));
    expect(runs.map((r) => isoDate(r.at))).toEqual(expected);
    expect(runs.every((r) => r.result === 'success')).toBe(true);
    expect(expected.some((date) => date.endsWith('-30') || date.endsWith('-28') || date.endsWith('-29'))).toBe(true);
  });
});
