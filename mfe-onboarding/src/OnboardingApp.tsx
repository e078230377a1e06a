import { lazy, Suspense } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { ConfigProvider, Spin } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RegisterBeginPage } from './features/landing/RegisterBeginPage';

// The landing paints first; the registration steps and the not-eligible page load when reached.
const RegistrationRoutes = lazy(async () => ({ default: (await import('./features/registration/RegistrationRoutes')).RegistrationRoutes }));
const LinkExternalBankPage = lazy(async () => ({ default: (await import('./features/link-external-bank/LinkExternalBankPage')).LinkExternalBankPage }));
const NonEligiblePage = lazy(async () => ({ default: (await import('./features/landing/NonEligiblePage')).NonEligiblePage }));

/** Routes of the onboarding area. */
export function OnboardingApp() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }}>
      <BrowserRouter>
        <Suspense fallback={<Spin aria-label="Loading" style={{ display: 'block', margin: 48 }} />}>
          <Routes>
            <Route path="/register/begin" element={<RegisterBeginPage />} />
            <Route path="/register/prove/non-eligible" element={<NonEligiblePage />} />
            <Route path="/register/link-external-bank" element={<LinkExternalBankPage />} />
            <Route path="/register/*" element={<RegistrationRoutes />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ConfigProvider>
  );
}
