import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { accounts } from './schema';

/** Runs fn in one database transaction (drizzle's transaction handle typed as Db). */
export const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (raw) => fn(raw as unknown as Db));

/**
 * Serialises money movements of one account: SELECT … FOR UPDATE on its accounts row, held until the transaction ends,
 * so two concurrent transfers cannot both read the old balance and overdraw.
 */
export const lockAccount = async (tx: Db, accountId: number) => {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
};

/**
 * Locks several accounts in one transaction in ascending id order (as withIdempotency does, so two requests never
 * deadlock): what POST accounts/qube-plus/ and the bank-transition step calls need.
 */
export const lockAccounts = async (tx: Db, ids: number[]) => {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await lockAccount(tx, id);
};
