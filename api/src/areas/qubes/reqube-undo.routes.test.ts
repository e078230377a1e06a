import { ledgerViolations, setupTestApi } from '../../test/helpers';

/*
 * Issue 25 §4: a ReQube can be undone for ten minutes from its toast and from the activity's details. The undo puts
 * every activity the ReQube moved back where it was (its pocket and its Qubeless or Refunds bucket), once, and is
 * refused with a clear message when the money has since left the pocket it takes back from.
 */
const api = setupTestApi();
afterEach(() => api.clock.reset());

const BASE = '/api/households';
type Login = { token: string; accountId: number };
type Qube = { id: number; name: string; balance: string };
type Item = { id: number; amount: string; qube: { id: number | 'cloud' }; special_budget?: unknown; undo?: { reqube_until?: string | null } };
const key = () => crypto.randomUUID();

/** alex in the Rivera Household: Family Groceries 150.00 (three purchases), Family Fun 60.00 (seed). */
const household = async () => {
  const alex = await api.freshLogin('alex@demo.qube');
  const me = (await api.call('GET', '/api/users/me/', { token: alex.token })).json();
  const user: Login = { token: alex.token, accountId: me.households[0].id as number };
  const qubes = async () => (await api.call('GET', `${BASE}/qubes/spend-qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as Qube[];
  const [groceries, fun] = await qubes();
  if (!groceries || !fun) throw new Error('no household qubes');
  const purchases = (await api.call('GET', `${BASE}/search/transactions/?account_id=${user.accountId}&filter_qube=${groceries.id}&filter_type_group=money_out`, { token: user.token })).json().results as Item[];
  return { user, groceries, fun, purchases, qubes };
};
const balances = async (qubes: () => Promise<Qube[]>) => (await qubes()).map((q) => `${q.name} ${q.balance}`);
const reqube = (user: Login, id: number, to: number | 'cloud') =>
  api.call('PATCH', `${BASE}/banking/transactions/${id}/`, { token: user.token, body: { account_id: user.accountId, to_qube_id: to } });
const undo = (user: Login, id: number, idempotencyKey = key()) =>
  api.call('POST', `${BASE}/banking/transactions/${id}/undo-reqube/`, { token: user.token, body: { account_id: user.accountId, idempotency_key: idempotencyKey } });
const details = async (user: Login, id: number) => (await api.call('GET', `${BASE}/search/transactions/${id}/?account_id=${user.accountId}`, { token: user.token })).json() as Item;

describe('undo a ReQube (issue 25 §4)', () => {
  it('puts the activity back in its qube, both balances as before; the details offer it for ten minutes, then not', async () => {
    const { user, fun, purchases, qubes } = await household();
    const before = await balances(qubes);
    const [target] = purchases;
    expect((await details(user, target!.id)).undo?.reqube_until).toBeNull();
    expect((await reqube(user, target!.id, fun.id)).statusCode).toBe(200);
    expect(await balances(qubes)).not.toEqual(before);
    const offered = await details(user, target!.id);
    const remaining = Date.parse(offered.undo!.reqube_until!) - api.clock.now().getTime();
    expect(remaining).toBeGreaterThan(9 * 60_000);
    expect(remaining).toBeLessThanOrEqual(10 * 60_000);
    const res = await undo(user, target!.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ids: [target!.id], from_qube: fun.id, account_version: expect.any(Number) });
    expect(await balances(qubes)).toEqual(before);
    const back = await details(user, target!.id);
    expect(back.qube.id).toBe(purchases[0]!.qube.id);
    expect(back.undo?.reqube_until).toBeNull();
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });
  });

  it('undoes a bulk ReQube whole, and a Qubeless purchase goes back to Qubeless', async () => {
    const plus = await api.freshLogin('plus@demo.qube');
    const user = { token: plus.token, accountId: plus.accountId };
    const overview = async () => (await api.call('GET', `${BASE}/accounts/${user.accountId}/updates/`, { token: user.token })).json() as { cloud_qube_total_balance: string; qubeless_transaction_count: number };
    const waiting = ((await api.call('GET', `${BASE}/search/transactions/?account_id=${user.accountId}&filter_qube=cloud&filter_type_group=money_out&limit=9999`, { token: user.token })).json().results as (Item & { transaction_type: string })[])
      .filter((r) => r.transaction_type === 'purchase').slice(0, 2);
    expect(waiting).toHaveLength(2);
    const [target] = (await api.call('GET', `${BASE}/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as Qube[];
    const before = await overview();
    const bulk = await api.call('POST', `${BASE}/banking/transactions/bulk-reqube/`, { token: user.token, body: { account_id: user.accountId, transaction_ids: waiting.map((w) => w.id), to_qube: target!.id } });
    expect(bulk.statusCode).toBe(200);
    expect((await overview()).qubeless_transaction_count).toBe(before.qubeless_transaction_count - 2);
    const res = await undo(user, waiting[1]!.id);
    expect(res.statusCode).toBe(201);
    expect([...res.json().ids].sort()).toEqual(waiting.map((w) => w.id).sort());
    expect(await overview()).toMatchObject({ cloud_qube_total_balance: before.cloud_qube_total_balance, qubeless_transaction_count: before.qubeless_transaction_count });
    for (const w of waiting) expect((await details(user, w.id)).special_budget).toEqual(w.special_budget);
  });

  it('is refused after ten minutes, and a second undo is refused while a retry with the same key replays the first answer', async () => {
    const { user, fun, purchases } = await household();
    const [first, second] = purchases;
    await reqube(user, first!.id, fun.id);
    const sameKey = key();
    const done = await undo(user, first!.id, sameKey);
    expect(done.statusCode).toBe(201);
    const replay = await undo(user, first!.id, sameKey);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(done.json());
    const again = await undo(user, first!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().fallback_message).toBe('This ReQube has already been undone.');
    await reqube(user, second!.id, fun.id);
    api.clock.advance(10 * 60_000 + 1);
    const late = await undo(user, second!.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().fallback_message).toBe('This ReQube can no longer be undone: undo is possible for 10 minutes.');
  });

  it('is refused when the money has left the qube it would take back from, and when the activity was moved again', async () => {
    const { user, groceries, fun, purchases, qubes } = await household();
    const [first] = purchases;
    await reqube(user, first!.id, fun.id);
    // Family Groceries got the purchase's amount back; it is now spent elsewhere (moved to Cloud).
    const left = (await qubes()).find((q) => q.id === groceries.id)!;
    const spend = await api.call('POST', `${BASE}/orders/`, { token: user.token, body: { account_id: user.accountId, from_qube: groceries.id, to_qube: 'cloud', amount: left.balance, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: key() } });
    expect(spend.statusCode).toBe(201);
    const refused = await undo(user, first!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fallback_message: 'The money has already left Family Groceries, so this ReQube cannot be undone.', code: 'money_moved_on' });
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });

    // A bulk ReQube one of whose activities was moved again since cannot be undone whole.
    const other = await household();
    const [a, b] = other.purchases;
    const bulk = await api.call('POST', `${BASE}/banking/transactions/bulk-reqube/`, { token: other.user.token, body: { account_id: other.user.accountId, transaction_ids: [a!.id, b!.id], to_qube: other.fun.id } });
    expect(bulk.statusCode).toBe(200);
    expect((await reqube(other.user, b!.id, 'cloud')).statusCode).toBe(200);
    const movedAgain = await undo(other.user, a!.id);
    expect(movedAgain.statusCode).toBe(400);
    expect(movedAgain.json().fallback_message).toBe('This transaction has been moved again since, so this ReQube cannot be undone.');
    // b's own newest ReQube (to Cloud) would take b's amount from Family Fun again, which no longer holds it: an undo
    // never takes a pocket below zero.
    const short = await undo(other.user, b!.id);
    expect(short.statusCode).toBe(400);
    expect(short.json().fallback_message).toBe('The money has already left Family Fun, so this ReQube cannot be undone.');
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });
  });

  it('runs once under five concurrent undos: one 201, the rest 409, the balances as before the ReQube', async () => {
    const { user, fun, purchases, qubes } = await household();
    const before = await balances(qubes);
    await reqube(user, purchases[0]!.id, fun.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => undo(user, purchases[0]!.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await balances(qubes)).toEqual(before);
  });

  it('answers 404 for another account and 400 for an activity never reQubed', async () => {
    const { user, fun, purchases } = await household();
    await reqube(user, purchases[0]!.id, fun.id);
    const stranger = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('POST', `${BASE}/banking/transactions/${purchases[0]!.id}/undo-reqube/`, { token: stranger.token, body: { account_id: stranger.accountId, idempotency_key: key() } });
    expect(foreign.statusCode).toBe(404);
    const never = await undo(user, purchases[1]!.id);
    expect(never.statusCode).toBe(400);
    expect(never.json().fallback_message).toBe('This transaction has not been moved to another qube.');
  });
});
