import { eq } from 'drizzle-orm';
import { accountPlans, planInvoices } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { runBilling } from './planBilling';
import { setTestNow, testStartInstant } from '../../../../shared/test-utils/fixedClock';
import { createTestApi, type TestApi } from '../../test/helpers';

/**
 * Plan billing on the days that break calendars (issue 22 §2): the 28th–31st, a leap day, a year's end. Accounts
 * anchored on the 29th, 30th and 31st are billed once a period, on a shorter month's last day when it has no such day,
 * however often the scheduler ticks. Each instant gets its own database, seeded at that instant.
 */
const INSTANTS = ['2026-01-28T12:00:00Z', '2026-01-31T23:30:00Z', '2028-02-29T12:00:00Z', '2026-12-31T23:30:00Z'];
const DAY = 86_400_000;
const RUN_DAYS = 70;

afterAll(() => setTestNow(testStartInstant()));

const pad = (n: number) => String(n).padStart(2, '0');
/** The anchor day in each month (its last day when shorter), from `from` to `to` (YYYY-MM-DD, both included). */
const expectedStarts = (anchorDay: number, from: string, to: string) => {
  const starts: string[] = [];
  const [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1];
  for (let k = -1; k <= 4; k += 1) {
    const first = new Date(Date.UTC(year, month + k, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    const day = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(anchorDay, last))}`;
    if (day <= to) starts.push(day);
  }
  // The period holding the first day started on the last such day not after it.
  const current = starts.filter((d) => d <= from).at(-1);
  return starts.filter((d) => current !== undefined && d >= current);
};

describe.each(INSTANTS)('plan billing from %s', (instant) => {
  let api: TestApi;
  beforeAll(async () => {
    setTestNow(Date.parse(instant));
    api = await createTestApi();
  });
  afterAll(async () => api.close());

  it('API-57 ON-67 anchors on the 29th, 30th and 31st bill once a period, on a shorter month\'s last day, with daily ticks', async () => {
    const anchors = [29, 30, 31];
    const users = [];
    for (const day of anchors) {
      const user = await api.freshLogin('coach@demo.qube');
      const anchor = `2025-10-${day}`;
      await api.database.db.insert(accountPlans).values({ accountId: user.accountId, billingAnchor: anchor, freeUntil: null })
        .onConflictDoUpdate({ target: accountPlans.accountId, set: { billingAnchor: anchor, freeUntil: null } });
      await api.database.db.delete(planInvoices).where(eq(planInvoices.accountId, user.accountId));
      users.push({ day, accountId: user.accountId });
    }
    const start = new Date();
    for (let d = 0; d <= RUN_DAYS; d += 1) {
      const tick = new Date(start.getTime() + d * DAY);
      await runBilling(api.database, tick);
      if (d % 10 === 0) await runBilling(api.database, tick); // a second tick the same day bills nothing more
    }
    const from = isoDate(start);
    const to = isoDate(new Date(start.getTime() + RUN_DAYS * DAY));
    for (const { day, accountId } of users) {
      const invoices = await api.database.db.select().from(planInvoices)
        .where(eq(planInvoices.accountId, accountId)).orderBy(planInvoices.periodStart);
      expect([day, invoices.map((i) => i.periodStart)]).toEqual([day, expectedStarts(day, from, to)]);
      expect(invoices.length).toBeGreaterThanOrEqual(3); // 70 days hold at least two anchors after the current period's
      for (const invoice of invoices) expect(invoice).toMatchObject({ status: 'paid', amountPaid: '4.99', planFee: '4.99' });
    }
  });
});
