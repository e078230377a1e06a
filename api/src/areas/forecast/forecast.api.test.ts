import { eq } from 'drizzle-orm';
import { fromCents, toCents } from '@qube/contract/core/money';
import { addDays, billDueDates } from '@qube/contract/core/repeat';
import type { Forecast } from '@qube/contract/forecast';
import { qubes, scheduledOrders } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
const forecastOf = async (user: Login, accountId = user.accountId) => api.call('GET', `/api/forecast/?account_id=${accountId}`, { token: user.token });
const read = async (user: Login): Promise<Forecast> => {
  const res = await forecastOf(user);
  expect(res.statusCode).toBe(200);
  return res.json() as Forecast;
};
const qubeList = async (user: Login) => ((await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json() as { results: { id: number; name: string; type: string; balance: string }[] }).results;
const stopSeededOrders = (user: Login) => api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, user.accountId));

describe('GET forecast/ (issue 25 §1)', () => {
  it('opens every pocket at its balance now: Cloud first, then each live qube, six months of days each', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const forecast = await read(alex);
    const today = isoDate(api.clock.now());
    expect(forecast.from).toBe(today);
    expect(forecast.to).toBe(addDays(today, 182));
    const [cloud, ...rest] = forecast.pockets;
    expect(cloud).toMatchObject({ qube_id: null, name: 'Cloud', type: 'cloud' });
    const listed = await qubeList(alex);
    expect(rest.map((p) => p.qube_id).sort()).toEqual(listed.map((q) => q.id).sort());
    for (const qube of listed) expect(rest.find((p) => p.qube_id === qube.id)?.opening).toBe(qube.balance);
    const overview = (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json();
    expect(cloud?.opening).toBe(overview.cloud_qube_total_balance);
    for (const pocket of forecast.pockets) {
      expect(pocket.balances).toHaveLength(183);
      // Each day's balance is the opening plus every event up to it; the last one adds up all of them.
      const total = pocket.events.reduce((sum, e) => sum + toCents(e.amount), toCents(pocket.opening));
      expect(pocket.balances.at(-1)).toBe(fromCents(total));
      expect(toCents(pocket.lowest.balance)).toBe(pocket.balances.reduce((low, b) => (toCents(b) < low ? toCents(b) : low), toCents(pocket.opening)));
    }
  });

  it('a bill larger than its qube runs the qube out on its next due date; a top-up scheduled before it keeps it above zero', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await stopSeededOrders(alex);
    const bill = (await qubeList(alex)).find((q) => q.type === 'billing');
    if (!bill) throw new Error('alex has no bill qube');
    const today = isoDate(api.clock.now());
    // Due in five days, for the qube's balance plus 100.00.
    const dueDay = Number(addDays(today, 5).slice(8, 10));
    const amount = toCents(bill.balance) + 10_000n;
    await api.database.db.update(qubes).set({ dueDay, billAmount: fromCents(amount), paymentFrequency: 'monthly', paymentInterval: 1, isPaused: false }).where(eq(qubes.id, bill.id));
    const [due] = billDueDates({ dueDay, paymentFrequency: 'monthly', paymentInterval: 1 }, today, 1);
    const before = (await read(alex)).pockets.find((p) => p.qube_id === bill.id);
    expect(before?.runs_out_on).toBe(due);
    expect(before?.events.find((e) => e.kind === 'bill')).toMatchObject({ date: due, kind: 'bill', amount: fromCents(-amount), until: null });

    const res = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: bill.id, amount: '100.00', recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: addDays(today, 2), idempotency_key: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    const after = await read(alex);
    const topped = after.pockets.find((p) => p.qube_id === bill.id);
    expect(topped?.events.find((e) => e.kind === 'scheduled_transfer')).toMatchObject({ date: addDays(today, 2), amount: '100.00' });
    expect(topped?.balances[5]).toBe('0.00');
    const cloud = after.pockets.find((p) => p.qube_id === null);
    expect(cloud?.events.find((e) => e.kind === 'scheduled_transfer')).toMatchObject({ date: addDays(today, 2), amount: '-100.00' });
  });

  it("another account's forecast is not found, and without a session the call is refused", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const pat = await api.freshLogin('plus@demo.qube');
    expect([403, 404]).toContain((await forecastOf(alex, pat.accountId)).statusCode);
    expect((await api.call('GET', `/api/forecast/?account_id=${alex.accountId}`)).statusCode).toBe(401);
  });

  it('answers all pockets of a demo account fast (the bench measures it precisely)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    await read(alex);
    const started = performance.now();
    await read(alex);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
