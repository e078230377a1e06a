import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RegisterBeginPage } from './features/landing/RegisterBeginPage';
import { lazyInTheme, lazyPlain } from './ui/lazyInTheme';

// The landing paints first, in plain markup (ARCHITECTURE.md "Page budget"); every other page loads when reached,
// with antd and the area's theme in its own chunk.
const RegistrationRoutes = lazyInTheme(async () => (await import('./features/registration/RegistrationRoutes')).RegistrationRoutes);
const LinkExternalBankPage = lazyInTheme(async () => (await import('./features/link-external-bank/LinkExternalBankPage')).LinkExternalBankPage);
const NonEligiblePage = lazyInTheme(async () => (await import('./features/landing/NonEligiblePage')).NonEligiblePage);
// Migration to Qube+ (issue 11 §3) and the public beta.
const MigrationPage = lazyInTheme(async () => (await import('./features/migration/MigrationPage')).MigrationPage);
const MigrationFinishPage = lazyInTheme(async () => (await import('./features/migration/MigrationFinishPage')).MigrationFinishPage);
const BetaPage = lazyInTheme(async () => (await import('./features/beta/BetaPage')).BetaPage);
// Plans and invitations (issue 11 §3).
const ManagePlanPage = lazyPlain(async () => (await import('./features/plans/ManagePlanPage')).ManagePlanPage);
const InviteFriendPage = lazyPlain(async () => (await import('./features/invitations/InviteFriendPage')).InviteFriendPage);
// Authorized users (ON-72): the invited person's onboarding, loaded when the mailed link is opened.
const AuthorizedUserRoutes = lazyInTheme(async () => (await import('./features/authorized-user/AuthorizedUserRoutes')).AuthorizedUserRoutes);

/** Routes of the onboarding area. */
export function OnboardingApp() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
