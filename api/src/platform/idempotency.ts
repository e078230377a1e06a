import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { accounts, idempotencyKeys } from './db/schema';
import { isDatabaseUnavailable } from './db/unavailable';
import { ConflictError, UnprocessableError } from './errors';
import { inTransaction } from './db/transactions';

export const IDEMPOTENCY_MISMATCH = 'This request was already made with different details.';
export const IDEMPOTENCY_IN_PROGRESS = 'This request is already being processed. Please wait a moment.';
/**
 * An in-progress key whose owner has not finished after this long is taken over by a retry: its process most likely
 * died between the two steps. Taking over is safe because the owner can only complete while it still holds the lease.
 */
export const LEASE_MS = 60_000;

export type StoredResult = { statusCode: number; response: unknown };

/** The money calls whose keys are kept: a key belongs to one of them. */
export type KeyedCall = 'order' | 'order-execute' | 'send-to-person' | 'ach-deposit' | 'card-deposit' | 'direct-deposit' | 'bank-transfer' | 'preauth' | 'undo' | 'undo-reqube';

/**
 * The key as stored: the client's key in the scope of who sent it and to which call (issue 22 §5). Keys are unique per
 * account, and a household has several members: unscoped, one member's key would replay another's answer (their
 * movement, their amounts) or refuse their request as "other details"; and one call's key would answer another's.
 */
export const scopedKey = (userId: number, call: KeyedCall, key: string) => `${userId}:${call}:${key}`;

/** Stable JSON (sorted keys) of a request body, hashed for idempotency. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
};
export const requestHash = (body: unknown) => crypto.createHash('sha256').update(canonical(body)).digest('hex');

type Claim = { kind: 'claimed'; id: number; lease: string } | { kind: 'replay'; result: StoredResult };

/**
 * Step one, committed on its own: records the key as in progress under a fresh lease, or decides the answer from the
 * row already there (other details → 422, completed → replay, still running → 409).
 */
const claim = async (db: Db, accountId: number, key: string, hash: string, at: Date): Promise<Claim> => {
  const lease = crypto.randomUUID();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ accountId, key, requestHash: hash, status: 'in_progress', leaseToken: lease, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [idempotencyKeys.accountId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (inserted[0]) return { kind: 'claimed', id: inserted[0].id, lease };
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  // Deleted between our insert and select (its owner failed): the client may simply retry.
  if (!row) throw new ConflictError(IDEMPOTENCY_IN_PROGRESS, 'idempotency_in_progress');
  if (row.requestHash !== hash) throw new UnprocessableError(IDEMPOTENCY_MISMATCH, 'idempotency_mismatch');
  if (row.status === 'completed' && row.statusCode !== null) return { kind: 'replay', result: { statusCode: row.statusCode, response: row.response } };
  if (at.getTime() - row.updatedAt.getTime() >= LEASE_MS) {
    // Compare-and-swap on the old lease: of several retries at most one takes the key over.
    const taken = await db
      .update(idempotencyKeys)
      .set({ leaseToken: lease, updatedAt: at })
      .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.status, 'in_progress'), sql`${idempotencyKeys.leaseToken} is not distinct from ${row.leaseToken}`))
      .returning({ id: idempotencyKeys.id });
    if (taken[0]) return { kind: 'claimed', id: row.id, lease };
  }
  throw new ConflictError(IDEMPOTENCY_IN_PROGRESS, 'idempotency_in_progress');
};

/**
 * Runs a money-moving call at most once per (account, key), as the IETF Idempotency-Key draft describes: the same key
 * and body replay the first answer (same status and body) and move nothing; the same key with other details → 422;
 * while the first request still runs → 409. `run` does the work inside the transaction that also completes the key,
 * already holding the account's row lock (as lockAccount takes it) and those of `scope.alsoLock` (other accounts the
 * work writes, e.g. a send's receiver), so the movement and the stored answer commit together. A failure (any error,
 * 4xx included) deletes the key: nothing moved, and a retry may run.
 *
 * Every account is locked here, in ascending id order, before any other work: a transaction that took one account and
 * then asked for another (a send locking its sender, then its receiver) could deadlock with one going the other way,
 * and PostgreSQL may then end any transaction queued on those rows, not only the two sends (see peerToPeer.ts).
 */
export const withIdempotency = async (
  db: Db,
  scope: { accountId: number; key: string; body: unknown; at: Date; alsoLock?: number[] },
  run: (tx: Db) => Promise<StoredResult>,
): Promise<StoredResult & { replayed: boolean }> => {
  const claimed = await claim(db, scope.accountId, scope.key, requestHash(scope.body), scope.at);
  if (claimed.kind === 'replay') return { ...claimed.result, replayed: true };
  const lockIds = [...new Set([scope.accountId, ...(scope.alsoLock ?? [])])];
  try {
    const result = await inTransaction(db, async (tx) => {
      // The key's row lock makes a takeover wait for us; the lease check makes us give up if it already happened.
      // The account rows are locked by the same statement (one statement less on the hot path): see lockAccount.
      // PostgreSQL locks the rows of a FOR UPDATE query after sorting them, so ORDER BY fixes the order: ascending id.
      const mine = await tx
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .innerJoin(accounts, inArray(accounts.id, lockIds))
        .where(and(eq(idempotencyKeys.id, claimed.id), eq(idempotencyKeys.leaseToken, claimed.lease), eq(idempotencyKeys.status, 'in_progress')))
        .orderBy(asc(accounts.id))
        .for('update', { of: [idempotencyKeys, accounts] });
      if (mine.length === 0) throw new ConflictError(IDEMPOTENCY_IN_PROGRESS, 'idempotency_in_progress');
      const done = await run(tx);
      await tx
        .update(idempotencyKeys)
        .set({ status: 'completed', statusCode: done.statusCode, response: done.response, leaseToken: null, updatedAt: scope.at })
        .where(eq(idempotencyKeys.id, claimed.id));
      return done;
    });
    return { statusCode: result.statusCode, response: result.response, replayed: false };
  } catch (error) {
    const release = () => db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, claimed.id), eq(idempotencyKeys.leaseToken, claimed.lease), eq(idempotencyKeys.status, 'in_progress')));
    await release().catch((releaseError: unknown) => {
      // The database went away (a failover): the key would answer 409 to every retry until its lease ends (a minute),
      // so it is released again once the new primary answers. Safe: the condition matches only our own claim still in
      // progress; had the lost COMMIT committed, the key is completed and stays.
      if (isDatabaseUnavailable(releaseError)) releaseLater(release);
    });
    throw error;
  }
};

/** Retries `release` every second for at most the lease (after which a retry takes the key over anyway). */
const releaseLater = (release: () => Promise<unknown>, attempt = 1) => {
  if (attempt * 1000 >= LEASE_MS) return;
  const timer = setTimeout(() => {
    release().catch(() => releaseLater(release, attempt + 1));
  }, 1000);
  timer.unref();
};
