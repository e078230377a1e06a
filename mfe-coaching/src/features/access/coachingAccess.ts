import { readFeatureFlags, type AffiliateMe, type Me } from '@qube/shared';

/** Partner features a program can have (CO-09). */
export const PARTNER_FEATURES = ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'] as const;
export type PartnerFeature = (typeof PARTNER_FEATURES)[number];

/** The pages of the portal, in tab order (CO-01, CO-02, CO-05). */
export const PORTAL_PAGE_KEYS = ['dashboard', 'revenue', 'node-sales', 'leads', 'clients', 'payouts', 'codes', 'profile', 'manage-program'] as const;
export type PortalPageKey = (typeof PORTAL_PAGE_KEYS)[number];

export type PortalPage = { key: PortalPageKey; name: string; path: string };

/**
 * Route names of the spec (CO-01) and their paths (CO-02). The spec gives no path for clients and
 * manage-program, nor any route for payouts and codes (CO-15, CO-16): ours follow the same pattern
 * (docs/adr/0009-partner-portal-pages.md).
 */
export const PORTAL_PAGES: Record<PortalPageKey, PortalPage> = {
  dashboard: { key: 'dashboard', name: 'coaching-dashboard', path: '/coaching/dashboard' },
  revenue: { key: 'revenue', name: 'coaching-revenue', path: '/coaching/revenue' },
  'node-sales': { key: 'node-sales', name: 'coaching-node-sales', path: '/coaching/node-sales' },
  leads: { key: 'leads', name: 'coaching-leads', path: '/coaching/leads' },
  clients: { key: 'clients', name: 'coaching-clients', path: '/coaching/clients' },
  payouts: { key: 'payouts', name: 'coaching-payouts', path: '/coaching/payouts' },
  codes: { key: 'codes', name: 'coaching-codes', path: '/coaching/codes' },
  profile: { key: 'profile', name: 'coaching-profile', path: '/coaching/profile' },
  'manage-program': { key: 'manage-program', name: 'coaching-manage-program', path: '/coaching/manage-program' },
};

/** Who is looking: the signed-in user and their program (GET affiliates/me/, CO-10). */
export type PortalViewer = {
  me: Pick<Me, 'is_coach' | 'is_affiliate' | 'is_rewards_affiliate' | 'feature_flags'> | null;
  program: AffiliateMe | null;
};

const featuresOf = (viewer: PortalViewer): string[] => viewer.program?.current_subscription?.program.affiliate_features ?? [];
const programTypeOf = (viewer: PortalViewer): string | null => viewer.program?.current_subscription?.program.program_type ?? null;

/** Church and employer programs enroll members rather than sell (CO-05). */
export function isEnrollmentProgram(viewer: PortalViewer): boolean {
  const type = programTypeOf(viewer);
  return type === 'church' || type === 'employer';
}

/** A partner with at least one feature of CO-09: the portal is theirs. */
export function hasPartnerArea(viewer: PortalViewer): boolean {
  if (!viewer.me || !(viewer.me.is_coach || viewer.me.is_affiliate)) return false;
  const features = featuresOf(viewer);
  return PARTNER_FEATURES.some((f) => features.includes(f));
}

/** Whether one page is on for this viewer (CO-05, CO-08, CO-11); false for anyone without the partner area. */
export function isPageEnabled(key: PortalPageKey, viewer: PortalViewer): boolean {
  if (!hasPartnerArea(viewer) || !viewer.me) return false;
  const features = featuresOf(viewer);
  const isCoach = viewer.me.is_coach;
  switch (key) {
    case 'dashboard':
      return features.includes('dashboard');
    case 'revenue':
      // CO-11: web_partner_revenue is the switch of the Revenue page, on top of the program's feature.
      return features.includes('revenue') && readFeatureFlags(true, viewer.me.feature_flags).web_partner_revenue;
    case 'node-sales':
      return !isEnrollmentProgram(viewer) && (viewer.me.is_rewards_affiliate || programTypeOf(viewer) === 'rewards');
    case 'leads':
      return isCoach && features.includes('leads');
    case 'clients':
      return isCoach && features.includes('clients');
    case 'profile':
      return isCoach && features.includes('coach_profile');
    case 'manage-program':
      return isCoach;
    // Every partner earns commission and shares a code (CO-15, CO-16).
    case 'payouts':
    case 'codes':
      return true;
  }
}

/** A tab's label (CO-05): 'Revenue' reads 'Enrollment' for church or employer programs. */
export function pageLabel(key: PortalPageKey, viewer: PortalViewer): string {
  const labels: Record<PortalPageKey, string> = {
    dashboard: 'Dashboard',
    revenue: isEnrollmentProgram(viewer) ? 'Enrollment' : 'Revenue',
    'node-sales': 'Node Sales',
    leads: 'Leads',
    clients: 'Clients',
    payouts: 'Payouts',
    codes: 'Codes',
    profile: 'Coach Profile',
    'manage-program': 'Manage Program',
  };
  return labels[key];
}

export type PortalTab = PortalPage & { label: string };

/** The tab bar (CO-05): every enabled page in order, with its label. */
export function portalTabs(viewer: PortalViewer): PortalTab[] {
  return PORTAL_PAGE_KEYS.filter((key) => isPageEnabled(key, viewer)).map((key) => ({ ...PORTAL_PAGES[key], label: pageLabel(key, viewer) }));
}

/** The personal home the guard sends outsiders to (CO-07); the shell turns it into /manage-account on company 2. */
export const PERSONAL_HOME = '/dashboard';

/**
 * The coaching guard (CO-06 to CO-08): neither coach nor affiliate, or no active feature → /dashboard;
 * a page that is off for this partner → the first enabled page of the portal. Null: the page may show.
 */
export function portalRedirect(viewer: PortalViewer, key: PortalPageKey): string | null {
  if (!hasPartnerArea(viewer)) return PERSONAL_HOME;
  if (isPageEnabled(key, viewer)) return null;
  return portalTabs(viewer)[0]?.path ?? PERSONAL_HOME;
}
