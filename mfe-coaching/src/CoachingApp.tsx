import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { PORTAL_PAGE_KEYS, PORTAL_PAGES, type PortalPageKey } from './features/access/coachingAccess';
import { CoachingGuard } from './features/access/CoachingGuard';
import { PartnerProgramProvider } from './features/access/PartnerProgramProvider';
import { prefetchPartnerProgram } from './features/access/partnerApi';
import { prefetchPartnerMetrics } from './features/dashboard/dashboardApi';
import { CoachingLayout } from './features/layout/CoachingLayout';
import { CoachingSiteContext } from './features/layout/coachingSite';
import { PortalTabs } from './features/layout/PortalTabs';

// Each page is its own chunk: the first paint carries only the layout, the guard and the page asked for. The frame
// and every page are plain markup; the dialogs and the date fields' calendar bring antd (with the area's theme) in
// their own chunk when they open (ARCHITECTURE.md "Page budget").
type PageModule = { default: ComponentType };
const LOADERS: Record<PortalPageKey, () => Promise<PageModule>> = {
  dashboard: () => import('./features/dashboard/PartnerDashboardPage').then((m) => ({ default: m.PartnerDashboardPage })),
  revenue: () => import('./features/revenue/RevenuePage').then((m) => ({ default: m.RevenuePage })),
  'node-sales': () => import('./features/node-sales/NodeSalesPage').then((m) => ({ default: m.NodeSalesPage })),
  leads: () => import('./features/leads/LeadsPage').then((m) => ({ default: m.LeadsPage })),
  clients: () => import('./features/clients/ClientsPage').then((m) => ({ default: m.ClientsPage })),
  payouts: () => import('./features/payouts/PayoutsPage').then((m) => ({ default: m.PayoutsPage })),
  codes: () => import('./features/codes/CodesPage').then((m) => ({ default: m.CodesPage })),
  profile: () => import('./features/profile/CoachProfilePage').then((m) => ({ default: m.CoachProfilePage })),
  'manage-program': () => import('./features/manage-program/ManageProgramPage').then((m) => ({ default: m.ManageProgramPage })),
};
const PAGES = Object.fromEntries(PORTAL_PAGE_KEYS.map((key) => [key, lazy(LOADERS[key])])) as Record<PortalPageKey, LazyExoticComponent<ComponentType>>;

/**
 * Starts the page at `pathname` now: its code, the partner's program the guard needs and (the dashboard) its metrics,
 * all at once. On a cold load they used to come one after another (program → code → data: the page's slowest chain).
 */
export function preloadPortalPage(pathname: string): void {
  const key = PORTAL_PAGE_KEYS.find((k) => PORTAL_PAGES[k].path === pathname.replace(/\/+$/, ''));
  if (!key) return;
  void LOADERS[key]().catch(() => undefined);
  prefetchPartnerProgram();
  if (key === 'dashboard') prefetchPartnerMetrics();
}

/**
 * Routes of the partner portal (CO-01, CO-02); every page passes the coaching guard. On its own site
 * (the remote's standalone page) the portal has its own layout; inside the shell it has the shell's.
 * The tab bar is the portal's own in both.
 */
export function CoachingApp({ standalone }: Partial<RemoteMountProps> = {}) {
  const routes = (
    <>
      <PortalTabs />
      <Suspense fallback={<PlainSkeleton label="Loading the page" />}>
        <Routes>
          {PORTAL_PAGE_KEYS.map((key) => {
            const Page = PAGES[key];
            return (
              <Route
                key={key}
                path={PORTAL_PAGES[key].path}
                element={
                  <CoachingGuard page={key}>
                    <Page />
                  </CoachingGuard>
                }
              />
            );
          })}
          {/* The portal's root opens its first page; the guard moves on from there if it is off. */}
          <Route path="/coaching" element={<Navigate to={PORTAL_PAGES.dashboard.path} replace />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </>
  );
  const page: ReactNode = standalone ? <CoachingLayout site={standalone}>{routes}</CoachingLayout> : routes;
  return (
    <CoachingSiteContext.Provider value={standalone ?? null}>
      <PartnerProgramProvider>
        <BrowserRouter>{page}</BrowserRouter>
      </PartnerProgramProvider>
    </CoachingSiteContext.Provider>
  );
}
