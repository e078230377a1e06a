import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ledgerEntries, peerTransfers, users } from '../../platform/db/schema';
import { setupTestApi } from '../../test/helpers';

const api = setupTestApi();

type Login = { token: string; accountId: number; email: string };
type Item = { id: number; transaction_type: string; amount: string; result: string; title: string; description: string; merchant: { merchant_name: string } | null; qube: { id: number | string } };

const search = (user: Login, term: string) => api.call('GET', `/api/users/search/?search=${encodeURIComponent(term)}`, { token: user.token });
const send = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/orders/send-to-person/', { token: user.token, body: { account_id: user.accountId, from_qube: 'cloud', idempotency_key: crypto.randomUUID(), ...body } });
const cloudOf = async (user: Login) => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;
const activityOf = async (user: Login) => (await api.call('GET', `/api/search/transactions/?account_id=${user.accountId}&limit=5`, { token: user.token })).json().results as Item[];
const notificationsOf = async (user: Login) =>
  (await api.call('GET', `/api/notifications/?account_id=${user.accountId}`, { token: user.token })).json().results as { type: string; title: string; message?: string; body?: string; amount: string; activity_id: number }[];
const setFlags = async (email: string, flags: Record<string, boolean>) => {
  const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
  await api.database.db.update(users).set({ featureFlags: { ...row?.featureFlags, ...flags } }).where(eq(users.email, email));
};

describe('person search (users/search/)', () => {
  it('API-18 MM-99 finds a person by their whole e-mail address, in any case: id, full_name, primary_account, accounts', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const found = await search(alex, lee.email.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ count: 1, results: [{ id: expect.any(Number), full_name: 'Lee Light', primary_account: lee.accountId, accounts: [lee.accountId] }] });
  });

  it('API-18 never lists users: a name, a prefix or a domain is refused with a fallback_message; an unknown address, oneself, another company and a shared phone number find nobody; an empty search finds nobody', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    for (const term of ['Lee', 'lite', lee.email.split('@')[0] ?? 'lite+', `${lee.email.split('@')[0]}@`, '@demo.qube', '555', '%', 'lite+%@demo.qube x']) {
      const res = await search(alex, term);
      expect(res.statusCode).toBe(400);
      expect(res.json().fallback_message).toBe('Search by a whole e-mail address or phone number.');
    }
    // A whole address that is only the start of a real one finds nobody either: nothing is matched by prefix.
    for (const term of ['nobody@demo.qube', lee.email.slice(0, -3), alex.email, 'casey@demo.qube', '(555) 010-0000', '+1 555 010 0000', '   ']) {
      const res = await search(alex, term);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 0, results: [] });
    }
  });

  it('API-18 finds a person by a phone number only they have, in any punctuation', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    await api.database.db.update(users).set({ phoneNumber: '(512) 555-0199' }).where(eq(users.email, lee.email));
    for (const term of ['5125550199', '+1 (512) 555-0199', '512.555.0199']) {
      expect((await search(alex, term)).json().results).toEqual([expect.objectContaining({ full_name: 'Lee Light', primary_account: lee.accountId })]);
    }
  });

  it('API-18 is not for users who may not send to a friend (403 with a fallback_message)', async () => {
    const limited = await api.freshLogin('limited@demo.qube');
    const denied = await search(limited, 'alex@demo.qube');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
    const alex = await api.freshLogin('alex@demo.qube');
    await setFlags(alex.email, { web_move_money_p2p: false });
    expect((await search(alex, 'lite@demo.qube')).statusCode).toBe(403);
  });

  it('API-18 is rate-limited per user: the 21st search in 10 minutes answers 429 with a fallback_message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    for (let i = 0; i < 20; i += 1) expect((await search(alex, `guess${i}@demo.qube`)).statusCode).toBe(200);
    const over = await search(alex, 'lite@demo.qube');
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toMatch(/^Too many searches\. Please try again in \d+ minutes?\.$/);
  });
});

describe('send to a friend (orders/send-to-person/)', () => {
  it('API-37 MM-98 moves money at once from the sender\'s pocket to the receiver\'s Cloud in one movement; both sides\' activity and notifications peer_to_peer_out / peer_to_peer_in', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const [alexCloud, leeCloud] = [await cloudOf(alex), await cloudOf(lee)];
    const res = await send(alex, { to_account: lee.accountId, amount: '10.00', title: 'Pizza' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: '10.00', from_qube: 'cloud', to_account: lee.accountId, recipient_name: 'Lee Light', status: 'executed', new_balance: '2490.00' });
    expect(await cloudOf(alex)).toBe('2490.00');
    expect(alexCloud).toBe('2500.00');
    expect(await cloudOf(lee)).toBe((Number(leeCloud) + 10).toFixed(2));

    const [sent] = await activityOf(alex);
    expect(sent).toMatchObject({ id: res.json().id, transaction_type: 'send_to_person', amount: '-10.00', result: 'success', title: 'Pizza', merchant: { merchant_name: 'Lee Light' }, qube: { id: 'cloud' } });
    const [received] = await activityOf(lee);
    expect(received).toMatchObject({ transaction_type: 'received_from_person', amount: '10.00', result: 'success', title: 'Pizza', merchant: { merchant_name: 'Alex Rivera' }, qube: { id: 'cloud' } });

    const [out] = await notificationsOf(alex);
    expect(out).toMatchObject({ type: 'peer_to_peer_out', title: 'Money sent', amount: '10.00', activity_id: sent?.id });
    const [into] = await notificationsOf(lee);
    expect(into).toMatchObject({ type: 'peer_to_peer_in', title: 'Money received', amount: '10.00', activity_id: received?.id });

    // One movement, two pocket entries on the two accounts, each balanced on its account by the other person.
    const [row] = await api.database.db.select().from(peerTransfers).where(eq(peerTransfers.id, res.json().peer_transfer_id));
    const entries = await api.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, row?.movementId ?? 0));
    expect(entries.map((e) => [e.accountId, e.qubeId, e.amount, e.counterparty]).sort()).toEqual([
      [alex.accountId, null, '-10.00', null], [alex.accountId, null, '10.00', `person:${lee.accountId}`],
      [lee.accountId, null, '10.00', null], [lee.accountId, null, '-10.00', `person:${alex.accountId}`],
    ].sort());
  });

  it('API-37 sends from a qube too; the qube must be one of the sender\'s (404 otherwise)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string; balance: string }[];
    const groceries = qubes.find((q) => q.name === 'Groceries');
    const res = await send(alex, { from_qube: groceries?.id, to_account: lee.accountId, amount: '20' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ from_qube: groceries?.id, new_balance: '300.00', amount: '20.00' });
    const leeQube = (await api.call('GET', `/api/qubes/?account_id=${lee.accountId}`, { token: lee.token })).json().results[0] as { id: number };
    const foreign = await send(alex, { from_qube: leeQube.id, to_account: lee.accountId, amount: '1.00' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Qube not found.');
  });

  it('MM-100 bad inputs answer 4xx with a fallback_message and move nothing', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ to_account: lee.accountId, amount: '0' }, 400, 'Amount must be greater than 0.'],
      [{ to_account: lee.accountId, amount: '-5.00' }, 400, 'Amount must be greater than 0.'],
      [{ to_account: lee.accountId, amount: '1.234' }, 400, 'Enter a valid amount.'],
      [{ to_account: lee.accountId, amount: '' }, 400, 'This Field is required!'],
      [{ amount: '5.00' }, 400, ''],
      [{ to_account: lee.accountId, amount: '5.00', extra: 1 }, 400, ''],
      [{ to_account: 2147483647, amount: '5.00' }, 404, 'Person not found.'],
      [{ to_account: alex.accountId, amount: '5.00' }, 400, 'You cannot send money to yourself.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(alex, body);
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().fallback_message).toBe('string');
      if (message) expect(res.json().fallback_message).toBe(message);
    }
    // Household accounts and other companies' people cannot be sent to: they are not found.
    const plus = await api.freshLogin('plus@demo.qube');
    expect((await send(alex, { to_account: plus.accountId, amount: '5.00' })).json().fallback_message).toBe('Person not found.');
    const casey = await api.freshLogin('casey@demo.qube', 2);
    expect((await send(alex, { to_account: casey.accountId, amount: '5.00' })).statusCode).toBe(404);
    expect(await cloudOf(alex)).toBe('2500.00');
  });

  it('API-37 insufficient funds: a source at 0 or below the amount answers 400 "Insufficient funds"', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string }[];
    const fun = qubes.find((q) => q.name === 'Fun Money');
    const empty = await send(alex, { from_qube: fun?.id, to_account: lee.accountId, amount: '1.00' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fallback_message: 'Insufficient funds', code: 'insufficient_funds' });
    const tooMuch = await send(alex, { to_account: lee.accountId, amount: '2500.01' });
    expect(tooMuch.json().fallback_message).toBe('Insufficient funds');
    expect((await send(alex, { to_account: lee.accountId, amount: '2500.00' })).statusCode).toBe(201);
  });

  it('API-37 API-33 a repeated idempotency key moves money once and replays the first answer; other details under it answer 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const body = { to_account: lee.accountId, amount: '7.50', idempotency_key: 'p2p-once' };
    const answers = await Promise.all([send(alex, body), send(alex, body), send(alex, body)]);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const again = await send(alex, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(created[0]?.body);
    expect(await cloudOf(alex)).toBe('2492.50');
    const rows = await api.database.db.select().from(peerTransfers).where(inArray(peerTransfers.fromAccountId, [alex.accountId]));
    expect(rows).toHaveLength(1);
    const other = await send(alex, { ...body, amount: '8.00' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fallback_message).toBe('This request was already made with different details.');
  });

  it('API-37 403 with a fallback_message without the web_move_money_p2p flag, for limited users and for accounts without banking features', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    await setFlags(alex.email, { web_move_money_p2p: false });
    const denied = await send(alex, { to_account: lee.accountId, amount: '1.00' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fallback_message).toBe('Moving money is not available for this account.');
    const limited = await api.freshLogin('limited@demo.qube');
    expect((await send(limited, { to_account: lee.accountId, amount: '1.00' })).statusCode).toBe(403);
    // Lee has no p2p flag: receiving needs none, sending does.
    expect((await send(lee, { to_account: alex.accountId, amount: '1.00' })).statusCode).toBe(403);
  });
});
