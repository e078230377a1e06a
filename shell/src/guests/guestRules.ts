import { homePath, readFeatureFlags, type CompanyId, type Me } from '@qube/shared';

/**
 * The shell's guest rules (SH-11 to SH-15, PL-02), pure so they are tested without a browser. A guest (user_type
 * anonymous_user) lives on the Financial Playground and planning; the legal pages the sign-up dialog links to stay
 * open. docs/adr/0077-guests-and-financial-playground.md records the choices the spec leaves open.
 */

export const PLAYGROUND_PATH = '/financial-playground';

/** Pages a guest may see: the playground, planning (PL-02) and the legal pages the sign-up dialog links to (ON-39). */
const isGuestPage = (pathname: string) =>
  pathname === PLAYGROUND_PATH || pathname.startsWith(`${PLAYGROUND_PATH}/`) || pathname === '/planning' || pathname === '/terms' || pathname === '/privacy-policy';

/** The onboarding area's layouts (SH-12): registration, its landing, /signup and /beta. */
const isOnboardingLayout = (pathname: string) => pathname === '/signup' || pathname === '/beta' || pathname === '/register' || pathname.startsWith('/register/');

/** SH-15: the pages only guests may open (decision: the Financial Playground; planning is everyone's). */
export const isAnonymousOnly = (pathname: string) => pathname === PLAYGROUND_PATH || pathname.startsWith(`${PLAYGROUND_PATH}/`);

export type GuestDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** SH-13: stay where the guest was and open the anonymous sign-up dialog instead. */
  | { type: 'sign-up'; stayAt: string };

/**
 * What a guest gets at `pathname`. `isLoad` is the first page of this visit (a reload, a typed address): SH-11 sends it
 * to the playground unless it asked for a guest page; later navigations to other pages open the sign-up dialog (SH-13)
 * and the guest stays on `previous`.
 */
export function guestDecision({ pathname, isLoad, previous }: { pathname: string; isLoad: boolean; previous: string | null }): GuestDecision {
  if (isOnboardingLayout(pathname)) return { type: 'redirect', to: '/planning' };
  if (isGuestPage(pathname)) return { type: 'allow' };
  if (isLoad || previous === null) return { type: 'redirect', to: PLAYGROUND_PATH };
  return { type: 'sign-up', stayAt: previous };
}

/** SH-15 for everyone else: a signed-in non-guest on a guest-only page goes to planning (with its flag) or home. */
export function nonGuestRedirect(pathname: string, me: Me | null, companyId: CompanyId): string | null {
  if (!isAnonymousOnly(pathname)) return null;
  return readFeatureFlags(true, me?.feature_flags).planning_screen ? '/planning' : homePath(companyId);
}

/** SH-14: a 'create' query parameter on planning opens the sign-up dialog; the rest of the query stays. */
export function createQueryOf(pathname: string, search: string): { opens: boolean; rest: string } {
  const params = new URLSearchParams(search);
  if (pathname !== '/planning' || !params.has('create')) return { opens: false, rest: search };
  params.delete('create');
  const rest = params.toString();
  return { opens: true, rest: rest ? `?${rest}` : '' };
}

/** single-spa activity for a guest: an area runs only on the pages a guest may see (no flash of a page it leaves). */
export const isGuestAllowedPath = (pathname: string) => isGuestPage(pathname);
