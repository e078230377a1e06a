import { lazy, type ReactNode } from 'react';
import type { CompanyId } from '@qube/shared';
import { SignInPage } from './SignInPage';

export type ShellPageProps = { companyId: CompanyId; brandName: string };

// Every page but sign-in loads on first visit. All are plain markup (docs/adr/0015-plain-markup-first-views.md) but the
// Qube Masters hand-off, which brings the UI library with it (AntdScope): sign-in must stay light.
const AntdScope = lazy(() => import('../theme/AntdScope'));
const ErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));
const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ManageAccountPage = lazy(() => import('./ManageAccountPage').then((m) => ({ default: m.ManageAccountPage })));
const NewPasswordPage = lazy(() => import('./NewPasswordPage').then((m) => ({ default: m.NewPasswordPage })));
const PrivacyPolicyPage = lazy(() => import('./PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const QubeMastersPage = lazy(() => import('./QubeMastersPage').then((m) => ({ default: m.QubeMastersPage })));
const TermsPage = lazy(() => import('./TermsPage').then((m) => ({ default: m.TermsPage })));
const UnsubscribePage = lazy(() => import('./UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));

/** The shell's own pages by route path (routes owned by 'shell' in the shared route table). */
export const SHELL_PAGES: Record<string, (props: ShellPageProps) => ReactNode> = {
  '/': ({ companyId, brandName }) => <SignInPage companyId={companyId} brandName={brandName} />,
  '/manage-account': () => <ManageAccountPage />,
  '/500': () => <ErrorPage status={500} />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/new-password': () => <NewPasswordPage />,
  '/unsubscribe-from-emails': () => <UnsubscribePage />,
  '/privacy-policy': ({ brandName }) => <PrivacyPolicyPage brandName={brandName} />,
  '/terms': ({ brandName }) => <TermsPage brandName={brandName} />,
  '/qubemasters': () => <AntdScope><QubeMastersPage /></AntdScope>,
};
