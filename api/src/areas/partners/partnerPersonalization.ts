import type { ProgramType } from '@qube/contract/company';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { partnerPersonalizations } from '../../platform/db/schema';
import { findAffiliateProfile } from './partnerAccess';
import { findActiveCode } from './partnerCodes';

/** The landing message and image a partner shows with their codes (CO-16), and what the onboarding landing reads of them. */

export type PersonalizationRow = typeof partnerPersonalizations.$inferSelect;

export const findPersonalization = async (db: Db, partnerUserId: number): Promise<PersonalizationRow | undefined> => {
  const [row] = await db.select().from(partnerPersonalizations).where(eq(partnerPersonalizations.partnerUserId, partnerUserId));
  return row;
};

/** Saves the message and image (the first save makes the row). */
export const savePersonalization = async (db: Db, values: { partnerUserId: number; message: string; imageUrl: string | null; updatedAt: Date }) => {
  const { partnerUserId: _id, ...set } = values;
  await db.insert(partnerPersonalizations).values(values).onConflictDoUpdate({ target: partnerPersonalizations.partnerUserId, set });
};

/** The partner behind an active code, with their program type and landing personalization; null for any other text. */
export const welcomeAssetsOf = async (db: Db, affiliateId: string | undefined) => {
  const code = await findActiveCode(db, affiliateId);
  if (!code) return null;
  const profile = await findAffiliateProfile(db, code.partnerUserId);
  if (!profile) return null;
  const personal = await findPersonalization(db, code.partnerUserId);
  // A text column holding only the contract's program types (the seed writes them).
  return { affiliateType: profile.programType as ProgramType, message: personal?.message || null, imageUrl: personal?.imageUrl ?? null };
};
