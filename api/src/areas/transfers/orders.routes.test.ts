import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountMembers, accounts, idempotencyKeys, scheduledOrders, users } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { fromCents, toCents } from '@qube/contract/core/money';
import { requestHash, scopedKey } from '../../platform/idempotency';
import { runDueOrders } from './orders';
import { addDays } from '@qube/contract/core/repeat';
import { linkSandboxBank } from '../../platform/providers/bankLink/sandboxLink.testkit';
import { setupTestApi } from '../../test/helpers';
import { AUTHORIZED_USER_FLAGS } from '../registration';

const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };
type Qube = { id: number; name: string; balance: string };

const qubesOf = async (user: Login, company = '1'): Promise<Qube[]> =>
  (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token, company })).json().results;
const qubeNamed = async (user: Login, name: string) => {
  const qube = (await qubesOf(user)).find((q) => q.name === name);
  if (!qube) throw new Error(`no qube ${name}`);
  return qube;
};
const cloudOf = async (user: Login): Promise<string> =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance;
const key = () => crypto.randomUUID();
/** `balance` less `cents`, as the API writes money: the scheduler ticks of earlier tests may have run the demo source's
 * own orders (a tick days ahead passes the 1st at a month's end), so a copy's start is read, not assumed. */
const less = (balance: string, cents: number) => fromCents(toCents(balance) - BigInt(cents));
const order = (user: Login, body: Record<string, unknown>) =>
  api.call('POST', '/api/orders/', {
    token: user.token,
    body: { account_id: user.accountId, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', idempotency_key: key(), ...body },
  });
const todayIso = () => isoDate(api.clock.now());
/** Stops the seeded scheduled orders of an account, so scheduler runs in a test depend on nothing but the test. */
const stopSeededOrders = (user: Login) =>
  api.database.db.update(scheduledOrders).set({ isActive: false }).where(eq(scheduledOrders.accountId, user.accountId));

describe('internal transfers (orders)', () => {
  it('API-31 today + none moves money now: one activity per side with new_balance, balances updated (API-22)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const res = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '12.50', title: 'Trip fund' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: '12.50', scheduled_date: todayIso(), recurring: 'none', from_qube: 'cloud', to_qube: vacation.id, status: 'executed' });
    expect(await cloudOf(alex)).toBe('2487.50');
    expect((await qubeNamed(alex, 'Vacation')).balance).toBe('612.50');
    const search = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=2`, { token: alex.token })).json();
    const [into, out] = search.results;
    expect(out).toMatchObject({ transaction_type: 'qube_transfer', transaction_type_description: 'Internal Transfer', amount: '-12.50', new_balance: '2487.50', title: 'Trip fund', result: 'success', qube: { id: 'cloud', name: 'Cloud', type: 'system' }, other_qube: { id: vacation.id, name: 'Vacation' } });
    expect(into).toMatchObject({ amount: '12.50', new_balance: '612.50', qube: { id: vacation.id }, other_qube: { id: 'cloud' } });
    const overview = (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json();
    expect(overview.account_balance).toBe('5745.00');
  });

  it('API-51 an immediate transfer notifies: info "Transfer completed" on the destination, activity_id = its side, unread count +1', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const unread = async () => (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json().unread_notifications_count as number;
    const before = await unread();
    const res = await order(alex, { from_qube: 'cloud', to_qube: groceries.id, amount: '25' });
    expect(res.statusCode).toBe(201);
    expect(await unread()).toBe(before + 1);
    const [note] = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    expect(note).toMatchObject({ type: 'info', title: 'Transfer completed', message: '$25.00 moved from Cloud to Groceries.', amount: '25.00', qube_id: groceries.id, is_seen: false });
    const side = (await api.call('GET', `/api/search/transactions/${note.activity_id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(side).toMatchObject({ transaction_type: 'qube_transfer', amount: '25.00', qube: { id: groceries.id }, other_qube: { id: 'cloud' } });
    // A replay of the same key moves nothing and notifies nothing; a refused transfer neither.
    const key = crypto.randomUUID();
    await order(alex, { from_qube: groceries.id, to_qube: 'cloud', amount: '1.00', idempotency_key: key });
    await order(alex, { from_qube: groceries.id, to_qube: 'cloud', amount: '1.00', idempotency_key: key });
    expect(await unread()).toBe(before + 2);
    const refused = await order(alex, { from_qube: groceries.id, to_qube: 'cloud', amount: '99999.00' });
    expect(refused.statusCode).toBe(400);
    expect(await unread()).toBe(before + 2);
    // execute/ of a scheduled order notifies as well (the scheduler's 'Scheduled transfer completed').
    const [monthly] = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json().results;
    expect((await api.call('POST', `/api/orders/${monthly.id}/execute/?account_id=${alex.accountId}`, { token: alex.token, body: { idempotency_key: crypto.randomUUID() } })).statusCode).toBe(200);
    expect(await unread()).toBe(before + 3);
  });

  it('API-07 POST orders/ reads session and account in one query: same 401 before 400, same 404s, account_id as a string still works', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const other = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const noToken = await api.call('POST', '/api/orders/', { body: { account_id: alex.accountId } });
    expect(noToken.statusCode).toBe(401);
    const badToken = await api.call('POST', '/api/orders/', { token: 'f'.repeat(64), body: { account_id: 'x' } });
    expect(badToken.json().fallback_message).toBe('Invalid token.');
    const foreign = await order(other, { account_id: alex.accountId, from_qube: 'cloud', to_qube: groceries.id, amount: '1.00' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Account not found.');
    const notHousehold = await api.call('POST', '/api/households/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: groceries.id, amount: '1.00', recurring: 'none', scheduled_date: 'today', idempotency_key: key() },
    });
    expect(notHousehold.statusCode).toBe(404);
    const asString = await order(alex, { account_id: String(alex.accountId), from_qube: 'cloud', to_qube: groceries.id, amount: '1.00' });
    expect(asString.statusCode).toBe(201);
    const invalid = await order(alex, { amount: 'abc', from_qube: 'cloud', to_qube: groceries.id });
    expect(invalid.statusCode).toBe(400);
  });

  it('API-29 amount may be a number; between two qubes', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const groceries = await qubeNamed(alex, 'Groceries');
    const fun = await qubeNamed(alex, 'Fun Money');
    const res = await order(alex, { from_qube: groceries.id, to_qube: fun.id, amount: 20.5, type: 'fill_to' });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe('20.50');
    expect((await qubeNamed(alex, 'Fun Money')).balance).toBe('20.50');
    expect((await qubeNamed(alex, 'Groceries')).balance).toBe('299.50');
  });

  it('API-34 a transfer above the source balance is refused with "{source} balance is too low" and moves nothing', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const fun = await qubeNamed(alex, 'Fun Money');
    const vacation = await qubeNamed(alex, 'Vacation');
    const res = await order(alex, { from_qube: fun.id, to_qube: vacation.id, amount: '0.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fallback_message).toBe('Fun Money balance is too low');
    const cloud = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '2500.01' });
    expect(cloud.json()).toMatchObject({ fallback_message: 'Cloud balance is too low' });
    const all = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '2500.00' });
    expect(all.statusCode).toBe(201);
    expect(await cloudOf(alex)).toBe('0.00');
  });

  it('API-29 validation: same qubes, amount ≤ 0, past date, unknown qube, other users\' accounts', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const same = await order(alex, { from_qube: vacation.id, to_qube: vacation.id, amount: '1.00' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fallback_message).toBe('Choose two different qubes.');
    const zero = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '0.00' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.amount).toBe('Amount must be greater than 0.');
    const bad = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.234' });
    expect(bad.statusCode).toBe(400);
    const past = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00', scheduled_date: addDays(todayIso(), -1) });
    expect(past.json()).toMatchObject({ fallback_message: 'Date cannot be before today.' });
    const casey = await api.freshLogin('casey@demo.qube', 2);
    const caseyQube = (await qubesOf(casey, '2'))[0];
    const foreign = await order(alex, { from_qube: 'cloud', to_qube: caseyQube?.id, amount: '1.00' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().fallback_message).toBe('Qube not found.');
    const otherAccount = await order(alex, { account_id: casey.accountId, from_qube: 'cloud', to_qube: caseyQube?.id, amount: '1.00' });
    expect(otherAccount.statusCode).toBe(404);
    expect(otherAccount.json().fallback_message).toBe('Account not found.');
    const longKey = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00', idempotency_key: 'k'.repeat(101) });
    expect(longKey.statusCode).toBe(400);
    expect(await cloudOf(alex)).toBe('2500.00');
  });

  it('API-33 the same idempotency_key replays the first answer without a second movement; other details → 422', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const body = { from_qube: 'cloud', to_qube: vacation.id, amount: '10.00', idempotency_key: 'same-key-1' };
    const first = await order(alex, body);
    const second = await order(alex, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await cloudOf(alex)).toBe('2490.00');
    const changed = await order(alex, { ...body, amount: '11.00' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().fallback_message).toBe('This request was already made with different details.');
    expect(await cloudOf(alex)).toBe('2490.00');
  });

  it('API-28 API-33 an immediate transfer answers the account version its own change made, and its replay the same', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const before = (await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token })).json().account_version as number;
    const body = { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00', idempotency_key: key() };
    const first = await order(alex, body);
    expect(first.statusCode).toBe(201);
    const version = first.json().account_version as number;
    expect(version).toBe(before + 1);
    const [row] = await api.database.db.select({ version: accounts.changeVersion }).from(accounts).where(eq(accounts.id, alex.accountId));
    expect(row?.version).toBe(version);
    await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00' });
    const replay = await order(alex, body);
    expect(replay.json()).toEqual(first.json());
  });

  it('API-29 a session\'s first transfer costs two round trips to the database: the session with the account, then the keyed transfer with its answer version', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00' }); // the statements are prepared after this
    // A new sign-in of the same person: its first transfer reads its session (the next one does not: sessionGuard.routes.test.ts).
    const again = { ...alex, ...(await api.login(alex.email)) };
    const seen: string[] = [];
    api.database.statementLog.onStatement = (text) => seen.push(text);
    try {
      const res = await order(again, { from_qube: vacation.id, to_qube: 'cloud', amount: '1.00' });
      expect(res.statusCode).toBe(201);
    } finally {
      api.database.statementLog.onStatement = null;
    }
    // The session with the account; then the call and the read of its version in one message (one commit).
    expect(seen.filter((text) => !text.startsWith('PREPARE ')).length).toBe(2);
  });

  it('API-33 a key belongs to its sender and its call: two household members sending one key each move money; one call\'s key never answers another', async () => {
    const pat = await api.freshLogin('plus@demo.qube');
    const lee = await api.freshLogin('lite@demo.qube');
    const household = ((await api.call('GET', '/api/users/me/', { token: pat.token })).json().households as { id: number }[])[0]?.id ?? 0;
    const [leeUser] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, lee.email));
    await api.database.db.insert(accountMembers).values({ accountId: household, userId: leeUser?.id ?? 0, role: 'household' });
    const [target] = (await api.call('GET', `/api/households/qubes/?account_id=${household}`, { token: pat.token })).json().results as { id: number }[];
    const body = { account_id: household, from_qube: 'cloud', to_qube: target?.id, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: 'one-key' };
    const cloud = async () => (await api.call('GET', `/api/households/accounts/${household}/updates/`, { token: pat.token })).json().cloud_qube_total_balance as string;
    const before = await cloud();
    const first = await api.call('POST', '/api/households/orders/', { token: pat.token, body });
    const second = await api.call('POST', '/api/households/orders/', { token: lee.token, body });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    // Lee's other details under Pat's key are Lee's own request, not "already made with different details".
    expect((await api.call('POST', '/api/households/orders/', { token: lee.token, body: { ...body, amount: '2.00', idempotency_key: 'pat-key' } })).statusCode).toBe(201);
    expect((await api.call('POST', '/api/households/orders/', { token: pat.token, body: { ...body, amount: '3.00', idempotency_key: 'pat-key' } })).statusCode).toBe(201);
    expect(await cloud()).toBe(less(before, 700));
    // One person, one key, two calls: each call keeps its own.
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    expect((await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '4.00', idempotency_key: 'same-key' })).statusCode).toBe(201);
    const sent = await api.call('POST', '/api/orders/send-to-person/', { token: alex.token, body: { account_id: alex.accountId, from_qube: 'cloud', to_account: lee.accountId, amount: '5.00', idempotency_key: 'same-key' } });
    expect(sent.statusCode).toBe(201);
    expect(await cloudOf(alex)).toBe('2491.00');
  });

  it('API-33 a key still in progress answers 409 and moves nothing; a lease left by a dead request is taken over after 60 s', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const body = { from_qube: 'cloud', to_qube: vacation.id, amount: '10.00', idempotency_key: 'running-key' };
    const full = { account_id: alex.accountId, recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', ...body };
    // What the first step of a request leaves behind while its transfer is running (the key as stored: its sender's, for orders/).
    const [me] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, alex.email));
    await api.database.db.insert(idempotencyKeys).values({
      accountId: alex.accountId, key: scopedKey(me?.id ?? 0, 'order', 'running-key'), requestHash: requestHash(full), status: 'in_progress', leaseToken: 'other-request', createdAt: api.clock.now(), updatedAt: api.clock.now(),
    });
    const busy = await order(alex, body);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().fallback_message).toBe('This request is already being processed. Please wait a moment.');
    const other = await order(alex, { ...body, amount: '3.00' });
    expect(other.statusCode).toBe(422);
    expect(await cloudOf(alex)).toBe('2500.00');
    api.clock.advance(61_000);
    const retry = await order(alex, body);
    expect(retry.statusCode).toBe(201);
    expect((await order(alex, body)).json()).toEqual(retry.json());
    expect(await cloudOf(alex)).toBe('2490.00');
  });

  it('API-33 a request that fails keeps no key, so the same key can run once the balance allows it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const fun = await qubeNamed(alex, 'Fun Money');
    const body = { from_qube: fun.id, to_qube: 'cloud', amount: '5.00', idempotency_key: 'retry-after-400' };
    const low = await order(alex, body);
    expect(low.statusCode).toBe(400);
    expect(await order(alex, { from_qube: 'cloud', to_qube: fun.id, amount: '5.00' })).toMatchObject({ statusCode: 201 });
    const again = await order(alex, body);
    expect(again.statusCode).toBe(201);
    expect((await qubeNamed(alex, 'Fun Money')).balance).toBe('0.00');
  });

  it('API-33 simultaneous requests with one key: one moves money, the others replay it or answer 409', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const body = { from_qube: 'cloud', to_qube: vacation.id, amount: '7.00', idempotency_key: 'burst-key' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(alex, body)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of created) expect(a.json()).toEqual(created[0]?.json());
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.statusCode).toBe(409);
    expect(await cloudOf(alex)).toBe('2493.00');
  });

  it('API-22 concurrent transfers cannot overdraw the source', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const results = await Promise.all([1, 2, 3].map(() => order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1000.00' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 400]);
    expect(await cloudOf(alex)).toBe('500.00');
  });

  it('API-07 anonymous users, the flag off, and accounts without banking features are refused', async () => {
    const { db } = api.database;
    const denied = 'Moving money is not available for this account.';
    const anon = await api.freshLogin('alex@demo.qube');
    await db.update(users).set({ userType: 'anonymous_user' }).where(eq(users.email, anon.email));
    const r1 = await order(anon, { from_qube: 'cloud', to_qube: (await qubesOf(anon))[0]?.id, amount: '1.00' });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().fallback_message).toBe(denied);

    const noFlag = await api.freshLogin('alex@demo.qube');
    const [row] = await db.select().from(users).where(eq(users.email, noFlag.email));
    await db.update(users).set({ featureFlags: { ...row?.featureFlags, web_move_money_internal: false } }).where(eq(users.email, noFlag.email));
    const r2 = await order(noFlag, { from_qube: 'cloud', to_qube: (await qubesOf(noFlag))[0]?.id, amount: '1.00' });
    expect(r2.statusCode).toBe(403);
    expect(r2.json().fallback_message).toBe(denied);

    const noBanking = await api.freshLogin('alex@demo.qube');
    await db.update(accounts).set({ hasBankingFeatures: false }).where(eq(accounts.id, noBanking.accountId));
    const r3 = await order(noBanking, { from_qube: 'cloud', to_qube: (await qubesOf(noBanking))[0]?.id, amount: '1.00' });
    expect(r3.statusCode).toBe(403);
    // …but a household (aggregate) account without banking features may still move money internally.
    await db.update(accounts).set({ isAggregate: true }).where(eq(accounts.id, noBanking.accountId));
    const r4 = await api.call('POST', '/api/households/orders/', {
      token: noBanking.token,
      body: { account_id: noBanking.accountId, from_qube: 'cloud', to_qube: (await qubesOf(noBanking))[0]?.id, amount: '1.00', recurring: 'none', scheduled_date: 'today', idempotency_key: key(), days_in_calendar: [] },
    });
    expect(r4.statusCode).toBe(201);
  });

  it('API-31 a future date creates a scheduled item (no movement), listed by search/scheduled/ and run by the scheduler on its date', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    await stopSeededOrders(alex);
    const date = addDays(todayIso(), 3);
    const res = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '25.00', scheduled_date: date, title: 'Later' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduled_date: date, recurring: 'none' });
    expect(await cloudOf(alex)).toBe('2500.00');
    const list = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const item = list.results.find((i: { id: number }) => i.id === res.json().id);
    expect(item).toMatchObject({ scheduled_date: date, recurring: 'none', frequency_name: 'Once', amount: '25.00', title: 'Later', qube: { id: 'cloud' }, other_qube: { id: vacation.id }, scheduled_transaction_is_active: true });

    await runDueOrders(api.database, api.clock.now());
    expect(await cloudOf(alex)).toBe('2500.00');
    api.clock.advance(3 * 86_400_000);
    await runDueOrders(api.database, api.clock.now());
    Object.assign(alex, await api.login(alex.email)); // the clock moved past the session's idle lifetime
    expect(await cloudOf(alex)).toBe('2475.00');
    const one = await api.call('GET', `/api/search/scheduled/${res.json().id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(one.statusCode).toBe(404);
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(notes.results[0]).toMatchObject({ type: 'info', title: 'Scheduled transfer completed', amount: '25.00', is_seen: false, qube_id: vacation.id });
    // API-50/API-51: the notification names the activity it is about (the side on its qube) for Transaction Details.
    const [into] = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&filter_qube=${vacation.id}&limit=1`, { token: alex.token })).json().results;
    expect(into).toMatchObject({ amount: '25.00', scheduled_transaction_id: res.json().id });
    expect(notes.results[0].activity_id).toBe(into.id);
  });

  it('API-32 today with a recurrence runs the first occurrence now and schedules the next one', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const before = await cloudOf(alex);
    const res = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '5.00', recurring: 'weekly' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'executed', recurring: 'weekly' });
    expect(await cloudOf(alex)).toBe(less(before, 500));
    const item = (await api.call('GET', `/api/search/scheduled/${res.json().id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(item).toMatchObject({ scheduled_date: addDays(todayIso(), 7), recurring: 'weekly', frequency_name: 'Weekly', allow_delete_future: true });
    // Found by its order: a copy also carries its source's runs, which a tick days ahead may have stamped later.
    const acts = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&limit=10`, { token: alex.token })).json();
    const run = acts.results.find((a: { scheduled_transaction_id: number | null }) => a.scheduled_transaction_id === res.json().id);
    expect(run).toMatchObject({ scheduled_transaction_id: res.json().id, scheduled_transaction_is_active: true, recurring: 'weekly', frequency_name: 'Weekly' });
  });

  it('API-32 a due occurrence that cannot run records a failed activity and an insufficient_funds notification, and moves on', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const fun = await qubeNamed(alex, 'Fun Money');
    const vacation = await qubeNamed(alex, 'Vacation');
    await stopSeededOrders(alex);
    const date = addDays(todayIso(), 1);
    const res = await order(alex, { from_qube: fun.id, to_qube: vacation.id, amount: '5.00', scheduled_date: date, recurring: 'monthly' });
    expect(res.json().status).toBe('scheduled');
    api.clock.advance(86_400_000);
    const ran = await runDueOrders(api.database, api.clock.now());
    expect(ran.failed).toBeGreaterThanOrEqual(1);
    Object.assign(alex, await api.login(alex.email));
    const acts = (await api.call('GET', `/api/search/transactions/?account_id=${alex.accountId}&filter_qube=${fun.id}&limit=1`, { token: alex.token })).json();
    expect(acts.results[0]).toMatchObject({ result: 'failed', amount: '-5.00', new_balance: '0.00', scheduled_transaction_id: res.json().id });
    expect((await qubeNamed(alex, 'Fun Money')).balance).toBe('0.00');
    const notes = (await api.call('GET', `/api/notifications/?account_id=${alex.accountId}`, { token: alex.token })).json();
    // The newest of this test's own: a copy carries its source's notifications, stamped when the source's orders ran.
    const note = notes.results.find((n: { activity_id: number | null }) => n.activity_id === acts.results[0].id);
    expect(note).toMatchObject({ type: 'insufficient_funds', amount: '5.00', activity_id: acts.results[0].id });
    const [row] = await api.database.db.select().from(scheduledOrders).where(eq(scheduledOrders.id, res.json().id));
    expect(row?.isActive).toBe(true);
    expect((row?.nextDate ?? '') > date).toBe(true);
  });

  it('API-35 execute runs one occurrence now (400 when the balance is too low); DELETE cancels the series (204, then 404)', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const list = (await api.call('GET', `/api/search/scheduled/?account_id=${alex.accountId}`, { token: alex.token })).json();
    const monthly = list.results.find((i: { recurring: string }) => i.recurring === 'monthly');
    expect(monthly).toMatchObject({ amount: '100.00', frequency_name: 'Monthly', qube: { id: 'cloud' }, other_qube: { name: 'Vacation' } });
    expect(monthly.scheduled_date.slice(8)).toBe('01');
    const before = await cloudOf(alex);
    const run = await api.call('POST', `/api/orders/${monthly.id}/execute/?account_id=${alex.accountId}`, { token: alex.token, body: { idempotency_key: key() } });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({ id: monthly.id, status: 'executed' });
    expect(await cloudOf(alex)).toBe(less(before, 10_000));
    const after = (await api.call('GET', `/api/search/scheduled/${monthly.id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(after.scheduled_date > monthly.scheduled_date).toBe(true);

    const fun = await qubeNamed(alex, 'Fun Money');
    const created = await order(alex, { from_qube: fun.id, to_qube: 'cloud', amount: '1.00', scheduled_date: addDays(todayIso(), 2) });
    const fail = await api.call('POST', `/api/orders/${created.json().id}/execute/?account_id=${alex.accountId}`, { token: alex.token, body: { idempotency_key: key() } });
    expect(fail.statusCode).toBe(400);
    expect(fail.json().fallback_message).toBe('Fun Money balance is too low');

    const del = await api.call('DELETE', `/api/search/scheduled/${monthly.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(del.statusCode).toBe(204);
    const again = await api.call('DELETE', `/api/search/scheduled/${monthly.id}/?account_id=${alex.accountId}`, { token: alex.token });
    expect(again.statusCode).toBe(404);
    const other = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('POST', `/api/orders/${created.json().id}/execute/?account_id=${other.accountId}`, { token: other.token, body: { idempotency_key: key() } });
    expect(foreign.statusCode).toBe(404);
  });

  it('API-29 PATCH orders/{id}/ edits an active scheduled order; 404 when not the user\'s or cancelled', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const emergency = await qubeNamed(alex, 'Emergency Fund');
    const date = addDays(todayIso(), 5);
    const created = (await order(alex, { from_qube: 'cloud', to_qube: emergency.id, amount: '30.00', scheduled_date: date })).json();
    const res = await api.call('PATCH', `/api/orders/${created.id}/`, {
      token: alex.token,
      body: { account_id: alex.accountId, amount: '45.00', recurring: 'custom', frequency: 'monthly', days_in_calendar: [{ day: -1 }], title: 'Month end' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, amount: '45.00', recurring: 'custom', status: 'scheduled' });
    const item = (await api.call('GET', `/api/search/scheduled/${created.id}/?account_id=${alex.accountId}`, { token: alex.token })).json();
    expect(item).toMatchObject({ title: 'Month end', amount: '45.00', days_in_calendar: [{ day: -1 }] });
    const d = new Date(Number(item.scheduled_date.slice(0, 4)), Number(item.scheduled_date.slice(5, 7)), 0);
    expect(Number(item.scheduled_date.slice(8))).toBe(d.getDate());
    const bob = await api.freshLogin('alex@demo.qube');
    const foreign = await api.call('PATCH', `/api/orders/${created.id}/`, { token: bob.token, body: { account_id: bob.accountId, amount: '1.00' } });
    expect(foreign.statusCode).toBe(404);
    await api.call('DELETE', `/api/search/scheduled/${created.id}/?account_id=${alex.accountId}`, { token: alex.token });
    const gone = await api.call('PATCH', `/api/orders/${created.id}/`, { token: alex.token, body: { account_id: alex.accountId, amount: '1.00' } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST orders/{id}/execute/ (issue 22 §4, §5)', () => {
  const execute = (user: Login, id: number, idempotencyKey: string, accountId = user.accountId) =>
    api.call('POST', `/api/orders/${id}/execute/?account_id=${accountId}`, { token: user.token, body: { idempotency_key: idempotencyKey } });

  it('API-33 a retried execute with the same key runs the occurrence once and replays the answer; the key on another order is 422; no key is 400', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const vacation = await qubeNamed(alex, 'Vacation');
    const created = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '10.00', recurring: 'monthly', scheduled_date: addDays(todayIso(), 3) });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const before = await cloudOf(alex);
    const runKey = key();
    const first = await execute(alex, id, runKey);
    expect(first.statusCode).toBe(200);
    // The answer was lost: the browser retries with the same key.
    const retry = await execute(alex, id, runKey);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await cloudOf(alex)).toBe(less(before, 1_000));
    const other = await order(alex, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00', recurring: 'monthly', scheduled_date: addDays(todayIso(), 3) });
    const mismatch = await execute(alex, other.json().id as number, runKey);
    expect(mismatch.statusCode).toBe(422);
    expect(await cloudOf(alex)).toBe(less(before, 1_000));
    // A new press of Run now is a new action: it runs the next occurrence.
    expect((await execute(alex, id, key())).statusCode).toBe(200);
    expect(await cloudOf(alex)).toBe(less(before, 2_000));
    const missing = await api.call('POST', `/api/orders/${id}/execute/?account_id=${alex.accountId}`, { token: alex.token });
    expect(missing.statusCode).toBe(400);
  });

  it('API-07 ON-72 an authorized user (internal transfers only) cannot run, edit or cancel the owner\'s scheduled bank deposit; the owner can', async () => {
    const owner = await api.freshLogin('alex@demo.qube');
    const [bank] = await linkSandboxBank(api, owner);
    if (!bank) throw new Error('no bank linked');
    const deposit = await api.call('POST', '/api/deposits/ach-deposits/', {
      token: owner.token,
      body: { account_id: owner.accountId, plaid_account: bank.id, amount: '50.00', recurring: 'monthly', scheduled_date: addDays(todayIso(), 5), idempotency_key: key() },
    });
    expect(deposit.statusCode).toBe(201);
    const scheduledId = deposit.json().scheduled_id as number;
    // Another person made an authorized user of the owner's account, with an authorized user's flags.
    const helper = await api.freshLogin('alex@demo.qube');
    const [person] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, helper.email));
    if (!person) throw new Error('no user');
    await api.database.db.update(users).set({ featureFlags: AUTHORIZED_USER_FLAGS }).where(eq(users.id, person.id));
    await api.database.db.insert(accountMembers).values({ accountId: owner.accountId, userId: person.id, role: 'authorized_user' });
    const asHelper: Login = { ...helper, accountId: owner.accountId };
    // An occurrence that ran moves the order's next date on.
    const nextDate = async () => (await api.database.db.select({ next: scheduledOrders.nextDate }).from(scheduledOrders).where(eq(scheduledOrders.id, scheduledId)))[0]?.next;
    const due = await nextDate();

    const run = await execute(asHelper, scheduledId, key());
    expect(run.statusCode).toBe(403);
    expect(run.json().fallback_message).toBe('Moving money is not available for this account.');
    const edit = await api.call('PATCH', `/api/deposits/ach-deposits/${scheduledId}/`, { token: helper.token, body: { account_id: owner.accountId, amount: '5000.00' } });
    expect(edit.statusCode).toBe(403);
    const editAsOrder = await api.call('PATCH', `/api/orders/${scheduledId}/`, { token: helper.token, body: { account_id: owner.accountId, amount: '5000.00' } });
    expect(editAsOrder.statusCode).toBe(404);
    const cancel = await api.call('DELETE', `/api/search/scheduled/${scheduledId}/?account_id=${owner.accountId}`, { token: helper.token });
    expect(cancel.statusCode).toBe(403);
    expect(await nextDate()).toBe(due);
    // Between qubes they may: their own internal transfer runs.
    const vacation = await qubeNamed(owner, 'Vacation');
    const internal = await order(asHelper, { from_qube: 'cloud', to_qube: vacation.id, amount: '1.00', recurring: 'monthly', scheduled_date: addDays(todayIso(), 3) });
    expect(internal.statusCode).toBe(201);
    expect((await execute(asHelper, internal.json().id as number, key())).statusCode).toBe(200);
    // The owner runs their deposit.
    expect((await execute(owner, scheduledId, key())).statusCode).toBe(200);
    expect(await nextDate()).not.toBe(due);
  });
});
