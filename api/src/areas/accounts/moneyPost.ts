import type { Database, Db } from '../../platform/db/client';
import { readAnswerVersion } from './accountVersion';
import { scopedKey, withIdempotency, type KeyedCall } from '../../platform/idempotency';

/** One keyed money call as a route states it, once it has permitted the account and parsed the body. */
export type MoneyPost = {
  accountId: number;
  /** Who sent the key: keys are scoped by user and call (scopedKey). */
  userId: number;
  call: KeyedCall;
  idempotencyKey: string;
  /** What the key stands for: the same key with another body is 422, the same body a replay. */
  body: unknown;
  at: Date;
  /** The status the first answer is stored with (a replay answers the stored one). */
  status: 200 | 201;
  /** Other accounts the move writes (a send's receiver), locked with the account in one order. */
  alsoLock?: number[];
  /** Accounts whose open tabs hear of the change (live updates) once the move committed; a replay moved nothing. */
  publish: number[];
};

/** The answer of a keyed money call: the stored status and body, and whether it was a replay. */
export type MoneyPostResult<T> = { statusCode: number; response: T; replayed: boolean; key: string };

/**
 * The money-POST pattern of the routes (issue 23 §3): the idempotency key claimed in the caller's scope, the move run
 * in the key's transaction with the accounts locked, the account update published to every open tab when the move is
 * new. The route keeps what is its own: permitting the account and parsing the body before, answering after.
 */
export const runMoneyPost = async <T>(
  database: Pick<Database, 'db' | 'events'>,
  post: MoneyPost,
  move: (tx: Db) => Promise<T>,
): Promise<MoneyPostResult<T>> => {
  const key = scopedKey(post.userId, post.call, post.idempotencyKey);
  const scope = { accountId: post.accountId, key, body: post.body, at: post.at, ...(post.alsoLock ? { alsoLock: post.alsoLock } : {}) };
  const result = await withIdempotency(database.db, scope, async (tx) => ({ statusCode: post.status, response: await move(tx) }));
  if (!result.replayed) for (const accountId of post.publish) database.events.publish(accountId);
  // The stored answer is this call's own type: only its successes are stored under its scoped key.
  return { statusCode: result.statusCode, response: result.response as T, replayed: result.replayed, key };
};

/**
 * The answer with the account version stamped in the key's transaction (migration 0011), so the first answer and its
 * replays are the same: what the browser compares to decide whether its data is fresh.
 */
export const withAnswerVersion = async <T extends object>(db: Db, accountId: number, result: MoneyPostResult<T>) => ({
  ...result.response,
  account_version: await readAnswerVersion(db, accountId, result.key),
});
