import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accounts, idempotencyKeys } from '../../platform/db/schema';

/**
 * The account's change version now (API-28; kept by the trigger of migration 0011). Read after a change commits, it is
 * at least that change's version; read before a view's queries, the view is at least as new as it.
 */
export const readAccountVersion = async (db: Db, accountId: number): Promise<number> => {
  const [row] = await db.select({ version: accounts.changeVersion }).from(accounts).where(eq(accounts.id, accountId));
  return row?.version ?? 0;
};

/**
 * The version an idempotent answer was stored with (migration 0011 stamps it in the key's transaction), so the first
 * answer and its replays are the same; the current version when the key has none.
 */
export const readAnswerVersion = async (db: Db, accountId: number, key: string): Promise<number> => {
  const [row] = await db
    .select({ version: sql<string | number | null>`(${idempotencyKeys.response}->>'account_version')` })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  const version = row?.version === null || row?.version === undefined ? Number.NaN : Number(row.version);
  return Number.isSafeInteger(version) ? version : readAccountVersion(db, accountId);
};

/**
 * Values read from data whose every write bumps the account's change version (activities, ledger, qubes, scheduled
 * orders, bank deposits: the triggers of migration 0011), kept per account and version: a hot read answers from it
 * while the version it reads with the session (a fresh read, every request) is the one stored.
 *
 * Never older than the version asked for: a value stored under version v was read after v committed (its request read
 * v first), so it is at least as new as v; a change commits its rows and its bump together, so a request that reads
 * v + 1 misses and reads afresh. Holds across API instances (the version comes from the database, not this process).
 * Only for values of versioned tables: anything that depends on other tables (budgets, notifications) or on the clock
 * must not be stored here, or must be computed after (as activity items compute is_cancellable from the time).
 * Bounded: the least recently used entries go first.
 */
export const versionedCache = <T>(maxEntries = 2000) => {
  const byDatabase = new WeakMap<Db, Map<string, { version: number; value: T }>>();
  const entriesOf = (db: Db) => {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new Map()));
    return entries;
  };
  return {
    get: (db: Db, accountId: number, version: number, key: string): T | undefined => {
      const entries = entriesOf(db);
      const id = `${accountId}:${key}`;
      const entry = entries.get(id);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry.value;
    },
    set: (db: Db, accountId: number, version: number, key: string, value: T) => {
      const entries = entriesOf(db);
      const id = `${accountId}:${key}`;
      entries.delete(id);
      entries.set(id, { version, value });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
  };
};
