import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, idempotencyKeys } from '../db/schema';

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
