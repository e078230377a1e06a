import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from '@qube/shared';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { PORTAL_PAGE_KEYS, PORTAL_PAGES, type PortalPageKey } from './features/access/coachingAccess';
import { CoachingGuard } from './features/access/CoachingGuard';
import { PartnerProgramProvider } from './features/access/PartnerProgramProvider';
import { CoachingLayout } from './features/layout/CoachingLayout';
import { CoachingSiteContext } from './features/layout/coachingSite';
import { PortalTabs } from './features/layout/PortalTabs';
import { PAGE_LOADERS } from './pageLoaders';

const PAGES = Object.fromEntries(PORTAL_PAGE_KEYS.map((key) => [key, lazy(PAGE_LOADERS[key])])) as Record<PortalPageKey, LazyExoticComponent<ComponentType>>;

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
