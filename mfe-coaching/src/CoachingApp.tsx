import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CoachingGuard } from './features/access/CoachingGuard';
import { PartnerDashboardPage } from './features/dashboard/PartnerDashboardPage';

/** Routes of the partner portal; every page passes the coaching guard. */
export function CoachingApp() {
  return (
    <ConfigProvider theme={{ token: { borderRadius: 8 } }}>
      <BrowserRouter>
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
      </BrowserRouter>
    </ConfigProvider>
  );
}
