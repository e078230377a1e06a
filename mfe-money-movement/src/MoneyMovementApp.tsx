import { lazy, Suspense } from 'react';
import type { RemoteMountProps } from '@qube/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';

// The Overview is plain markup; /qubes, /activity and the standalone dialogs bring antd in chunks of
// their own, so the first dashboard view neither downloads nor runs the UI library.
const QubesRoute = lazy(() => import('./AntdPages').then((m) => ({ default: m.QubesRoute })));
const ActivityRoute = lazy(() => import('./AntdPages').then((m) => ({ default: m.ActivityRoute })));
const MoneyMovementDialogs = lazy(() => import('./MoneyMovementDialogs').then((m) => ({ default: m.MoneyMovementDialogs })));

/**
 * Routes of the money-movement area; the shell decides when the area is mounted. Inside the shell
 * the dialogs are a parcel of their own (`./dialogs`); on this remote's own page they live here.
 */
export function MoneyMovementApp({ standalone }: RemoteMountProps) {
  return (
    <>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/qubes" element={<QubesRoute />} />
            <Route path="/activity" element={<ActivityRoute />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
      {standalone && (
        <Suspense fallback={null}>
          <MoneyMovementDialogs />
        </Suspense>
      )}
    </>
  );
}
