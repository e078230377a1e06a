import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { partnerPrograms } from '../../platform/db/schema';

/** The partner's program row (CO-15, CO-22): its name, description, format, features, commission rate and hold. */

export type ProgramRow = typeof partnerPrograms.$inferSelect;
export type ProgramValues = Pick<typeof partnerPrograms.$inferInsert, 'name' | 'features' | 'description' | 'format' | 'updatedAt'>;

/** The partner's program, or undefined before the partner or Qube saved one. */
export const findProgram = async (db: Db, partnerUserId: number): Promise<ProgramRow | undefined> => {
  const [row] = await db.select().from(partnerPrograms).where(eq(partnerPrograms.partnerUserId, partnerUserId)).limit(1);
  return row;
};

/** Saves the program's own values (the first save makes the row). */
export const saveProgram = async (db: Db, partnerUserId: number, values: ProgramValues) => {
  await db.insert(partnerPrograms).values({ partnerUserId, ...values })
    .onConflictDoUpdate({ target: partnerPrograms.partnerUserId, set: values });
};
