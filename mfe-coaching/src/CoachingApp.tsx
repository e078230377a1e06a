import { getApiConfig, themeTokens } from '@qube/shared';
import type { ReactNode } from 'react';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteMountProps } from '@qube/shared';
import { CoachingGuard } from './features/access/CoachingGuard';
import { PartnerDashboardPage } from './features/dashboard/PartnerDashboardPage';
import { CoachingLayout } from './features/layout/CoachingLayout';
import { CoachingSiteContext } from './features/layout/coachingSite';

/**
 * Routes of the partner portal; every page passes the coaching guard. On its own site (the
 * remote's standalone page) the portal has its own layout; inside the shell it has the shell's.
 */
export function CoachingApp({ standalone }: Partial<RemoteMountProps> = {}) {
  const routes = (
    <Routes>
      <Route
        path="/coaching/dashboard"
        element={
          <CoachingGuard feature="dashboard">
            <PartnerDashboardPage />
          </CoachingGuard>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
  const page: ReactNode = standalone ? <CoachingLayout site={standalone}>{routes}</CoachingLayout> : routes;
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <CoachingSiteContext.Provider value={standalone ?? null}>
        <BrowserRouter>{page}</BrowserRouter>
      </CoachingSiteContext.Provider>
    </ConfigProvider>
  );
}
