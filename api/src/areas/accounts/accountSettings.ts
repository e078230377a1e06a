import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accounts } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transactions';
import { syncAutoFunding } from '../funding';
import type { AccountRow } from './access';

/** An account's own settings the user may change (its name, its budget period). */

export type AccountChanges = Partial<Pick<typeof accounts.$inferInsert, 'displayName' | 'budgetPeriod'>>;

/** Writes the changes: the account as written, or undefined when gone. Auto funding moves each budget once a budget period: a new period reschedules it (PL-24). */
export const changeAccount = (db: Db, account: AccountRow, changes: AccountChanges, at: Date, userId: number): Promise<AccountRow | undefined> =>
  inTransaction(db, async (tx) => {
    const [row] = await tx.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
    if (row && changes.budgetPeriod !== undefined && changes.budgetPeriod !== account.budgetPeriod) await syncAutoFunding(tx, row, at, userId);
    return row;
  });
