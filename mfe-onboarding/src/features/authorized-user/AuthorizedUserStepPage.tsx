import type { ReactNode } from 'react';
import type { AuthorizedUserStep } from '@qube/contract/authorizedUsers';
import { StepFrame } from '../registration/components/StepFrame';
import { useAuthorizedUser } from './AuthorizedUserContext';
import { headerStepOf, redirectFor } from './steps';

type Props = { step: AuthorizedUserStep; title: string; intro?: ReactNode; error?: string | null; children: ReactNode };

/** An authorized user's step page in registration's look: waits for the application, sends the person to the right step, then the form. */
export function AuthorizedUserStepPage({ step, ...page }: Props) {
  const { application, isLoading } = useAuthorizedUser();
  return <StepFrame headerStep={headerStepOf(step)} isLoading={isLoading} redirectTo={isLoading ? null : redirectFor(step, application)} {...page} />;
}
