import type { Db } from '../../platform/db/client';
import { achDepositAuditLogs } from '../../platform/db/schema';

/** What the person authorised for a bank deposit, recorded after it succeeded (MM-97). */

export type DepositAuditValues = typeof achDepositAuditLogs.$inferInsert;

/** Stores one audit record: its id. */
export const recordDepositAudit = async (db: Db, values: DepositAuditValues): Promise<number> => {
  const [row] = await db.insert(achDepositAuditLogs).values(values).returning({ id: achDepositAuditLogs.id });
  if (!row) throw new Error('audit log insert failed');
  return row.id;
};
