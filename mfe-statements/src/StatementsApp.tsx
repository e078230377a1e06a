import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { StatementsPage } from './features/statements/StatementsPage';

// /reports (issue 25 §5) loads with its first visit: /statements' first view does not carry it.
const ReportsPage = lazy(() => import('./features/trends/ReportsPage'));

// single-spa turns every pushState into a popstate, so links of the shell and back/forward reach this.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const pathname = () => window.location.pathname;

/**
 * The statements area: /statements and /reports (issue 25 §5). No router and no antd here: the page's first view is plain markup
 * (docs/adr/0015-plain-markup-first-views.md); the statement viewer and a monthly report bring antd and the area's
 * theme in their own lazy chunks.
 */
export function StatementsApp() {
  const path = useSyncExternalStore(subscribe, pathname);
  if (path === '/reports') {
    return (
      <Suspense fallback={<PlainSkeleton label="Loading your reports" />}>
        <ReportsPage />
      </Suspense>
    );
  }
  return path === '/statements' ? <StatementsPage /> : null;
}
