import { COMPANY, type CompanyId } from '../domain/constants';
import { readFeatureFlags } from '../domain/featureFlags';
import type { Me } from '../domain/types';
import { matchRoute, type AppName, type RouteDef } from './routeTable';

export type GuardContext = {
  pathname: string;
  search?: string;
  hash?: string;
  isLoggedIn: boolean;
  me: Me | null;
  companyId: CompanyId;
};

export type GuardDecision =
  | { type: 'render'; route: RouteDef }
  | { type: 'not-found' }
  | { type: 'redirect'; to: string; rememberUrl?: string };

/** Logged-in home: /dashboard on company 1, /manage-account on company 2 (SH-04). */
export function homePath(companyId: CompanyId): string {
  return companyId === COMPANY.other ? '/manage-account' : '/dashboard';
}

/** Company id for a host name, from the deployment config's map (SH-02). */
export function companyForHost(hostname: string, hostMap: Record<string, number> = {}): CompanyId {
  return hostMap[hostname] === COMPANY.other ? COMPANY.other : COMPANY.main;
}

/**
 * Decides what a path shows for the current session (SH-03, SH-07, SH-08, SH-10, SH-16, SH-18, CO-07).
 * Pure: the shell applies the decision, the single-spa activity functions read it.
 */
export function resolveNavigation(ctx: GuardContext): GuardDecision {
  const { pathname, search = '', hash = '', isLoggedIn, me, companyId } = ctx;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { type: 'redirect', to: `${pathname.replace(/\/+$/, '') || '/'}${search}${hash}` };
  }
  const route = matchRoute(pathname);
  if (!route || !route.isBuilt) return { type: 'not-found' };
  if (route.isPublic) {
    if (route.path === '/' && isLoggedIn) return { type: 'redirect', to: homePath(companyId) };
    return { type: 'render', route };
  }
  if (!isLoggedIn) return { type: 'redirect', to: '/', rememberUrl: `${pathname}${search}${hash}` };
  const home = homePath(companyId);
  if (companyId === COMPANY.other && !route.company2) return { type: 'redirect', to: home };
  const flags = readFeatureFlags(isLoggedIn, me?.feature_flags);
  if (route.flag && !flags[route.flag]) return { type: 'redirect', to: home };
  if (route.guard === 'coaching' && !(me?.is_coach || me?.is_affiliate)) return { type: 'redirect', to: home };
  return { type: 'render', route };
}

/** single-spa activity: the remote is active when the guard renders one of its routes. */
export function isAppActive(owner: AppName, ctx: GuardContext): boolean {
  const decision = resolveNavigation(ctx);
  return decision.type === 'render' && decision.route.owner === owner;
}

/** Where to go after sign-in: the remembered URL if it is a page of this site, else home (SH-08). */
export function afterSignInPath(requestUrl: string | null, companyId: CompanyId): string {
  if (requestUrl && requestUrl.startsWith('/') && !requestUrl.startsWith('//')) {
    // Browsers read '/\host' and '/<tab>/host' as '//host': parse the URL like a browser does and
    // keep it only if it stays on this site.
    const base = 'https://same-site.invalid';
    try {
      const url = new URL(requestUrl, base);
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (url.origin === base && path !== '/') return path;
    } catch {
      // Not a URL: fall through to home.
    }
  }
  return homePath(companyId);
}
