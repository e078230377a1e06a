import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AuthorizedUserStep } from '@qube/contract/authorizedUsers';
import { RegisterLayout } from '../registration/components/RegisterLayout';
import { useAuthorizedUser } from './AuthorizedUserContext';
import { headerStepOf, redirectFor } from './steps';

type Props = { step: AuthorizedUserStep; title: string; intro?: ReactNode; error?: string | null; children: ReactNode };

/** A step's page in registration's look: waits for the application, sends the person to the right step, then the form. */
export function AuthorizedUserStepPage({ step, title, intro, error, children }: Props) {
  const { application, isLoading } = useAuthorizedUser();
  const navigate = useNavigate();
  const target = isLoading ? null : redirectFor(step, application);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <RegisterLayout headerStep={headerStepOf(step)} title={title} intro={intro} error={error}>
      {isLoading || target ? <Spin aria-label="Loading" /> : children}
    </RegisterLayout>
  );
}
