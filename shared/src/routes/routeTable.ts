import type { FeatureFlag } from '../domain/featureFlags';

/** The apps of the platform: the shell and the five remotes (federation names). */
export type AppName = 'shell' | 'money_movement' | 'onboarding' | 'planning' | 'coaching' | 'statements';
export const REMOTE_NAMES = ['money_movement', 'onboarding', 'planning', 'coaching', 'statements'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RouteDef = {
  /** Exact path, or a prefix ending in '/*'. */
  path: string;
  /** Route name of the spec where it has one. */
  name: string;
  owner: AppName;
  /** Reachable logged out (SH-07). */
  isPublic: boolean;
  /** Allowed on company 2 (SH-03). */
  company2: boolean;
  /** Needs this feature flag (SH-16). */
  flag?: FeatureFlag;
  /** Partner portal routes also pass the coaching guard (CO-07). */
  guard?: 'coaching';
  /** Keeps the query string when redirected to (qube-plus-migration, /beta). */
  carriesQuery?: boolean;
  /** 'bare' pages bring their own header and footer (registration landing); the shell hides its chrome. */
  chrome?: 'full' | 'bare';
  /** False while the owning area has not built its page yet: the path answers 404 until then. */
  isBuilt: boolean;
};

const route = (r: Omit<RouteDef, 'company2' | 'isPublic' | 'isBuilt'> & Partial<RouteDef>): RouteDef => ({
  isPublic: false,
  company2: false,
  isBuilt: false,
  ...r,
});

/** Every path of the site with its owner (SH-05, SH-06, SH-07). The one table every app reads. */
export const ROUTES: readonly RouteDef[] = [
  route({ path: '/', name: 'home', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/forgot-password', name: 'forgot-password', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/new-password', name: 'new-password', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/unsubscribe-from-emails', name: 'unsubscribe-from-emails', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/privacy-policy', name: 'privacy-policy', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/terms', name: 'terms', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  // SH-67: the generic error page, also shown in place when the shell itself fails.
  route({ path: '/500', name: 'server-error', owner: 'shell', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/manage-account', name: 'manage-account', owner: 'shell', company2: true, isBuilt: true }),
  route({ path: '/qubemasters', name: 'qubemasters', owner: 'shell', flag: 'web_qube_masters', isBuilt: true }),
  route({ path: '/dashboard', name: 'dashboard', owner: 'money_movement', isBuilt: true }),
  route({ path: '/qubes', name: 'qubes', owner: 'money_movement', isBuilt: true }),
  route({ path: '/activity', name: 'activity', owner: 'money_movement', isBuilt: true }),
  route({ path: '/display-card', name: 'display-card', owner: 'money_movement', isPublic: true, company2: true, isBuilt: true }),
  route({ path: '/planning', name: 'planning', owner: 'planning', flag: 'planning_screen', isBuilt: true }),
  route({ path: '/financial-playground', name: 'financial-playground', owner: 'planning', isPublic: true, isBuilt: true }),
  route({ path: '/financial-playground/*', name: 'financial-playground', owner: 'planning', isPublic: true, isBuilt: true }),
  route({ path: '/statements', name: 'statements', owner: 'statements', company2: true, isBuilt: true }),
  // Issue 25 §5: months of reports side by side; the reports' own flag, as their tab on /statements; company 1 only (SH-03).
  route({ path: '/reports', name: 'reports', owner: 'statements', flag: 'monthly_reports', isBuilt: true }),
  route({ path: '/coaching/dashboard', name: 'coaching-dashboard', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/revenue', name: 'coaching-revenue', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/node-sales', name: 'coaching-node-sales', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/leads', name: 'coaching-leads', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/profile', name: 'coaching-profile', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/clients', name: 'coaching-clients', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/manage-program', name: 'coaching-manage-program', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/payouts', name: 'coaching-payouts', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/coaching/codes', name: 'coaching-codes', owner: 'coaching', company2: true, guard: 'coaching', isBuilt: true }),
  route({ path: '/register/begin', name: 'register-begin', owner: 'onboarding', isPublic: true, isBuilt: true, chrome: 'bare' }),
  route({ path: '/register/*', name: 'register', owner: 'onboarding', isPublic: true, isBuilt: true, chrome: 'bare' }),
  route({ path: '/signup', name: 'signup', owner: 'onboarding', isPublic: true }),
  // SH-09: /beta is public (a sign-up page for people without an account): docs/adr/0025-guards-and-company.md.
  route({ path: '/beta', name: 'beta', owner: 'onboarding', isPublic: true, carriesQuery: true, isBuilt: true }),
  route({ path: '/manage-plan', name: 'manage-plan', owner: 'onboarding', isBuilt: true }),
  route({ path: '/invite/friend', name: 'invite-friend', owner: 'onboarding', isBuilt: true }),
  route({ path: '/qube-plus-migration', name: 'qube-plus-migration', owner: 'onboarding', carriesQuery: true, isBuilt: true }),
  // ON-64: the finish page brings its own (green) header.
  route({ path: '/choice-migration-qube-plus-finish', name: 'choice-migration-qube-plus-finish', owner: 'onboarding', isBuilt: true, chrome: 'bare' }),
];

/** The route a path belongs to: exact paths first, then the longest matching prefix. */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | null {
  const exact = routes.find((r) => r.path === pathname);
  if (exact) return exact;
  const prefixes = routes
    .filter((r) => r.path.endsWith('/*') && pathname.startsWith(r.path.slice(0, -1)))
    .sort((a, b) => b.path.length - a.path.length);
  return prefixes[0] ?? null;
}

export function routeByName(name: string): RouteDef | undefined {
  return ROUTES.find((r) => r.name === name);
}
