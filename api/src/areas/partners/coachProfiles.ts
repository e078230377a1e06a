import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { coachProfiles, partnerCodes } from '../../platform/db/schema';
import { normaliseCode } from './partnerCodes';

/** The coach profile's row (CO-21), and the partner's own active code it may name. */

export type CoachProfileRow = typeof coachProfiles.$inferSelect;
export type CoachProfileChanges = Partial<typeof coachProfiles.$inferInsert>;

export const findCoachProfile = async (db: Db, partnerUserId: number): Promise<CoachProfileRow | undefined> => {
  const [row] = await db.select().from(coachProfiles).where(eq(coachProfiles.partnerUserId, partnerUserId));
  return row;
};

/** The partner's active code written as the text (any case), or undefined when it is not theirs or not active. */
export const ownActiveCode = async (db: Db, partnerUserId: number, text: string): Promise<string | undefined> => {
  const [own] = await db.select({ code: partnerCodes.code }).from(partnerCodes)
    .where(and(eq(partnerCodes.partnerUserId, partnerUserId), eq(partnerCodes.code, normaliseCode(text)), eq(partnerCodes.isActive, true)));
  return own?.code;
};

/**
 * Saves the changes; a first save starts from what GET showed (`first`: the account's phone and e-mail), then applies
 * the changes.
 */
export const saveCoachProfile = async (
  db: Db, partnerUserId: number, first: { phoneNumber: string | null; email: string }, set: CoachProfileChanges, at: Date,
) => {
  await db.insert(coachProfiles).values({ partnerUserId, ...first, ...set, updatedAt: at })
    .onConflictDoUpdate({ target: coachProfiles.partnerUserId, set: { ...set, updatedAt: at } });
};
