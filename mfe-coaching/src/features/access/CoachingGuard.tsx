import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { LoadFailure } from '../../ui/LoadFailure';
import { PERSONAL_HOME, portalRedirect, type PortalPageKey } from './coachingAccess';
import { usePartnerProgram } from './PartnerProgramProvider';
import { siteNavigation, useCoachingSite } from '../layout/coachingSite';

/** Shows its page only to partners for whom the page is on (CO-06 to CO-08); others are sent on. Plain markup (no antd). */
export function CoachingGuard({ page, children }: { page: PortalPageKey; children: ReactNode }) {
  const me = useSession((s) => s.me);
  const site = useCoachingSite();
  const { state, retry } = usePartnerProgram();

  if (state.status === 'loading') return <PlainSkeleton label="Loading your partner program" />;
  if (state.status === 'error') return <LoadFailure title="We could not load your partner program." onRetry={retry} />;
  const redirect = portalRedirect({ me, program: state.program }, page);
  if (redirect === PERSONAL_HOME) {
    // On the portal's own site /dashboard is the main site's personal home (CO-04, CO-06).
    // While logging out `me` is already gone: the page shows its sign-in next, so nothing leaves.
    if (site) return me ? <LeaveForPersonalView url={site.personalViewUrl} /> : null;
    // Inside the shell its router sends /dashboard on to the company's home.
    return <Navigate to={PERSONAL_HOME} replace />;
  }
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

function LeaveForPersonalView({ url }: { url: string }) {
  useEffect(() => {
    siteNavigation.leave(url);
  }, [url]);
  return <PlainSkeleton label="Opening your personal view" />;
}
