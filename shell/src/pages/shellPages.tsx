import type { ReactNode } from 'react';
import type { CompanyId } from '@qube/shared';
import { ErrorPage } from './ErrorPage';
import { ManageAccountPage } from './ManageAccountPage';
import { SignInPage } from './SignInPage';

export type ShellPageProps = { companyId: CompanyId; brandName: string };

/** The shell's own pages by route path (routes owned by 'shell' in the shared route table). */
export const SHELL_PAGES: Record<string, (props: ShellPageProps) => ReactNode> = {
  '/': ({ companyId, brandName }) => <SignInPage companyId={companyId} brandName={brandName} />,
  '/manage-account': () => <ManageAccountPage />,
  '/500': () => <ErrorPage status={500} />,
};
