import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { affiliateProfiles } from '../../platform/db/schema';
import type { AuthUser } from '../../platform/http/auth';
import { ForbiddenError } from '../../platform/errors';

/** The parts of the portal a partner's program may include (CO-09, affiliates/me affiliate_features). */
export type PartnerFeature = 'dashboard' | 'revenue' | 'leads' | 'clients' | 'coach_profile';

export const NOT_A_PARTNER = 'You do not have permission to perform this action.';
export const FEATURE_NOT_INCLUDED = 'Your partner program does not include this feature.';
export const REWARDS_ONLY = 'Node Sales are available to rewards partners only.';

export type AffiliateProfileRow = typeof affiliateProfiles.$inferSelect;
export type Partner = { user: AuthUser; profile: AffiliateProfileRow };

/** The user's affiliate profile (coaches and affiliates have one), or undefined. */
export const findAffiliateProfile = async (db: Db, userId: number): Promise<AffiliateProfileRow | undefined> =>
  (await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, userId)).limit(1))[0];

/**
 * The signed-in user as a partner: a coach or affiliate with an affiliate profile. Anyone else gets 403 with
 * fallback_message (CO-07). Every partner query is then scoped by partner.user.id, never by an id the client sent.
 */
export const requirePartner = async (db: Db, user: AuthUser): Promise<Partner> => {
  if (!user.isCoach && !user.isAffiliate) throw new ForbiddenError(NOT_A_PARTNER, 'permission_denied');
  const profile = await findAffiliateProfile(db, user.id);
  if (!profile) throw new ForbiddenError(NOT_A_PARTNER, 'permission_denied');
  return { user, profile };
};

const featureDenied = () => new ForbiddenError(FEATURE_NOT_INCLUDED, 'feature_not_included');

/** 403 unless the partner's program lists the feature (CO-09). */
export const requireFeature = (partner: Partner, feature: PartnerFeature): Partner => {
  if (!partner.profile.affiliateFeatures.includes(feature)) throw featureDenied();
  return partner;
};

/**
 * The revenue data (CO-13, CO-14, the monthly chart): the program's 'revenue' feature and the user's
 * web_partner_revenue flag (CO-11, our decision: the flag gates the Revenue/Enrollment tab and its data).
 */
export const requireRevenue = (partner: Partner): Partner => {
  requireFeature(partner, 'revenue');
  if (partner.user.featureFlags.web_partner_revenue !== true) throw featureDenied();
  return partner;
};

/** Node Sales (CO-17 to CO-19): rewards partners only. */
export const requireRewards = (partner: Partner): Partner => {
  if (!partner.user.isRewardsAffiliate && partner.profile.programType !== 'rewards') throw new ForbiddenError(REWARDS_ONLY, 'feature_not_included');
  return partner;
};
