import { and, eq } from 'drizzle-orm';
import { activities } from '../../platform/db/schema';
import { toCents } from '@qube/contract/core/money';
import { ledgerViolations, setupTestApi } from '../../test/helpers';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
const key = () => crypto.randomUUID();
const qubeNamed = async (user: Login, name: string) => {
  const { results } = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json() as { results: { id: number; name: string; balance: string }[] };
  const qube = results.find((q) => q.name === name);
  if (!qube) throw new Error(`no ${name}`);
  return qube;
};
const cloudOf = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;
const transfer = async (user: Login, from: number | 'cloud', to: number | 'cloud', amount: string) => {
  const res = await api.call('POST', '/api/orders/', { token: user.token, body: { account_id: user.accountId, from_qube: from, to_qube: to, amount, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: key() } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const undo = (user: Login, activityId: number, idempotencyKey = key()) =>
  api.call('POST', `/api/activities/${activityId}/undo/`, { token: user.token, body: { account_id: user.accountId, idempotency_key: idempotencyKey } });

describe('undo a money move (issue 25 §4)', () => {
  it('moves the money back with a reversal of its own: both stay in the activity, linked; balances as before; the ledger balanced', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const cloud = await cloudOf(alex);
    const made = await transfer(alex, 'cloud', groceries.id, '50.00');
    expect((await qubeNamed(alex, 'Groceries')).balance).not.toBe(groceries.balance);
    const res = await undo(alex, made.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ undone_activity_id: made.id, amount: '50.00', from_qube: groceries.id, to_qube: 'cloud', account_version: expect.any(Number) });
    expect((await qubeNamed(alex, 'Groceries')).balance).toBe(groceries.balance);
    expect(await cloudOf(alex)).toBe(cloud);
    const reversal = await api.database.db.select().from(activities).where(and(eq(activities.accountId, alex.accountId), eq(activities.sourceType, 'undo')));
    expect(reversal).toHaveLength(2);
    expect(reversal.every((a) => a.sourceId === made.id && a.title === 'Undo: Internal Transfer')).toBe(true);
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });
  });

  it('the details say until when a transfer can be undone, and link the undone transfer and its reversal both ways', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const made = await transfer(alex, 'cloud', (await qubeNamed(alex, 'Groceries')).id, '7.00');
    const details = async (id: number) => (await api.call('GET', `/api/search/transactions/${id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const before = await details(made.id);
    expect(Date.parse(before.undo.until) - Date.parse(before.transaction_datetime)).toBe(10 * 60_000);
    expect(before.undo).toMatchObject({ undone_by_activity_id: null, undo_of_activity_id: null });
    const done = (await undo(alex, made.id)).json() as { reversal_activity_id: number };
    expect((await details(made.id)).undo).toEqual({ until: null, undone_by_activity_id: expect.any(Number), undo_of_activity_id: null, reqube_until: null });
    const reversal = await details(done.reversal_activity_id);
    expect(reversal).toMatchObject({ source_type: 'undo', title: 'Undo: Internal Transfer', undo: { until: null, undo_of_activity_id: made.id } });
    api.clock.advance(11 * 60_000);
    const other = await transfer(alex, 'cloud', (await qubeNamed(alex, 'Rent')).id, '1.00');
    api.clock.advance(11 * 60_000);
    expect((await details(other.id)).undo.until).toBeNull();
  });

  it('is idempotent: a retry with the same key answers the first answer and moves nothing more; another undo is refused', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const made = await transfer(alex, 'cloud', groceries.id, '20.00');
    const k = key();
    const first = await undo(alex, made.id, k);
    const again = await undo(alex, made.id, k);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await qubeNamed(alex, 'Groceries')).balance).toBe(groceries.balance);
    const other = await undo(alex, made.id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ fallback_message: 'This transfer has already been undone.', code: 'already_undone' });
  });

  it('undoes once under concurrent requests with different keys', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const made = await transfer(alex, 'cloud', groceries.id, '30.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => undo(alex, made.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await qubeNamed(alex, 'Groceries')).balance).toBe(groceries.balance);
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });
  });

  it('is refused when the money has since left the destination, after 10 minutes, for an undo and for other moves', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const rent = await qubeNamed(alex, 'Rent');
    const made = await transfer(alex, 'cloud', groceries.id, '40.00');
    // Everything Groceries holds goes on to Rent: the $40.00 is no longer there.
    const all = (await qubeNamed(alex, 'Groceries')).balance;
    await transfer(alex, groceries.id, rent.id, all);
    const movedOn = await undo(alex, made.id);
    expect(movedOn.statusCode).toBe(400);
    expect(movedOn.json()).toMatchObject({ fallback_message: 'The money has already left Groceries, so this transfer cannot be undone.', code: 'money_moved_on' });

    const late = await transfer(alex, 'cloud', rent.id, '5.00');
    api.clock.advance(10 * 60_000 + 1000);
    const expired = await undo(alex, late.id);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'undo_expired', fallback_message: 'This transfer can no longer be undone: undo is possible for 10 minutes.' });

    api.clock.reset();
    const fresh = await transfer(alex, 'cloud', rent.id, '1.00');
    const done = (await undo(alex, fresh.id)).json() as { reversal_activity_id: number };
    const undoOfUndo = await undo(alex, done.reversal_activity_id);
    expect(undoOfUndo.statusCode).toBe(400);
    expect(undoOfUndo.json()).toMatchObject({ code: 'not_undoable', fallback_message: 'This is an undo: make a new transfer instead.' });

    const [purchase] = await api.database.db.select({ id: activities.id }).from(activities).where(and(eq(activities.accountId, alex.accountId), eq(activities.transactionType, 'purchase'))).limit(1);
    const notUndoable = await undo(alex, purchase?.id ?? 0);
    expect(notUndoable.statusCode).toBe(400);
    expect(notUndoable.json()).toMatchObject({ code: 'not_undoable' });
  });

  it("another account's activity is not found; without the internal-transfer permission the call is refused", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const pat = await api.freshLogin('plus@demo.qube');
    const made = await transfer(alex, 'cloud', (await qubeNamed(alex, 'Groceries')).id, '2.00');
    const res = await api.call('POST', `/api/activities/${made.id}/undo/`, { token: pat.token, body: { account_id: pat.accountId, idempotency_key: key() } });
    expect(res.statusCode).toBe(404);
    const lite = await api.freshLogin('limited@demo.qube');
    expect((await undo(lite, made.id)).statusCode).toBe(403);
  });

  it('undoes one line of a paycheck allocation (issue 25 §3 and §4): the money goes back to Cloud, the rest stays allocated', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const rent = await qubeNamed(alex, 'Rent');
    const groceries = await qubeNamed(alex, 'Groceries');
    const saved = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token, body: {
      payer_name: 'Acme Corp', payer_match: 'contains', amount_min: '100', amount_max: null,
      lines: [{ kind: 'fixed', qube_id: rent.id, amount: '300' }, { kind: 'fixed', qube_id: groceries.id, amount: '50' }],
    } });
    expect(saved.statusCode).toBe(201);
    const landed = await api.call('POST', '/api/dev/direct-deposits/', { body: { account_id: alex.accountId, payer_name: 'ACME CORP PAYROLL', amount: '1000.00' } });
    expect(landed.statusCode).toBeLessThan(300);
    const [line] = await api.database.db.select({ id: activities.id }).from(activities)
      .where(and(eq(activities.accountId, alex.accountId), eq(activities.sourceType, 'paycheck_allocation'), eq(activities.qubeId, rent.id)));
    const cloud = await cloudOf(alex);
    const res = await undo(alex, line?.id ?? 0);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: '300.00', from_qube: rent.id, to_qube: 'cloud' });
    expect((await qubeNamed(alex, 'Rent')).balance).toBe(rent.balance);
    expect((await qubeNamed(alex, 'Groceries')).balance).not.toBe(groceries.balance);
    expect(toCents(await cloudOf(alex)) - toCents(cloud)).toBe(30_000n);
    expect(await ledgerViolations(api.database.db)).toEqual({ driftedBalances: 0, emptyMovements: 0, unbalanced: [] });
  });
});
