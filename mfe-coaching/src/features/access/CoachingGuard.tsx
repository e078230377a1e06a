import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { Navigate } from 'react-router-dom';
import { useSession, type AffiliateMe } from '@qube/shared';
import { coachingRedirect, type PartnerFeature } from './coachingAccess';
import { loadPartnerProgram } from './partnerApi';
import { siteNavigation, useCoachingSite } from '../layout/coachingSite';

type State = { status: 'loading' } | { status: 'ready'; program: AffiliateMe | null } | { status: 'error' };

/** Shows its page only to partners whose program has the page's feature. */
export function CoachingGuard({ feature, children }: { feature: PartnerFeature; children: ReactNode }) {
  const me = useSession((s) => s.me);
  const site = useCoachingSite();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadPartnerProgram().then(
      (program) => isCurrent && setState({ status: 'ready', program }),
      () => isCurrent && setState({ status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'error') {
    return <Alert type="error" showIcon title="We could not load your partner program." action={<Button onClick={() => setAttempt((a) => a + 1)}>Retry</Button>} />;
  }
  const redirect = coachingRedirect(me, state.program, feature);
  // On the portal's own site /dashboard is the main site's personal home (CO-04, CO-06).
  // While logging out `me` is already gone: the page shows its sign-in next, so nothing leaves.
  if (redirect === '/dashboard' && site) return me ? <LeaveForPersonalView url={site.personalViewUrl} /> : null;
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}

function LeaveForPersonalView({ url }: { url: string }) {
  useEffect(() => {
    siteNavigation.leave(url);
  }, [url]);
  return <Skeleton active />;
}
