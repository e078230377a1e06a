import { api } from '@qube/shared';
import type { AffiliateCode, AffiliateCodeInput, AffiliateCodeList, AffiliateCodePatch, Personalization, PersonalizationPatch } from '@qube/contract/partners';

const OFF = { householdsOff: true } as const;

/** The partner's codes with their share links (CO-16). */
export async function loadCodes(): Promise<AffiliateCodeList> {
  const { data } = await api.get<AffiliateCodeList>('affiliates/dashboard/codes/', undefined, OFF);
  return data;
}

/** A new code (CO-16: POST affiliates/dashboard/codes, the spec's path without a trailing slash). */
export async function createCode(input: AffiliateCodeInput): Promise<AffiliateCode> {
  const { data } = await api.post<AffiliateCode>('affiliates/dashboard/codes', input, { ...OFF, mute: true });
  return data;
}

/** Edits one of the partner's codes (CO-16: PATCH tune/affiliate-codes/). */
export async function updateCode(patch: AffiliateCodePatch): Promise<AffiliateCode> {
  const { data } = await api.patch<AffiliateCode>('tune/affiliate-codes/', patch, { ...OFF, mute: true });
  return data;
}

/** What the onboarding landing shows to people who come with the partner's code (CO-16). */
export async function loadPersonalization(): Promise<Personalization> {
  const { data } = await api.get<Personalization>('tune/affiliates/personalization/', undefined, OFF);
  return data;
}

export async function savePersonalization(patch: PersonalizationPatch): Promise<Personalization> {
  const { data } = await api.patch<Personalization>('tune/affiliates/personalization/', patch, { ...OFF, mute: true });
  return data;
}
