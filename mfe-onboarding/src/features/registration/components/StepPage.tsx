import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { RegisterStep } from '@qube/contract/registration';
import { headerStepOf, redirectFor } from '../steps';
import { useApplication } from './ApplicationContext';
import { RegisterLayout } from './RegisterLayout';

type Props = { step: RegisterStep; title: string; intro?: ReactNode; error?: string | null; children: ReactNode };

/** A step's page: waits for the application, sends the person to the right step (ON-10, ON-11), then shows the form. */
export function StepPage({ step, title, intro, error, children }: Props) {
  const { form, isLoading } = useApplication();
  const navigate = useNavigate();
  const target = isLoading ? null : redirectFor(step, form);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <RegisterLayout headerStep={headerStepOf(step)} title={title} intro={intro} error={error}>
      {isLoading || target ? <Spin aria-label="Loading" /> : children}
    </RegisterLayout>
  );
}
