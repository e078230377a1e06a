import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';

// /qubes and /activity draw their first view in plain markup (no antd), each in a chunk of its own loaded on its first
// visit; their dialogs and drawers bring antd, in the area's theme, when they open (ui/lazyInTheme).
const QubesPage = lazy(() => import('./features/qubes/QubesPage').then((m) => ({ default: m.QubesPage })));
const ActivityPage = lazy(() => import('./features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })));
const DisplayCardRoute = lazy(() => import('./features/card/DisplayCardRoute').then((m) => ({ default: m.DisplayCardRoute })));

/** The area's routes under react-router, which the pages after the Overview use (links, the open qube in the URL). */
export default function RoutedPages() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/qubes" element={<QubesPage />} />
          <Route path="/activity" element={<ActivityPage />} />
          <Route path="/display-card" element={<DisplayCardRoute />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
