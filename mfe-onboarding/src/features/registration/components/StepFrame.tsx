import { useEffect, type ReactNode } from 'react';
import { PlainSkeleton } from '@qube/shared/ui/plain';
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
 * The frame of an onboarding step (registration's and an authorized user's), in plain markup: registration's layout, a
 * placeholder while the application loads, and a redirect to the step the person belongs on (ON-10, ON-11); then the
 * step's form, mounted only once the application is known (a form's first values come from it).
 */
export function StepFrame({ headerStep, isLoading, redirectTo, title, intro, error, children }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [navigate, redirectTo]);
  return (
    <RegisterLayout headerStep={headerStep} title={title} intro={intro} error={error}>
      {isLoading || redirectTo ? <PlainSkeleton label="Loading" widths={[100, 100, 60]} /> : children}
    </RegisterLayout>
  );
}
