import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accountMembers, accounts, sessions, users } from '../../platform/db/schema';
import { hashToken, LAST_SEEN_WRITE_INTERVAL_MS } from '../../platform/http/auth';
import { setupTestApi } from '../../test/helpers';
import { toCents } from '@qube/contract/core/money';

// The session check held between two transfers of one session and account (docs/adr/0102-session-checked-with-the-transfer.md):
// the second transfer reads no session, its guard proves in the transfer's own transaction that nothing the first
// check read has changed, and every change answers exactly as a fresh check would, with nothing moved.
const api = setupTestApi();
afterEach(() => api.clock.reset());

type Login = { token: string; accountId: number; email: string };

const order = (user: Login, body: Record<string, unknown> = {}) =>
  api.call('POST', '/api/orders/', {
    token: user.token,
    body: { account_id: user.accountId, from_qube: 'cloud', to_qube: 'cloud', recurring: 'none', type: 'transfer', days_in_calendar: [], scheduled_date: 'today', amount: '1.00', idempotency_key: crypto.randomUUID(), ...body },
  });

/** A fresh demo user, the id of its Vacation qube, and one transfer made, so its session check is held. */
const heldSession = async () => {
  const user = await api.freshLogin('alex@demo.qube');
  const qubes = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string }[];
  const vacation = qubes.find((q) => q.name === 'Vacation')?.id ?? 0;
  expect((await order(user, { to_qube: vacation })).statusCode).toBe(201);
  return { user, vacation };
};

const cloudOf = async (user: Login) =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;

/** The statements a request sends to the database. */
const statementsOf = async <T>(run: () => Promise<T>): Promise<{ result: T; seen: string[] }> => {
  const seen: string[] = [];
  // PGlite logs a statement's one-time PREPARE too: only what the request sends each time counts.
  api.database.statementLog.onStatement = (text) => {
    if (!text.startsWith('PREPARE ')) seen.push(text);
  };
  try {
    return { result: await run(), seen };
  } finally {
    api.database.statementLog.onStatement = null;
  }
};

const userIdOf = async (user: Login) => (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email)))[0]?.id ?? 0;

describe('a transfer behind a held session check (ADR 0102)', () => {
  it('API-29 the next transfer of a session is one message: the session guard, the call and its version', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    const { result, seen } = await statementsOf(() => order(user, { to_qube: vacation, amount: '2.00' }));
    expect(result.statusCode).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/qube_auth_unchanged[\s\S]*qube_transfer/);
    expect(await cloudOf(user)).not.toBe(before);
  });

  it('API-29 a session signed out since answers 401 and moves nothing', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    // Another tab's sign-in keeps a session to read the balance with afterwards.
    const other = await api.login(user.email);
    expect((await api.call('POST', '/api/users/logout/', { token: user.token })).statusCode).toBeLessThan(300);
    const res = await order(user, { to_qube: vacation, amount: '3.00' });
    expect(res.statusCode).toBe(401);
    expect(res.json().fallback_message).toBe('Invalid token.');
    expect(await cloudOf({ ...user, token: other.token })).toBe(before);
  });

  it('API-29 a membership removed since answers 404 and moves nothing', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    await api.database.db.delete(accountMembers).where(and(eq(accountMembers.accountId, user.accountId), eq(accountMembers.userId, await userIdOf(user))));
    const res = await order(user, { to_qube: vacation, amount: '3.00' });
    expect(res.statusCode).toBe(404);
    expect(res.json().fallback_message).toBe('Account not found.');
    const [row] = await api.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, user.accountId));
    expect(row).toBeDefined();
    await api.database.db.insert(accountMembers).values({ accountId: user.accountId, userId: await userIdOf(user), role: 'primary' });
    expect(await cloudOf(user)).toBe(before);
  });

  it('API-07 the move-money flag turned off since answers 403 and moves nothing', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    const [row] = await api.database.db.select({ flags: users.featureFlags }).from(users).where(eq(users.email, user.email));
    await api.database.db.update(users).set({ featureFlags: { ...row?.flags, web_move_money_internal: false } }).where(eq(users.email, user.email));
    const res = await order(user, { to_qube: vacation, amount: '3.00' });
    expect(res.statusCode).toBe(403);
    expect(res.json().fallback_message).toBe('Moving money is not available for this account.');
    expect(await cloudOf(user)).toBe(before);
  });

  it('API-07 the account losing its banking features since answers 403 and moves nothing', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    await api.database.db.update(accounts).set({ hasBankingFeatures: false }).where(eq(accounts.id, user.accountId));
    const res = await order(user, { to_qube: vacation, amount: '3.00' });
    expect(res.statusCode).toBe(403);
    expect(await cloudOf(user)).toBe(before);
  });

  it('API-29 a session another instance touched since is read again and the transfer runs once', async () => {
    const { user, vacation } = await heldSession();
    const before = await cloudOf(user);
    // Another instance's request moved last_seen_at: the held digest no longer matches, so the guard refuses and the
    // route reads the session and runs the transfer itself.
    await api.database.db.update(sessions).set({ lastSeenAt: new Date(api.clock.now().getTime() + 1000) }).where(eq(sessions.tokenHash, hashToken(user.token)));
    const { result, seen } = await statementsOf(() => order(user, { to_qube: vacation, amount: '3.00' }));
    expect(result.statusCode).toBe(201);
    expect(seen.filter((text) => /qube_transfer(_keyed)?\(/.test(text))).toHaveLength(2); // the refused guarded one, then the one that ran
    expect(toCents(before) - toCents(await cloudOf(user))).toBe(300n);
  });

  it('API-29 a held check ends with the last_seen_at write it would skip: after 10 s the session is read and moved', async () => {
    const { user, vacation } = await heldSession();
    api.clock.advance(LAST_SEEN_WRITE_INTERVAL_MS);
    const sent = api.clock.now().getTime();
    const { result, seen } = await statementsOf(() => order(user, { to_qube: vacation }));
    expect(result.statusCode).toBe(201);
    expect(seen.length).toBeGreaterThanOrEqual(3); // the session, its last_seen_at, the transfer
    const [session] = await api.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(session?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(sent);
  });

  it('API-29 answers in the order a fresh check gives: a bad body from a signed-out session is 401, not 400', async () => {
    const { user } = await heldSession();
    const other = await api.login(user.email);
    await api.call('POST', '/api/users/logout/', { token: user.token });
    const res = await order(user, { amount: 'lots' });
    expect(res.statusCode).toBe(401);
    expect((await order({ ...user, token: other.token }, { amount: 'lots' })).statusCode).toBe(400);
  });

  it('API-31 API-33 the other paths read the session first: a scheduled order and a replayed key answer as before', async () => {
    const { user, vacation } = await heldSession();
    const tomorrow = new Date(api.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await order(user, { to_qube: vacation, scheduled_date: tomorrow });
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json().status).toBe('scheduled');
    const idempotencyKey = crypto.randomUUID();
    const first = await order(user, { to_qube: vacation, idempotency_key: idempotencyKey });
    const before = await cloudOf(user);
    const again = await order(user, { to_qube: vacation, idempotency_key: idempotencyKey });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(await cloudOf(user)).toBe(before);
  });

  it('API-29 a token is held for its own account only: another account id is checked as usual (404)', async () => {
    const { user, vacation } = await heldSession();
    const stranger = await api.freshLogin('alex@demo.qube');
    const res = await order(user, { account_id: stranger.accountId, to_qube: vacation });
    expect(res.statusCode).toBe(404);
  });
});
