import { and, eq, inArray, like } from 'drizzle-orm';
import { idempotencyKeys } from './db/schema';
import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyKeys } from './idempotencyRetention';
import { setupTestApi } from '../test/helpers';

const api = setupTestApi();
const DAY_MS = 86_400_000;

type Login = { token: string; accountId: number };

const cloudOf = async (user: Login) =>
  (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;

const moveToVacation = async (user: Login, key: string) => {
  const qubes = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string }[];
  const vacation = qubes.find((q) => q.name === 'Vacation');
  return api.call('POST', '/api/orders/', {
    token: user.token,
    body: { account_id: user.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '1.00', recurring: 'none', scheduled_date: 'today', idempotency_key: key, days_in_calendar: [] },
  });
};

const keysLike = (pattern: string) => api.database.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, pattern));

describe('idempotency key retention (ADR 0104)', () => {
  it(`API-33 a key replays its first answer for ${IDEMPOTENCY_RETENTION_DAYS} days; then the purge removes it, batch by batch, and the key is new again`, async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const sentAt = api.clock.now();
    const first = await moveToVacation(alex, 'kept-1');
    expect(first.statusCode).toBe(201);
    for (let n = 2; n <= 8; n += 1) expect((await moveToVacation(alex, `kept-${n}`)).statusCode).toBe(201);
    expect(await keysLike('%:kept-%')).toHaveLength(8);

    // A minute short of the retention: nothing of ours goes, and a retry still replays without moving money.
    const almost = new Date(sentAt.getTime() + IDEMPOTENCY_RETENTION_DAYS * DAY_MS - 60_000);
    await purgeIdempotencyKeys(api.database.db, almost, 3);
    expect(await keysLike('%:kept-%')).toHaveLength(8);
    const cloud = await cloudOf(alex);
    const replay = await moveToVacation(alex, 'kept-1');
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 201, body: first.json() });
    expect(await cloudOf(alex)).toBe(cloud);

    // Past it: all eight go, over three batches of three (one statement each), and the same key is a new request.
    const after = new Date(sentAt.getTime() + IDEMPOTENCY_RETENTION_DAYS * DAY_MS + 60_000);
    const { purged } = await purgeIdempotencyKeys(api.database.db, after, 3);
    expect(purged).toBeGreaterThanOrEqual(8);
    expect(await keysLike('%:kept-%')).toHaveLength(0);
    const again = await moveToVacation(alex, 'kept-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
  });

  it('API-33 the age is the last change: a claim a retry took over lately stays, however old the key', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const now = api.clock.now();
    const old = new Date(now.getTime() - (IDEMPOTENCY_RETENTION_DAYS + 5) * DAY_MS);
    const row = (key: string, updatedAt: Date, status: 'completed' | 'in_progress') => ({
      accountId: alex.accountId, key, requestHash: 'h', status, statusCode: status === 'completed' ? 201 : null,
      response: status === 'completed' ? {} : null, leaseToken: status === 'completed' ? null : 'lease', createdAt: old, updatedAt,
    });
    await api.database.db.insert(idempotencyKeys).values([
      row('age-old-done', old, 'completed'),
      row('age-old-claim', old, 'in_progress'),
      row('age-taken-over', new Date(now.getTime() - 60_000), 'in_progress'),
      row('age-answered-lately', new Date(now.getTime() - DAY_MS), 'completed'),
    ]);
    await purgeIdempotencyKeys(api.database.db, now);
    const left = await api.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, alex.accountId), inArray(idempotencyKeys.key, ['age-old-done', 'age-old-claim', 'age-taken-over', 'age-answered-lately'])));
    expect(left.map((r) => r.key).sort()).toEqual(['age-answered-lately', 'age-taken-over']);
  });

  it('API-33 the walk stops at the first batch with nothing old: it never reads the young part of the table', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const now = api.clock.now();
    // Clear what earlier tests left that is old by this clock, so the table's start is ours.
    await purgeIdempotencyKeys(api.database.db, now);
    const young = (key: string) => ({ accountId: alex.accountId, key, requestHash: 'h', statusCode: 201, response: {}, createdAt: now, updatedAt: now });
    const aged = (key: string) => ({ ...young(key), createdAt: new Date(now.getTime() - 40 * DAY_MS), updatedAt: new Date(now.getTime() - 40 * DAY_MS) });
    // Inserted in id order after everything already there: young keys first, then (as only a wrong clock makes) old ones.
    for (const value of [young('walk-young-1'), young('walk-young-2'), young('walk-young-3'), aged('walk-late-old')]) {
      await api.database.db.insert(idempotencyKeys).values(value);
    }
    // Batches of two: the first holds only young keys, so the walk ends there and the late old key stays.
    await purgeIdempotencyKeys(api.database.db, now, 2);
    expect((await keysLike('walk-%')).map((r) => r.key).sort()).toEqual(['walk-late-old', 'walk-young-1', 'walk-young-2', 'walk-young-3']);
  });
});
