import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { RemoteMountProps } from '@qube/shared';
import { DashboardPage } from './features/overview/DashboardPage';

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
