import type { ReactNode } from 'react';
import type { CompanyId } from '@qube/shared';
import { ErrorPage } from './ErrorPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ManageAccountPage } from './ManageAccountPage';
import { NewPasswordPage } from './NewPasswordPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { QubeMastersPage } from './QubeMastersPage';
import { SignInPage } from './SignInPage';
import { TermsPage } from './TermsPage';
import { UnsubscribePage } from './UnsubscribePage';

export type ShellPageProps = { companyId: CompanyId; brandName: string };

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
  '/qubemasters': () => <QubeMastersPage />,
};
