/** Query parameters that mark an affiliate or friend referral (ON-01, ON-06). */
export const REFERRAL_PARAMS = ['affiliate_id', 'referral_code'] as const;

export function isReferral(search: string): boolean {
  const params = new URLSearchParams(search);
  return REFERRAL_PARAMS.some((name) => (params.get(name) ?? '').trim() !== '');
}

/** The landing header's call to action (ON-01). */
export function callToActionLabel(search: string): string {
  return isReferral(search) ? 'Get 60 Days Free' : 'Get Started';
}
