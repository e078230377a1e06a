import { api } from '@qube/shared';
import type { AffiliateCodeList, CoachProfile, CoachProfilePatch } from '@qube/contract/partners';

const OFF = { householdsOff: true } as const;

/** The coach's profile (CO-21). */
export async function loadCoachProfile(): Promise<CoachProfile> {
  const { data } = await api.get<CoachProfile>('coaching/profile/me/', undefined, OFF);
  return data;
}

/** Saves the profile (CO-21: PATCH coaching/profile/me/); field errors come back per field. */
export async function saveCoachProfile(patch: CoachProfilePatch): Promise<CoachProfile> {
  const { data } = await api.patch<CoachProfile>('coaching/profile/me/', patch, { ...OFF, mute: true });
  return data;
}

/** The coach's codes, to choose the one shown to prospects (tune_affiliate_code). */
export async function loadOwnCodes(): Promise<AffiliateCodeList> {
  const { data } = await api.get<AffiliateCodeList>('affiliates/dashboard/codes/', undefined, OFF);
  return data;
}
