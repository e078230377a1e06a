import { lazy, Suspense } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { ConfigProvider, Spin } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RegisterBeginPage } from './features/landing/RegisterBeginPage';

// The landing paints first; the registration steps and the not-eligible page load when reached.
const RegistrationRoutes = lazy(async () => ({ default: (await import('./features/registration/RegistrationRoutes')).RegistrationRoutes }));
const LinkExternalBankPage = lazy(async () => ({ default: (await import('./features/link-external-bank/LinkExternalBankPage')).LinkExternalBankPage }));
const NonEligiblePage = lazy(async () => ({ default: (await import('./features/landing/NonEligiblePage')).NonEligiblePage }));
// Migration to Qube+ (issue 11 §3) and the public beta: loaded when reached.
const MigrationPage = lazy(async () => ({ default: (await import('./features/migration/MigrationPage')).MigrationPage }));
const MigrationFinishPage = lazy(async () => ({ default: (await import('./features/migration/MigrationFinishPage')).MigrationFinishPage }));
const BetaPage = lazy(async () => ({ default: (await import('./features/beta/BetaPage')).BetaPage }));
// Plans and invitations (issue 11 §3): loaded when reached.
const ManagePlanPage = lazy(async () => ({ default: (await import('./features/plans/ManagePlanPage')).ManagePlanPage }));
const InviteFriendPage = lazy(async () => ({ default: (await import('./features/invitations/InviteFriendPage')).InviteFriendPage }));
// Authorized users (ON-72): the invited person's onboarding, loaded when the mailed link is opened.
const AuthorizedUserRoutes = lazy(async () => ({ default: (await import('./features/authorized-user/AuthorizedUserRoutes')).AuthorizedUserRoutes }));

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
            <Route path="/register/authorized-user/*" element={<AuthorizedUserRoutes />} />
            <Route path="/register/*" element={<RegistrationRoutes />} />
            <Route path="/qube-plus-migration" element={<MigrationPage />} />
            <Route path="/choice-migration-qube-plus-finish" element={<MigrationFinishPage />} />
            <Route path="/beta" element={<BetaPage />} />
            <Route path="/manage-plan" element={<ManagePlanPage />} />
            <Route path="/invite/friend" element={<InviteFriendPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ConfigProvider>
  );
}
