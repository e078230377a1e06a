import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { settleAchDeposits } from '../domain/deposits';
import { fromCents, toCents } from '../domain/money';
import { createTestApi, type TestApi } from '../test/helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Item = { id: number; transaction_type: string; result: string; amount: string; source_type: string | null; source_id: number | null; is_cancellable: boolean; is_processing: boolean; qube: { id: number | string } };

const deposit = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/deposits/ach-deposits/', { token: user.token, body: { account_id: user.accountId, idempotency_key: crypto.randomUUID(), ...body } });
const cancel = (user: Login, id: number) => api.call('DELETE', `/api/deposits/ach-deposits/${id}/?account_id=${user.accountId}`, { token: user.token });
const activityOf = async (user: Login, sourceId: number): Promise<Item | undefined> =>
  ((await api.call('GET', `/api/search/transactions/?account_id=${user.accountId}&limit=50`, { token: user.token })).json().results as Item[])
    .find((a) => a.source_type === 'ach_deposit' && a.source_id === sourceId);
const overviewOf = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json();
/** Signs in again: moving the clock past 15 minutes also ends the session's idle lifetime. */
const relogin = async (user: Login) => Object.assign(user, await api.login(user.email));

describe('bank deposits (ach-deposits)', () => {
  // First: later tests settle every pending deposit in the database (the seeded ones too).
  it('API-43 validation and permission: amount > 0; the flag web_move_money_ach_in is needed (403); seeded alex has one pending deposit', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const zero = await deposit(alex, { amount: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.amount).toBe('Amount must be greater than 0.');
    const seeded = ((await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=50`, { token: alex.token })).json().results as Item[])
      .filter((a) => a.source_type === 'ach_deposit');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ result: 'pending', amount: '150.00', is_cancellable: true });
    expect((await cancel(alex, seeded[0]?.source_id ?? 0)).statusCode).toBe(204);
    const [row] = await api.database.db.select().from(users).where(eq(users.email, alex.email));
    await api.database.db.update(users).set({ featureFlags: { ...row?.featureFlags, web_move_money_ach_in: false } }).where(eq(users.email, alex.email));
    const denied = await deposit(alex, { amount: '1.00' });
    expect(denied.statusCode).toBe(403);
  });

  it('API-43 POST starts a pending ach_deposit into Cloud, shown in search as pending and cancellable with source_id = deposit id; nothing moves yet', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const before = await overviewOf(alex);
    const res = await deposit(alex, { amount: '250.00', bank_account_id: 7 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ account_id: alex.accountId, amount: '250.00', bank_account_id: 7, status: 'pending', is_cancellable: true });
    const item = await activityOf(alex, res.json().id);
    expect(item).toMatchObject({ id: res.json().activity_id, transaction_type: 'ach_deposit', result: 'pending', amount: '250.00', is_cancellable: true, is_processing: true, qube: { id: 'cloud' } });
    expect((await overviewOf(alex)).cloud_qube_total_balance).toBe(before.cloud_qube_total_balance);
    // API-51: the ach_deposit notification points at the pending activity.
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(notes.results[0]).toMatchObject({ type: 'ach_deposit', amount: '250.00', activity_id: res.json().activity_id });
  });

  it('API-43 DELETE within 15 minutes cancels (204); again → 400; unknown or another user\'s deposit → 404', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await deposit(alex, { amount: '40.00' });
    api.clock.advance(14 * 60_000);
    await relogin(alex);
    expect((await activityOf(alex, res.json().id))?.is_cancellable).toBe(true);
    expect((await cancel(alex, res.json().id)).statusCode).toBe(204);
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'cancelled', is_cancellable: false });
    const again = await cancel(alex, res.json().id);
    expect(again.statusCode).toBe(400);
    expect(again.json().fallback_message).toBe('This deposit is no longer pending.');
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await cancel(other, res.json().id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Deposit not found.');
    expect((await cancel(alex, 999_999)).statusCode).toBe(404);
  });

  it('API-43 API-44 after 15 minutes is_cancellable turns false and DELETE answers 400; the sandbox bank settles it into Cloud after an hour (ledger movement)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const res = await deposit(alex, { amount: '60.00' });
    api.clock.advance(15 * 60_000);
    await relogin(alex);
    expect((await activityOf(alex, res.json().id))?.is_cancellable).toBe(false);
    const late = await cancel(alex, res.json().id);
    expect(late.statusCode).toBe(400);
    expect(late.json().fallback_message).toBe('A deposit can only be cancelled within 15 minutes of starting it.');
    const cloud = (await overviewOf(alex)).cloud_qube_total_balance as string;
    const pending = ((await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=50`, { token: alex.token })).json().results as Item[])
      .filter((a) => a.source_type === 'ach_deposit' && a.result === 'pending');
    expect(pending.length).toBe(2); // this one and the seeded one; both settle
    api.clock.advance(45 * 60_000);
    expect(await settleAchDeposits(api.database, api.clock.now())).toBeGreaterThanOrEqual(1);
    await relogin(alex);
    expect(await activityOf(alex, res.json().id)).toMatchObject({ result: 'success', is_cancellable: false });
    expect((await overviewOf(alex)).cloud_qube_total_balance).toBe(fromCents(pending.reduce((sum, a) => sum + toCents(a.amount), toCents(cloud))));
  });

  it('API-33 a repeated idempotency_key replays the first deposit; other details → 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const body = { amount: '12.00', idempotency_key: 'deposit-key' };
    const [first, second] = [await deposit(alex, body), await deposit(alex, body)];
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const pending = ((await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=50`, { token: alex.token })).json().results as Item[])
      .filter((a) => a.source_type === 'ach_deposit' && a.amount === '12.00');
    expect(pending).toHaveLength(1);
    expect((await deposit(alex, { ...body, amount: '13.00' })).statusCode).toBe(422);
  });

});
