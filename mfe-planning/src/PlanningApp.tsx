import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlanningPage } from './features/budget/PlanningPage';

/**
 * Routes of the planning area. No antd here: the first view is plain markup
 * (docs/adr/0015-plain-markup-first-views.md); the dialogs bring antd and planning's theme in their own lazy chunks
 * (`lazyInTheme`).
 */
export function PlanningApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/planning" element={<PlanningPage />} />
        {/* PL-02: the Financial Playground is planning's budgeting UI for guests. */}
        <Route path="/financial-playground/*" element={<PlanningPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
