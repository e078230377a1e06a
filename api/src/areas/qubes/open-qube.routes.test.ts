import { and, eq } from 'drizzle-orm';
import { qubes } from '../../platform/db/schema';
import { expireOpenQubes } from './openQube';
import { setupTestApi } from '../../test/helpers';
import { startJobs } from '../../scheduler/jobs';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };

const qubeId = async (user: Login, name: string) => {
  const [row] = await api.database.db.select({ id: qubes.id }).from(qubes).where(and(eq(qubes.accountId, user.accountId), eq(qubes.name, name)));
  if (!row) throw new Error(`no qube ${name}`);
  return row.id;
};
const path = (user: Login) => `/api/accounts/${user.accountId}/open-qube/`;
const read = (user: Login) => api.call('GET', path(user), { token: user.token });
const open = (user: Login, body: Record<string, unknown>) => api.call('POST', path(user), { token: user.token, body: { account_id: user.accountId, ...body } });
const isFlagged = async (id: number) => (await api.database.db.select({ flag: qubes.isCurrentOpenQube }).from(qubes).where(eq(qubes.id, id)))[0]?.flag;

describe('open qube (accounts/{id}/open-qube/)', () => {
  it('API-27 MM-127 answers no open qube at first: open_qube null, expires_in null, close_qube_after_next_purchase false', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await read(alex);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open_qube: null, expires_in: null, remaining_purchases: null, close_qube_after_next_purchase: false });
  });

  it('API-27 MM-133 POST opens a qube: open_qube (id, name, type, balance), expires_in in minutes, the flag is_current_open_qube set', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    const res = await open(alex, { open_qube: groceries, expires_in: 120, remaining_purchases: null, close_qube_after_next_purchase: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ open_qube: { id: groceries, name: 'Groceries', type: 'spending', balance: '320.00' }, expires_in: 120, remaining_purchases: null, close_qube_after_next_purchase: false });
    expect((await read(alex)).json().open_qube.id).toBe(groceries);
    expect(await isFlagged(groceries)).toBe(true);
  });

  it('API-27 MM-132 after next purchase or 30 minutes: remaining_purchases 1, close_qube_after_next_purchase true', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await open(alex, { open_qube: await qubeId(alex, 'Groceries'), expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true });
    expect(res.json()).toMatchObject({ expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true });
  });

  it('API-27 opening another qube closes the first (one open qube at a time)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    const dining = await qubeId(alex, 'Dining Out');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    await open(alex, { open_qube: dining, expires_in: 30 });
    expect((await read(alex)).json().open_qube.name).toBe('Dining Out');
    expect(await isFlagged(groceries)).toBe(false);
    expect(await isFlagged(dining)).toBe(true);
  });

  it('API-27 MM-133 PATCH changes the settings of the open qube; 404 with a fallback_message when none is open', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const none = await api.call('PATCH', path(alex), { token: alex.token, body: { account_id: alex.accountId, expires_in: 1440 } });
    expect(none.statusCode).toBe(404);
    expect(none.json().fallback_message).toBe('No qube is open.');
    await open(alex, { open_qube: await qubeId(alex, 'Groceries'), expires_in: 30, remaining_purchases: 1, close_qube_after_next_purchase: true });
    const patched = await api.call('PATCH', path(alex), { token: alex.token, body: { account_id: alex.accountId, expires_in: 10080, remaining_purchases: null, close_qube_after_next_purchase: false } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ open_qube: { name: 'Groceries' }, expires_in: 10080, remaining_purchases: null, close_qube_after_next_purchase: false });
  });

  it('API-27 MM-131 DELETE closes it (204), and again 204 when nothing is open', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    expect((await api.call('DELETE', path(alex), { token: alex.token })).statusCode).toBe(204);
    expect((await read(alex)).json().open_qube).toBeNull();
    expect(await isFlagged(groceries)).toBe(false);
    expect((await api.call('DELETE', path(alex), { token: alex.token })).statusCode).toBe(204);
  });

  it('API-27 expires server-side: expires_in counts down in whole minutes and a read after expiry answers no open qube', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    // Steps under the session's 15 minutes: each read keeps the session alive.
    api.clock.advance(10 * 60_000 + 1);
    expect((await read(alex)).json().expires_in).toBe(20);
    api.clock.advance(10 * 60_000);
    expect((await read(alex)).json().expires_in).toBe(10);
    api.clock.advance(10 * 60_000);
    expect((await read(alex)).json()).toEqual({ open_qube: null, expires_in: null, remaining_purchases: null, close_qube_after_next_purchase: false });
    expect(await isFlagged(groceries)).toBe(false);
  });

  it('API-27 the scheduler closes expired open qubes without any read', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    expect(await expireOpenQubes(api.database, api.clock.now())).not.toContain(alex.accountId);
    api.clock.advance(31 * 60_000);
    expect(await expireOpenQubes(api.database, api.clock.now())).toContain(alex.accountId);
    expect(await isFlagged(groceries)).toBe(false);
  });

  it('API-27 MM-134 the running scheduler closes an expired open qube and tells the live-updates listeners at expiry', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    await open(alex, { open_qube: groceries, expires_in: 30 });
    let resolveHeard: () => void = () => undefined;
    const heard = new Promise<void>((resolve) => { resolveHeard = resolve; });
    // On PostgreSQL the opening's own NOTIFY may arrive after this subscription: only a message heard with the qube
    // already closed is the scheduler's.
    const unsubscribe = api.database.events.subscribe((accountId) => {
      if (accountId !== alex.accountId) return;
      void isFlagged(groceries).then((flagged) => { if (!flagged) resolveHeard(); });
    });
    // The job queue on the test's database; a tick by hand so the test need not wait the schedule's minute.
    const jobs = await startJobs(api.database, { connectionString: api.databaseUrl, now: api.clock.now, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      api.clock.advance(31 * 60_000);
      await jobs.tick();
      await heard;
      expect(await isFlagged(groceries)).toBe(false);
      const [row] = await api.database.db.select({ n: qubes.id }).from(qubes).where(and(eq(qubes.accountId, alex.accountId), eq(qubes.isCurrentOpenQube, true)));
      expect(row).toBeUndefined();
    } finally {
      await jobs.stop();
      unsubscribe();
    }
  });

  it('API-27 bad input answers 4xx with a fallback_message: unknown, archived or other account qube, goal qube without spending, bad expires_in, extra fields, mismatched account', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const groceries = await qubeId(alex, 'Groceries');
    const [leeQube] = await api.database.db.select({ id: qubes.id }).from(qubes).where(eq(qubes.accountId, lee.accountId)).limit(1);
    const vacation = await qubeId(alex, 'Vacation');
    await api.database.db.update(qubes).set({ allowSpending: false }).where(eq(qubes.id, vacation));
    const cases: [Record<string, unknown>, number][] = [
      [{ open_qube: 2147483647, expires_in: 30 }, 404],
      [{ open_qube: leeQube?.id, expires_in: 30 }, 404],
      [{ open_qube: vacation, expires_in: 30 }, 400],
      [{ open_qube: groceries, expires_in: 0 }, 400],
      [{ open_qube: groceries, expires_in: 525601 }, 400],
      [{ open_qube: groceries, expires_in: 1.5 }, 400],
      [{ open_qube: groceries, expires_in: '30x' }, 400],
      [{ open_qube: groceries }, 400],
      [{ open_qube: 'cloud', expires_in: 30 }, 400],
      [{ open_qube: groceries, expires_in: 30, remaining_purchases: 0 }, 400],
      [{ open_qube: groceries, expires_in: 30, extra: true }, 400],
      [{ open_qube: groceries, expires_in: 30, account_id: lee.accountId }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await open(alex, body);
      expect([res.statusCode, body]).toEqual([status, body]);
      expect(typeof res.json().fallback_message).toBe('string');
    }
  });

  it('API-27 probes: malformed ids and bodies never answer 5xx; another user\'s account is not found', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    for (const id of ['0', '-1', 'abc', '2147483648', '1e3', '99999999999999999999', '1.5']) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
        const res = await api.call(method, `/api/accounts/${id}/open-qube/`, { token: alex.token, body: method === 'POST' || method === 'PATCH' ? { open_qube: 1, expires_in: 30 } : undefined });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    for (const body of [null, [], 'text', { open_qube: null }, { open_qube: {}, expires_in: [] }, { expires_in: 1e308 }]) {
      const res = await api.call('POST', path(alex), { token: alex.token, body: body as unknown as Record<string, unknown> });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await api.call('GET', path(lee), { token: alex.token })).statusCode).toBe(404);
    expect((await api.call('DELETE', path(lee), { token: alex.token })).statusCode).toBe(404);
  });

  it('API-27 limited users may read but not open a qube (403 with a fallback_message)', async () => {
    const limited = await api.freshLogin('limited@demo.qube');
    const [q] = await api.database.db.select({ id: qubes.id }).from(qubes).where(eq(qubes.accountId, limited.accountId)).limit(1);
    expect((await read(limited)).statusCode).toBe(200);
    const denied = await open(limited, { open_qube: q?.id ?? 1, expires_in: 30 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
  });
});
