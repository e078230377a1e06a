import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { sessionStore, type RemoteMountProps } from '@qube/shared';
import { DashboardPage } from './features/overview/DashboardPage';
import { qubeListRead } from './features/qubes/qubeListRead';

// The Overview is plain markup and needs no router: the first dashboard view downloads and runs neither
// react-router nor antd. The other pages come with both, in chunks of their own.
const RoutedPages = lazy(() => import('./RoutedPages'));
const MoneyMovementDialogs = lazy(() => import('./MoneyMovementDialogs').then((m) => ({ default: m.MoneyMovementDialogs })));

// single-spa turns every pushState into a popstate, so links of the shell and back/forward reach this.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const pathname = () => window.location.pathname;

/**
 * Routes of the money-movement area; the shell decides when the area is mounted. Once the person leaves the
 * Overview the router takes over every route (the Overview included), so navigation inside the area is its job.
 * Inside the shell the dialogs are a parcel of their own (`./dialogs`); on this remote's own page they live here.
 */
export function MoneyMovementApp({ standalone }: RemoteMountProps) {
  const path = useSyncExternalStore(subscribe, pathname);
  // Mounted on /qubes: its list is asked for now, while the router's and the page's chunks arrive (in render, before
  // any child's effect could ask for it; once per mount).
  useState(() => prefetchForPath(path));
  const [isRouted, setIsRouted] = useState(path !== '/dashboard');
  if (!isRouted && path !== '/dashboard') setIsRouted(true);
  return (
    <>
      {isRouted ? (
        <Suspense fallback={null}>
          <RoutedPages />
        </Suspense>
      ) : (
        <DashboardPage />
      )}
      {standalone && (
        <Suspense fallback={null}>
          <MoneyMovementDialogs />
        </Suspense>
      )}
    </>
  );
}

function prefetchForPath(path: string): void {
  const accountId = sessionStore.getState().active_account?.id;
  if (path === '/qubes' && accountId !== undefined) qubeListRead.prefetch(accountId);
}
