import { lazy, Suspense, type ComponentType } from 'react';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { Route, Routes } from 'react-router-dom';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { ApplicationProvider } from './components/ApplicationContext';

/**
 * Each page is its own chunk: a step's code loads when the person reaches it (first paint stays light). The steps are
 * plain markup (docs/adr/0015-plain-markup-first-views.md); only the street's suggestions and the card entry bring
 * antd, in their own chunks.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const StartPage = page(() => import('./pages/StartPage'), 'StartPage');
const PhonePage = page(() => import('./pages/PhonePage'), 'PhonePage');
const DeliveryPage = page(() => import('./pages/DeliveryPage'), 'DeliveryPage');
const IdentityPage = page(() => import('./pages/IdentityPage'), 'IdentityPage');
const PasswordPage = page(() => import('./pages/PasswordPage'), 'PasswordPage');
const PlansPage = page(() => import('./pages/PlansPage'), 'PlansPage');
const CardsPage = page(() => import('./pages/CardsPage'), 'CardsPage');
const ShippingPage = page(() => import('./pages/ShippingPage'), 'ShippingPage');
const DepositPage = page(() => import('./pages/DepositPage'), 'DepositPage');
const PlanDetailsPage = page(() => import('./pages/PlanDetailsPage'), 'PlanDetailsPage');
const ProcessingPage = page(() => import('./pages/ProcessingPage'), 'ProcessingPage');
const ProveSandboxPage = page(() => import('./pages/ProveSandboxPage'), 'ProveSandboxPage');
const ProveFinishPage = page(() => import('./pages/ProveFinishPage'), 'ProveFinishPage');
const PaymentPage = page(() => import('./pages/PaymentPage'), 'PaymentPage');
const UserIdentityInfoPage = page(() => import('./pages/UserIdentityInfoPage'), 'UserIdentityInfoPage');
// v1's "download" step (ON-07, ON-12): outside the 13-entry order, reached by v1's links. Still antd: it comes with
// onboarding's theme in its own chunk.
const DownloadPage = lazyInTheme(async () => (await import('../landing/DownloadPage')).DownloadPage);

/** The registration steps (ON-08, ON-12) under /register/, with the application they share. */
export function RegistrationRoutes() {
  return (
    <ApplicationProvider>
      <Suspense fallback={<PlainSkeleton label="Loading" widths={[40, 100, 100]} />}>
        <Routes>
          <Route path="download" element={<DownloadPage />} />
          <Route path="start" element={<StartPage />} />
          <Route path="phone" element={<PhonePage />} />
          <Route path="delivery" element={<DeliveryPage />} />
          <Route path="identity" element={<IdentityPage />} />
          <Route path="password" element={<PasswordPage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="cards" element={<CardsPage />} />
          <Route path="shipping-options" element={<ShippingPage />} />
          <Route path="deposit" element={<DepositPage />} />
          <Route path="plan-details" element={<PlanDetailsPage />} />
          <Route path="processing" element={<ProcessingPage />} />
          <Route path="prove/sandbox" element={<ProveSandboxPage />} />
          <Route path="prove/finish" element={<ProveFinishPage />} />
          <Route path="prove/finish/" element={<ProveFinishPage />} />
          <Route path="payment" element={<PaymentPage />} />
          <Route path="user-identity-info" element={<UserIdentityInfoPage />} />
          <Route path="*" element={<StartPage />} />
        </Routes>
      </Suspense>
    </ApplicationProvider>
  );
}
