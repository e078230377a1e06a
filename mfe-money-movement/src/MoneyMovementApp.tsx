import { getApiConfig, themeTokens } from '@qube/shared';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';
import { QubesPage } from './features/qubes/QubesPage';
import { ActivityPage } from './features/activity/ActivityPage';
import { MoveMoneyHost } from './features/internal-transfer/MoveMoneyHost';

/** Routes of the money-movement area; the shell decides when the area is mounted. */
export function MoneyMovementApp() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/qubes" element={<QubesPage />} />
          <Route path="/activity" element={<ActivityPage />} />
          <Route path="*" element={null} />
        </Routes>
        <MoveMoneyHost />
      </BrowserRouter>
    </ConfigProvider>
  );
}
