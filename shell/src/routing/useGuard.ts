import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveNavigation, sessionStore, useSession, type CompanyId, type GuardDecision } from '@qube/shared';
import { needsRemoteApps, rerouteRemoteApps, startRemoteApps } from '../composition/remoteApps';

/**
 * Applies the guard decision for the current location: redirects (remembering the URL a
 * logged-out visitor asked for) and tells single-spa to re-check its apps when the session changes.
 */
export function useGuard(companyId: CompanyId): GuardDecision {
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const me = useSession((s) => s.me);
  const decision = useMemo(
    () => resolveNavigation({ pathname: location.pathname, search: location.search, hash: location.hash, isLoggedIn, me, companyId }),
    [location.pathname, location.search, location.hash, isLoggedIn, me, companyId],
  );

  const skipAuthRedirect = useSession((s) => s.skipAuthRedirect);

  useEffect(() => {
    if (decision.type !== 'redirect') return;
    // The router applies navigations as transitions, so a session change can render one last time
    // with the previous path; that decision is stale once the address bar has moved on (e.g. logout
    // already went to /?expired=true), and acting on it would undo the newer navigation.
    if (window.location.pathname !== location.pathname || window.location.search !== location.search) return;
    // Right after a logout without redirect, the page chosen by that logout stays (SH-34).
    if (decision.rememberUrl && skipAuthRedirect) return;
    if (decision.rememberUrl) sessionStore.getState().setRequestUrl(decision.rememberUrl);
    navigate(decision.to, { replace: true });
  }, [decision, navigate, skipAuthRedirect, location.pathname, location.search]);

  // The first page that shows an area starts single-spa (the shell's own pages never load it); once started, its own
  // history listener follows the navigations.
  useEffect(() => {
    const here = { pathname: location.pathname, search: location.search, isLoggedIn, me, companyId };
    if (needsRemoteApps(here)) void startRemoteApps(here);
  }, [location.pathname, location.search, isLoggedIn, me, companyId]);

  useEffect(() => {
    rerouteRemoteApps();
  }, [isLoggedIn, me]);

  return decision;
}
