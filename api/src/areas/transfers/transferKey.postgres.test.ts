import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../../platform/db/schema';
import { requestHash, scopedKey } from '../../platform/idempotency';
import { setupTestApi } from '../../test/helpers';

/** Connections of this test's database waiting on a lock (its statement text may show the one before: not used). */
const WAITING = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// qube_transfer writes its key once, at the end (migration 0038), after looking it up under the account lock. Another
// call's claim of the same key, not committed yet, holds a key-share lock on the account (the key's foreign key), so
// the transfer waits for it and then sees it: the look-up answers, nothing moves. (Were that order ever lost, the final
// insert's conflict raises QB409 and rolls the movement back.) Only a second connection can hold a claim open, so this
// runs on PostgreSQL only.
describeOnPostgres('the transfer key written once (migration 0038) on PostgreSQL', () => {
  const api = setupTestApi();

  it('API-33 a key claimed by another call while the transfer starts: the transfer waits for the claim, moves nothing and answers 409', async () => {
    const user = await api.freshLogin('alex@demo.qube');
    const qubes = (await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string }[];
    const vacation = qubes.find((q) => q.name === 'Vacation')?.id ?? 0;
    const cloud = async () => (await api.call('GET', `/api/accounts/${user.accountId}/updates/`, { token: user.token })).json().cloud_qube_total_balance as string;
    const before = await cloud();
    const [row] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const idempotencyKey = crypto.randomUUID();
    const body = { account_id: user.accountId, from_qube: 'cloud', to_qube: vacation, amount: '7.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: idempotencyKey };
    const other = new pg.Client(api.databaseUrl);
    await other.connect();
    try {
      // Another call's claim, not committed yet.
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO idempotency_keys (account_id, key, request_hash, status, lease_token, created_at, updated_at) VALUES ($1, $2, $3, 'in_progress', 'lease', now(), now())`,
        [user.accountId, scopedKey(row?.id ?? 0, 'order', idempotencyKey), requestHash(body)],
      );
      const answer = api.call('POST', '/api/orders/', { token: user.token, body });
      // The transfer now waits on the claim.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await other.query(WAITING);
        if (rows[0]?.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { rows: waiting } = await other.query(WAITING);
      expect(waiting[0]?.n).toBe(1);
      await other.query('COMMIT');
      const res = await answer;
      // The same request still in progress elsewhere: 409, as withIdempotency answers a live claim.
      expect(res.statusCode).toBe(409);
      expect(await cloud()).toBe(before);
    } finally {
      await other.end();
    }
  });
});
