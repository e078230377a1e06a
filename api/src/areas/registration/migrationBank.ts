import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { linkedBankAccounts, qubePlusMigrations } from '../../platform/db/schema';
import type { MigrationRow } from './migration';

/*
 * The Qube+ account's bank (the migration's bank_account_id) and the linked bank rows it names, so
 * areas/registration/qube-plus.routes.ts parses, calls these and answers (issue 23 §1: routes run no SQL).
 */

type LinkedBankRow = typeof linkedBankAccounts.$inferSelect;

/** Sets (or clears) the bank of the migration from this source account: the row as written. */
export const setMigrationBank = async (tx: Db, sourceAccountId: number, bankAccountId: number | null, at: Date): Promise<MigrationRow | undefined> => {
  const [row] = await tx.update(qubePlusMigrations).set({ bankAccountId, updatedAt: at }).where(eq(qubePlusMigrations.sourceAccountId, sourceAccountId)).returning();
  return row;
};

/** A linked bank by id, active or not. */
export const linkedBankById = async (db: Db, id: number): Promise<LinkedBankRow | undefined> => {
  const [bank] = await db.select().from(linkedBankAccounts).where(eq(linkedBankAccounts.id, id));
  return bank;
};

/** A linked bank by id while it is active, and (when given) linked to this account. */
export const activeLinkedBank = async (db: Db, id: number | null, accountId?: number): Promise<LinkedBankRow | undefined> => {
  if (id === null) return undefined;
  const [bank] = await db.select().from(linkedBankAccounts).where(and(
    eq(linkedBankAccounts.id, id),
    ...(accountId === undefined ? [] : [eq(linkedBankAccounts.accountId, accountId)]),
    eq(linkedBankAccounts.isActive, true),
  ));
  return bank;
};
