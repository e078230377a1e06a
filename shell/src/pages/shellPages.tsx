import { lazy, type ReactNode } from 'react';
import type { CompanyId } from '@qube/shared';
import { SignInPage } from './SignInPage';

export type ShellPageProps = { companyId: CompanyId; brandName: string };

// Every page but sign-in loads on first visit, with the UI library: the sign-in page must stay light (bench budget).
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
  '/manage-account': () => <AntdScope><ManageAccountPage /></AntdScope>,
  '/500': () => <AntdScope><ErrorPage status={500} /></AntdScope>,
  '/forgot-password': () => <AntdScope><ForgotPasswordPage /></AntdScope>,
  '/new-password': () => <AntdScope><NewPasswordPage /></AntdScope>,
  '/unsubscribe-from-emails': () => <AntdScope><UnsubscribePage /></AntdScope>,
  '/privacy-policy': ({ brandName }) => <AntdScope><PrivacyPolicyPage brandName={brandName} /></AntdScope>,
  '/terms': ({ brandName }) => <AntdScope><TermsPage brandName={brandName} /></AntdScope>,
  '/qubemasters': () => <AntdScope><QubeMastersPage /></AntdScope>,
};
