import { lazy, Suspense, type ComponentType } from 'react';
import { PlainSkeleton } from '@qube/shared/ui/plain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthorizedUserProvider } from './AuthorizedUserContext';
import { EntryPage } from './pages/EntryPage';

/** Each step is its own chunk, loaded when the person reaches it (as registration's steps), in plain markup. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const NamePage = page(() => import('./pages/NamePage'), 'NamePage');
const BirthDatePage = page(() => import('./pages/BirthDatePage'), 'BirthDatePage');
const PhonePage = page(() => import('./pages/PhonePage'), 'PhonePage');
const VerifyPage = page(() => import('./pages/VerifyPage'), 'VerifyPage');
const PasscodePage = page(() => import('./pages/PasscodePage'), 'PasscodePage');
const CardPage = page(() => import('./pages/CardPage'), 'CardPage');
const AddressPage = page(() => import('./pages/AddressPage'), 'AddressPage');
const SummaryPage = page(() => import('./pages/SummaryPage'), 'SummaryPage');

/** The authorized-user onboarding (ON-72) under /register/authorized-user/, with the application its pages share. */
export function AuthorizedUserRoutes() {
  const { search } = useLocation();
  return (
    <AuthorizedUserProvider search={search}>
      <Suspense fallback={<PlainSkeleton label="Loading" widths={[40, 100, 100]} />}>
        <Routes>
          <Route index element={<EntryPage />} />
          <Route path="first-name-last-name-email" element={<NamePage />} />
          <Route path="birth-date" element={<BirthDatePage />} />
          <Route path="phone-numbers" element={<PhonePage />} />
          <Route path="phone-numbers/verify" element={<VerifyPage />} />
          <Route path="passcode" element={<PasscodePage />} />
          <Route path="debit-card-selection" element={<CardPage />} />
          <Route path="confirm-mailing-address" element={<AddressPage />} />
          <Route path="summary" element={<SummaryPage />} />
          <Route path="*" element={<EntryPage />} />
        </Routes>
      </Suspense>
    </AuthorizedUserProvider>
  );
}
