import { and, eq } from 'drizzle-orm';
import { accounts, budgets, qubeBudgets, qubes, users } from '../../platform/db/schema';
import { monthBounds } from '../../platform/dates';
import { postActivity } from '../accounts';
import { fromCents, toCents } from '@qube/contract/core/money';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Entry = { id: number; month: string; name: string };
type QubeSpending = { qube_id: number | null; name: string; type: string; spent: string; budget: string | null };
type Report = {
  month: string; name: string; period_start: string; period_end: string; money_in: string; money_out: string; net: string;
  transactions_count: number; spending_by_qube: QubeSpending[]; top_merchants: { name: string; spent: string; count: number }[];
};

const REPORT_FIELDS = ['month', 'name', 'period_start', 'period_end', 'money_in', 'money_out', 'net', 'transactions_count', 'spending_by_qube', 'top_merchants'].sort();

/** The month `offset` months from now (server calendar) as YYYY-MM, with its YYYYMM id and name. */
const monthAt = (offset: number): Entry => {
  const { first, name } = monthBounds(new Date(), offset);
  return { id: first.getFullYear() * 100 + first.getMonth() + 1, month: `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`, name };
};

const setMonthlyReports = async (email: string, on: boolean) => {
  const [row] = await api.database.db.select({ flags: users.featureFlags }).from(users).where(eq(users.email, email));
  await api.database.db.update(users).set({ featureFlags: { ...row?.flags, monthly_reports: on } }).where(eq(users.email, email));
};

const getReport = (token: string, body: unknown, prefix = '/api') => api.call('POST', `${prefix}/reports/get-monthly-report/`, { token, body });

describe('monthly statements and reports', () => {
  it('ST-03 list-monthly-statements lists every full month of the account newest first, 12 by default, paged', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await api.call('GET', `/api/reports/list-monthly-statements/?account_id=${alex.accountId}`, { token: alex.token });
    expect(res.statusCode).toBe(200);
    // The seed opens accounts four months back, so that month (over now) and the three after it are full months.
    expect(res.json()).toEqual({ count: 4, next: null, results: [monthAt(-1), monthAt(-2), monthAt(-3), monthAt(-4)] });

    const first = (await api.call('GET', `/api/reports/list-monthly-statements/?account_id=${alex.accountId}&limit=3`, { token: alex.token })).json();
    expect(first.results.map((e: Entry) => e.id)).toEqual([monthAt(-1).id, monthAt(-2).id, monthAt(-3).id]);
    expect(first.next).toBe(`/api/reports/list-monthly-statements/?account_id=${alex.accountId}&limit=3&offset=3`);
    const second = (await api.call('GET', first.next, { token: alex.token })).json();
    expect(second).toEqual({ count: 4, next: null, results: [monthAt(-4)] });

    // Each listed month opens as a statement.
    for (const entry of res.json().results as Entry[]) {
      expect((await api.call('GET', `/api/accounts/${alex.accountId}/statements/${entry.id}/`, { token: alex.token })).statusCode).toBe(200);
    }

    // An account opened 20 months ago: 20 months, the first page holds 12.
    await api.database.db.update(accounts).set({ createdAt: monthBounds(new Date(), -20).first }).where(eq(accounts.id, alex.accountId));
    const old = (await api.call('GET', `/api/reports/list-monthly-statements/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(old.count).toBe(20);
    expect(old.results).toHaveLength(12);
    expect(old.results[11]).toEqual(monthAt(-12));
    expect(old.next).toBe(`/api/reports/list-monthly-statements/?account_id=${alex.accountId}&limit=12&offset=12`);
  });

  it("ST-03 ST-04 another user's account answers 404 Account not found.", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lite = await api.freshLogin('lite@demo.qube');
    const notFound = { fallback_message: 'Account not found.', code: 'account_not_found' };
    for (const path of ['list-monthly-statements', 'list-monthly-reports']) {
      const res = await api.call('GET', `/api/reports/${path}/?account_id=${lite.accountId}`, { token: alex.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const report = await getReport(alex.token, { account_id: lite.accountId, month: monthAt(-1).month });
    expect(report.statusCode).toBe(404);
    expect(report.json()).toEqual(notFound);
  });

  it("ST-04 list-monthly-reports and get-monthly-report are 403 while the user's monthly_reports flag is off, and answer once it is on", async () => {
    const lite = await api.freshLogin('lite@demo.qube');
    const off = { fallback_message: 'Monthly reports are not available for this account.', code: 'monthly_reports_off' };
    const url = `/api/reports/list-monthly-reports/?account_id=${lite.accountId}`;
    const refused = await api.call('GET', url, { token: lite.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(off);
    const refusedReport = await getReport(lite.token, { account_id: lite.accountId, month: monthAt(-1).month });
    expect(refusedReport.statusCode).toBe(403);
    expect(refusedReport.json()).toEqual(off);
    // Statements need no flag.
    expect((await api.call('GET', `/api/reports/list-monthly-statements/?account_id=${lite.accountId}`, { token: lite.token })).statusCode).toBe(200);

    await setMonthlyReports(lite.email, true);
    const listed = await api.call('GET', url, { token: lite.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results[0]).toEqual({ ...monthAt(-1), name: `${monthAt(-1).name} Report` });
    expect(listed.json().count).toBe(4);
    expect((await getReport(lite.token, { account_id: lite.accountId, month: monthAt(-1).month })).statusCode).toBe(200);
  });

  it("ST-04 a report's totals equal its month's statement and its spending by qube adds up to money out", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const months: Entry[] = (await api.call('GET', `/api/reports/list-monthly-reports/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    expect(months.map((m) => m.name)).toEqual([-1, -2, -3, -4].map((o) => `${monthAt(o).name} Report`));
    for (const entry of months) {
      const res = await getReport(alex.token, { account_id: alex.accountId, month: entry.month });
      expect(res.statusCode).toBe(200);
      const report: Report = res.json();
      expect(Object.keys(report).sort()).toEqual(REPORT_FIELDS);
      const statement = (await api.call('GET', `/api/accounts/${alex.accountId}/statements/${entry.id}/`, { token: alex.token })).json();
      expect(report).toMatchObject({
        month: entry.month, name: entry.name, period_start: statement.period_start, period_end: statement.period_end,
        money_in: statement.total_in, money_out: statement.total_out, transactions_count: statement.lines.length,
      });
      expect(report.net).toBe(fromCents(toCents(statement.total_in) - toCents(statement.total_out)));
      expect(fromCents(report.spending_by_qube.reduce((acc, q) => acc + toCents(q.spent), 0n))).toBe(report.money_out);
      const spent = report.spending_by_qube.map((q) => toCents(q.spent));
      expect([...spent].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(spent);
      expect(report.top_merchants.length).toBeLessThanOrEqual(5);
    }
  });

  it('ST-04 a report lists each pocket with money out, Cloud included, and the top merchants by amount spent', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const lastMonth = await getReport(plus.token, { account_id: plus.accountId, month: monthAt(-1).month }, '/api/households');
    const report: Report = lastMonth.json();
    expect(report.spending_by_qube.map((q) => q.name)).toEqual(['Groceries', 'Utilities']);
    expect(report.spending_by_qube[0]).toMatchObject({ type: 'spending', spent: '375.00' });
    expect(report.spending_by_qube[1]).toMatchObject({ type: 'billing', spent: '120.00' });
    expect(report.top_merchants).toEqual([
      { name: 'Costco', spent: '250.00', count: 2 },
      { name: 'Kroger', spent: '125.00', count: 1 },
      { name: 'Utilities', spent: '120.00', count: 1 },
    ]);

    // Money out of Cloud (a bank transfer out) is spending of the pocket 'Cloud', with no budget.
    const alex = await api.freshLogin('alex@demo.qube');
    const at = new Date(monthBounds(new Date(), -2).first.getTime() + 3 * 24 * 3600 * 1000);
    await postActivity(api.database.db, { accountId: alex.accountId, qubeId: null, transactionType: 'ach_transfer', amount: '-75.25', title: 'Transfer to Linked Bank', merchantName: 'Linked Bank', at });
    const withCloud: Report = (await getReport(alex.token, { account_id: alex.accountId, month: monthAt(-2).month })).json();
    expect(withCloud.spending_by_qube).toContainEqual({ qube_id: null, name: 'Cloud', type: 'cloud', spent: '75.25', budget: null });
    expect(fromCents(withCloud.spending_by_qube.reduce((acc, q) => acc + toCents(q.spent), 0n))).toBe(withCloud.money_out);
  });

  it('ST-04 a qube budgeted in the month shows its budget beside what it spent; the current budget does not count for past months', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const last = monthBounds(new Date(), -1);
    const before: Report = (await getReport(alex.token, { account_id: alex.accountId, month: monthAt(-1).month })).json();
    expect(before.spending_by_qube.every((q) => q.budget === null)).toBe(true);

    const [groceries] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.name, 'Groceries')));
    const [budget] = await api.database.db.insert(budgets).values({ accountId: alex.accountId, name: last.name, startDate: last.start, endDate: last.end }).returning({ id: budgets.id });
    await api.database.db.insert(qubeBudgets).values({ budgetId: budget?.id ?? 0, qubeId: groceries?.id ?? 0, amount: '400.00' });

    const after: Report = (await getReport(alex.token, { account_id: alex.accountId, month: monthAt(-1).month })).json();
    expect(after.spending_by_qube.find((q) => q.name === 'Groceries')).toEqual({ qube_id: groceries?.id, name: 'Groceries', type: 'spending', spent: '300.00', budget: '400.00' });
    expect(after.spending_by_qube.find((q) => q.name === 'Dining Out')?.budget).toBeNull();
    // The budget covers only its own month.
    const earlier: Report = (await getReport(alex.token, { account_id: alex.accountId, month: monthAt(-2).month })).json();
    expect(earlier.spending_by_qube.every((q) => q.budget === null)).toBe(true);
  });

  it('ST-04 get-monthly-report: a malformed month is 400 with the field, a month that is not a full month of the account is 404 Report not found.', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (const month of ['2026-13', '2026-1', '202610', 'October', '']) {
      const res = await getReport(alex.token, { account_id: alex.accountId, month });
      expect({ month, status: res.statusCode }).toEqual({ month, status: 400 });
      expect(res.json()).toMatchObject({ code: 'invalid', fields: { month: expect.any(String) } });
      expect(res.json().fallback_message).toMatch(/month/);
    }
    const missing = await getReport(alex.token, { account_id: alex.accountId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ month: 'This Field is required!' });

    for (const offset of [0, 1, -5, -120]) {
      const res = await getReport(alex.token, { account_id: alex.accountId, month: monthAt(offset).month });
      expect({ offset, status: res.statusCode }).toEqual({ offset, status: 404 });
      expect(res.json()).toEqual({ fallback_message: 'Report not found.', code: 'report_not_found' });
    }
  });

  it('ST-03 ST-04 casey on company 2 lists her months and opens a report (the flag is on for her)', async () => {
    const casey = await api.freshLogin('casey@demo.qube', 2);
    const list = await api.call('GET', `/api/reports/list-monthly-reports/?account_id=${casey.accountId}`, { token: casey.token, company: '2' });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(4);
    const res = await api.call('POST', '/api/reports/get-monthly-report/', { token: casey.token, company: '2', body: { account_id: casey.accountId, month: monthAt(-1).month } });
    expect(res.statusCode).toBe(200);
    expect(res.json().spending_by_qube.map((q: QubeSpending) => q.name)).toEqual(['Car Payment', 'Groceries']);
  });

  it('ST-03 ST-04 the households prefix serves the lists and the report for plus and refuses a normal account', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const statements = await api.call('GET', `/api/households/reports/list-monthly-statements/?account_id=${plus.accountId}`, { token: plus.token });
    expect(statements.statusCode).toBe(200);
    expect(statements.json().results[0]).toEqual(monthAt(-1));
    const reports = await api.call('GET', `/api/households/reports/list-monthly-reports/?account_id=${plus.accountId}`, { token: plus.token });
    expect(reports.statusCode).toBe(200);
    expect(reports.json().count).toBe(statements.json().count);
    const report = await getReport(plus.token, { account_id: plus.accountId, month: monthAt(-1).month }, '/api/households');
    expect(report.statusCode).toBe(200);
    expect(report.json().name).toBe(`${monthAt(-1).name} Report`);

    const alex = await api.freshLogin('alex@demo.qube');
    const refused = await api.call('GET', `/api/households/reports/list-monthly-statements/?account_id=${alex.accountId}`, { token: alex.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fallback_message).toBe('Account not found.');
    const refusedReport = await getReport(alex.token, { account_id: alex.accountId, month: monthAt(-1).month }, '/api/households');
    expect(refusedReport.statusCode).toBe(404);
  });
});
