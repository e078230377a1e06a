import { getApiConfig, themeTokens, type RemoteMountProps } from '@qube/shared';
import { ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';

// The Overview is the first page after sign-in and stays in the entry chunk; the other pages and
// the standalone dialogs load when first needed (first-load budget).
const QubesPage = lazy(() => import('./features/qubes/QubesPage').then((m) => ({ default: m.QubesPage })));
const ActivityPage = lazy(() => import('./features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })));
const MoneyMovementDialogs = lazy(() => import('./MoneyMovementDialogs').then((m) => ({ default: m.MoneyMovementDialogs })));
const PAGE_LOADING = <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading" />;

/**
 * Routes of the money-movement area; the shell decides when the area is mounted. Inside the shell
 * the dialogs are a parcel of their own (`./dialogs`); on this remote's own page they live here.
 */
export function MoneyMovementApp({ standalone }: RemoteMountProps) {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/qubes" element={<Suspense fallback={PAGE_LOADING}><QubesPage /></Suspense>} />
          <Route path="/activity" element={<Suspense fallback={PAGE_LOADING}><ActivityPage /></Suspense>} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
      {standalone && (
        <Suspense fallback={null}>
          <MoneyMovementDialogs />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
