import { getApiConfig, themeTokens, type RemoteMountProps } from '@qube/shared';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/overview/DashboardPage';
import { QubesPage } from './features/qubes/QubesPage';
import { ActivityPage } from './features/activity/ActivityPage';
import { MoneyMovementDialogs } from './MoneyMovementDialogs';

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
          <Route path="/qubes" element={<QubesPage />} />
          <Route path="/activity" element={<ActivityPage />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
      {standalone && <MoneyMovementDialogs />}
    </ConfigProvider>
  );
}
