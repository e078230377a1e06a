import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlanningPage } from './features/budget/PlanningPage';

/** Routes of the planning area. */
export function PlanningApp() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <BrowserRouter>
        <Routes>
          <Route path="/planning" element={<PlanningPage />} />
          {/* PL-02: the Financial Playground is planning's budgeting UI for guests. */}
          <Route path="/financial-playground/*" element={<PlanningPage />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </ConfigProvider>
  );
}
