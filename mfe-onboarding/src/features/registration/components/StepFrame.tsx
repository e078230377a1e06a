import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RegisterLayout } from './RegisterLayout';

type Props = {
  /** The header step (Your Info, Options, Summary) this page belongs to. */
  headerStep: number;
  /** Whether the application is still being read. */
  isLoading: boolean;
  /** Where the person belongs instead of this step (read from the application), or null to stay. */
  redirectTo: string | null;
  title: string;
  intro?: ReactNode;
  error?: string | null;
  children: ReactNode;
};

/**
 * The frame of an onboarding step (registration's and an authorized user's): registration's layout, a spinner while the
 * application loads, and a redirect to the step the person belongs on (ON-10, ON-11); then the step's form.
 */
export function StepFrame({ headerStep, isLoading, redirectTo, title, intro, error, children }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [navigate, redirectTo]);
  return (
    <RegisterLayout headerStep={headerStep} title={title} intro={intro} error={error}>
      {isLoading || redirectTo ? <Spin aria-label="Loading" /> : children}
    </RegisterLayout>
  );
}
