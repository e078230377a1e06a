import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, useSession, type CompanyId } from '@qube/shared';
import { createQueryOf, guestDecision, isAnonymousOnly, nonGuestRedirect } from './guestRules';
import { startGuest } from './startGuest';

/**
 * Applies the guest rules (SH-11 to SH-15) to the shell's router: a guest is kept on its pages, other navigations open
 * the anonymous sign-up dialog through the bus (its owner, onboarding, answers `command:open-sign-up`), and a
 * signed-in non-guest is sent away from the playground. A logged-out visitor who opens the playground becomes a guest
 * (ON-34).
 */
export function useGuestRules(companyId: CompanyId): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isAnonymous = useSession((s) => s.isAnonymous);
  const me = useSession((s) => s.me);
  /** The last guest page, where a refused navigation leaves the guest. */
  const previous = useRef<string | null>(null);
  /** False until the first page of a guest's visit was checked (SH-11 applies to that one). */
  const hasLoaded = useRef(false);
  const isStarting = useRef(false);

  useEffect(() => {
    // The router can render once more with a path the address bar already left (see useGuard): act on the current one.
    if (globalThis.location.pathname !== pathname) return;
    if (!isLoggedIn) {
      hasLoaded.current = false;
      previous.current = null;
      if (isAnonymousOnly(pathname) && !isStarting.current) {
        isStarting.current = true;
        void startGuest(new URLSearchParams(search).get('coupon')).finally(() => {
          isStarting.current = false;
        });
      }
      return;
    }
    if (!isAnonymous) {
      hasLoaded.current = false;
      previous.current = null;
      const to = nonGuestRedirect(pathname, me, companyId);
      if (to) navigate(to, { replace: true });
      return;
    }
    const isLoad = !hasLoaded.current;
    hasLoaded.current = true;
    const decision = guestDecision({ pathname, isLoad, previous: previous.current });
    if (decision.type === 'redirect') {
      navigate(decision.to, { replace: true });
      return;
    }
    if (decision.type === 'sign-up') {
      bus.emit('command:open-sign-up', {});
      navigate(decision.stayAt, { replace: true });
      return;
    }
    const create = createQueryOf(pathname, search);
    previous.current = `${pathname}${create.rest}`;
    if (create.opens) {
      bus.emit('command:open-sign-up', {});
      navigate(`${pathname}${create.rest}`, { replace: true });
    }
  }, [pathname, search, isLoggedIn, isAnonymous, me, companyId, navigate]);
}
