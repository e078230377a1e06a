import { and, eq, gte, lte } from 'drizzle-orm';
import { activities, budgets, qubeBudgets, qubes } from '../../platform/db/schema';
import { today } from '../../platform/dates';
import { toCents } from '@qube/contract/core/money';
import { setupTestApi, PASSWORD } from '../../test/helpers';

/**
 * The hot reads (issue 9): the Overview, the spend-qube list and the first Activity page read the account with the
 * session (one statement) and keep what only versioned tables feed per account change version. These tests pin what
 * that must never change: a session ends at once, and every figure is as new as the data.
 */
const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Qube = { id: number; name: string; balance: string; current_cycle_budget: string | null };
type Overview = { account_balance: string; cloud_qube_total_balance: string; unread_notifications_count: number; account_version: number };
type ActivityPage = { count: number; results: { id: number; title: string; amount: string; qube: { name: string } }[] };

const hotReads = (user: Login) => ({
  overview: `/api/accounts/${user.accountId}/updates/`,
  spendQubes: `/api/qubes/spend-qubes/?account_id=${user.accountId}`,
  activity: `/api/search/transactions/?account_id=${user.accountId}&limit=20&offset=0&filter_date_range=all`,
});
const get = async <T>(user: Login, url: string): Promise<T> => {
  const res = await api.call('GET', url, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const overviewOf = (user: Login) => get<Overview>(user, hotReads(user).overview);
const spendQubesOf = async (user: Login) => (await get<{ results: Qube[] }>(user, hotReads(user).spendQubes)).results;
const activityOf = (user: Login) => get<ActivityPage>(user, hotReads(user).activity);
/** All three, twice: the second answer of each comes from what the first kept, if anything was kept. */
const warm = async (user: Login) => {
  for (let n = 0; n < 2; n += 1) await Promise.all([overviewOf(user), spendQubesOf(user), activityOf(user)]);
};

describe('hot reads: sessions end at once', () => {
  it('API-13 SH-32 after a logout every hot read answers 401 on the next request', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await warm(alex);
    expect((await api.call('POST', '/api/users/logout/', { token: alex.token, body: {} })).statusCode).toBe(204);
    for (const url of Object.values(hotReads(alex))) {
      const res = await api.call('GET', url, { token: alex.token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ fallback_message: 'Invalid token.' });
    }
  });

  it('API-17 a password change ends the other sessions at once on the hot reads too', async () => {
    const first = await api.freshLogin('alex@demo.qube');
    const second = { ...(await api.login(first.email)), email: first.email };
    await warm(second);
    const changed = await api.call('POST', '/api/users/change-password/', {
      token: first.token,
      body: { current_password: PASSWORD, password: 'A brand new pass 77', password_confirm: 'A brand new pass 77' },
    });
    expect(changed.statusCode).toBe(200);
    for (const url of Object.values(hotReads(second))) expect((await api.call('GET', url, { token: second.token })).statusCode).toBe(401);
    // The session that changed it goes on.
    expect((await api.call('GET', hotReads(first).overview, { token: first.token })).statusCode).toBe(200);
  });

  it('API-23 the account read with the session keeps the access rules: another account, or a personal one under households, is 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lite = await api.freshLogin('lite@demo.qube');
    for (const url of Object.values(hotReads({ ...alex, accountId: lite.accountId }))) {
      expect((await api.call('GET', url, { token: alex.token })).statusCode).toBe(404);
    }
    for (const url of Object.values(hotReads(alex))) {
      expect((await api.call('GET', url.replace('/api/', '/api/households/'), { token: alex.token })).statusCode).toBe(404);
    }
    // An id that is no plain number is still the schema's 400, not a lookup.
    expect((await api.call('GET', `/api/qubes/spend-qubes/?account_id=abc`, { token: alex.token })).statusCode).toBe(400);
  });
});

describe('hot reads: every figure is as new as the data', () => {
  it('API-23 API-28 API-38 a transfer shows at once in the Overview, the spend-qube balances and the first Activity page', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await warm(alex);
    const before = { overview: await overviewOf(alex), qubes: await spendQubesOf(alex), activity: await activityOf(alex) };
    const groceries = before.qubes.find((q) => q.name === 'Groceries');
    expect(groceries).toBeDefined();
    const transfer = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: groceries?.id, amount: '12.34', recurring: 'none', scheduled_date: 'today', idempotency_key: 'hot-reads-1', days_in_calendar: [] },
    });
    expect(transfer.statusCode).toBe(201);

    const overview = await overviewOf(alex);
    expect(overview.account_version).toBeGreaterThan(before.overview.account_version);
    expect(toCents(overview.cloud_qube_total_balance)).toBe(toCents(before.overview.cloud_qube_total_balance) - 1234n);
    expect(overview.account_balance).toBe(before.overview.account_balance);
    const after = (await spendQubesOf(alex)).find((q) => q.id === groceries?.id);
    expect(toCents(after?.balance ?? '0')).toBe(toCents(groceries?.balance ?? '0') + 1234n);
    const activity = await activityOf(alex);
    expect(activity.count).toBe(before.activity.count + 2);
    expect(activity.results.map((r) => r.amount)).toEqual(expect.arrayContaining(['12.34', '-12.34']));
  });

  it('API-38 a write made straight in the database (as another API instance would) shows at once: the version moves with it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await warm(alex);
    const [newest] = (await activityOf(alex)).results;
    await api.database.db.update(activities).set({ title: 'Renamed elsewhere' }).where(eq(activities.id, newest?.id ?? 0));
    expect((await activityOf(alex)).results[0]?.title).toBe('Renamed elsewhere');
  });

  it('SH-56 API-23 the unread count follows marking notifications seen at once (notifications bump no version)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await warm(alex);
    const before = await overviewOf(alex);
    expect(before.unread_notifications_count).toBeGreaterThan(0);
    const marked = await api.call('POST', '/api/notifications/', { token: alex.token, body: { account_id: alex.accountId, last_notification_id: 2_147_483_647 } });
    expect(marked.statusCode).toBe(200);
    const after = await overviewOf(alex);
    expect(after.unread_notifications_count).toBe(0);
    expect(after.account_version).toBe(before.account_version);
  });

  it('PL-05 the spend list follows a change of the current budget at once (budgets bump no version)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await warm(alex);
    const { db } = api.database;
    const [line] = await db
      .select({ id: qubeBudgets.id, qubeId: qubeBudgets.qubeId })
      .from(qubeBudgets)
      .innerJoin(budgets, eq(budgets.id, qubeBudgets.budgetId))
      .innerJoin(qubes, eq(qubes.id, qubeBudgets.qubeId))
      .where(and(eq(budgets.accountId, alex.accountId), lte(budgets.startDate, today()), gte(budgets.endDate, today()), eq(qubes.type, 'spending'), eq(qubes.isArchived, false)));
    const qube = (await spendQubesOf(alex)).find((q) => q.id === line?.qubeId);
    expect(qube).toBeDefined();
    const version = (await overviewOf(alex)).account_version;
    await db.update(qubeBudgets).set({ amount: '987654321.99' }).where(eq(qubeBudgets.id, line?.id ?? 0));
    expect((await spendQubesOf(alex)).find((q) => q.id === line?.qubeId)?.current_cycle_budget).toBe('987654321.99');
    expect((await overviewOf(alex)).account_version).toBe(version);
  });
});

describe('account ids read before validation', () => {
  it('an account id above the integer range in the path, the query or a body answers 4xx, never 500', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const big = '2147483648';
    const answers = [
      await api.call('GET', `/api/accounts/${big}/updates/`, { token: alex.token }),
      await api.call('GET', `/api/accounts/99999999999/updates/`, { token: alex.token }),
      await api.call('GET', `/api/qubes/?account_id=${big}`, { token: alex.token }),
      await api.call('GET', `/api/search/transactions/?account_id=${big}`, { token: alex.token }),
      await api.call('POST', '/api/orders/send-to-person/', { token: alex.token, body: { account_id: Number(big) } }),
      await api.call('POST', '/api/deposits/ach-deposits/', { token: alex.token, body: { account_id: 1e15 } }),
      await api.call('POST', '/api/plaid/accounts/', { body: { account_id: Number(big) } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().fallback_message).toBeTruthy();
    }
  });
});
