import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';

// /qubes and /activity bring antd in a chunk of their own, loaded on their first visit.
const QubesRoute = lazy(() => import('./AntdPages').then((m) => ({ default: m.QubesRoute })));
const ActivityRoute = lazy(() => import('./AntdPages').then((m) => ({ default: m.ActivityRoute })));
const DisplayCardRoute = lazy(() => import('./features/card/DisplayCardRoute').then((m) => ({ default: m.DisplayCardRoute })));

/** The area's routes under react-router, which the pages after the Overview use (links, the open qube in the URL). */
export default function RoutedPages() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/qubes" element={<QubesRoute />} />
          <Route path="/activity" element={<ActivityRoute />} />
          <Route path="/display-card" element={<DisplayCardRoute />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
