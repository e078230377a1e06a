import { getApiConfig, themeTokens } from '@qube/shared';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RegisterBeginPage } from './features/landing/RegisterBeginPage';

/** Routes of the onboarding area. */
export function OnboardingApp() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }}>
      <BrowserRouter>
        <Routes>
          <Route path="/register/begin" element={<RegisterBeginPage />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </ConfigProvider>
  );
}
