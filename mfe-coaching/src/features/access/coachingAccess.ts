import type { AffiliateMe, Me } from '@qube/shared';

/** Partner features a program can have (CO-09). */
export const PARTNER_FEATURES = ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] as const;
export type PartnerFeature = (typeof PARTNER_FEATURES)[number];

const FEATURE_PATHS: Partial<Record<PartnerFeature, string>> = {
  dashboard: '/coaching/dashboard',
  revenue: '/coaching/revenue',
  leads: '/coaching/leads',
  coach_profile: '/coaching/profile',
};

/**
 * The coaching guard (CO-07, CO-08): neither coach nor affiliate, or no active feature → /dashboard;
 * a page whose feature is off → the first enabled page, or /dashboard. Null means the page may show.
 */
export function coachingRedirect(me: Pick<Me, 'is_coach' | 'is_affiliate'> | null, program: AffiliateMe | null, feature: PartnerFeature): string | null {
  if (!me || !(me.is_coach || me.is_affiliate)) return '/dashboard';
  const features = program?.current_subscription?.program.affiliate_features ?? [];
  const active = PARTNER_FEATURES.filter((f) => features.includes(f));
  if (active.length === 0) return '/dashboard';
  if (active.includes(feature)) return null;
  const firstPage = active.map((f) => FEATURE_PATHS[f]).find(Boolean);
  return firstPage ?? '/dashboard';
}
