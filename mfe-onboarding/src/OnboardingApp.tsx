import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RegisterBeginPage } from './features/landing/RegisterBeginPage';
import { lazyPlain } from './ui/lazyInTheme';

// The landing paints first, in plain markup (docs/adr/0015-plain-markup-first-views.md); every other page loads when
// reached, in plain markup too: the pieces that still need antd (dialogs, the street's suggestions, the card entry)
// bring it with the area's theme in their own chunks.
const RegistrationRoutes = lazyPlain(async () => (await import('./features/registration/RegistrationRoutes')).RegistrationRoutes);
const LinkExternalBankPage = lazyPlain(async () => (await import('./features/link-external-bank/LinkExternalBankPage')).LinkExternalBankPage);
const NonEligiblePage = lazyPlain(async () => (await import('./features/landing/NonEligiblePage')).NonEligiblePage);
// Migration to Qube+ (issue 11 §3) and the public beta: plain first views, their dialogs bring antd when they open.
const MigrationPage = lazyPlain(async () => (await import('./features/migration/MigrationPage')).MigrationPage);
const MigrationFinishPage = lazyPlain(async () => (await import('./features/migration/MigrationFinishPage')).MigrationFinishPage);
const BetaPage = lazyPlain(async () => (await import('./features/beta/BetaPage')).BetaPage);
// Plans and invitations (issue 11 §3).
const ManagePlanPage = lazyPlain(async () => (await import('./features/plans/ManagePlanPage')).ManagePlanPage);
const InviteFriendPage = lazyPlain(async () => (await import('./features/invitations/InviteFriendPage')).InviteFriendPage);
// Authorized users (ON-72): the invited person's onboarding, loaded when the mailed link is opened.
const AuthorizedUserRoutes = lazyPlain(async () => (await import('./features/authorized-user/AuthorizedUserRoutes')).AuthorizedUserRoutes);

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
