import type { ReactNode } from 'react';
import type { RegisterStep } from '@qube/contract/registration';
import { headerStepOf, redirectFor } from '../steps';
import { useApplication } from './ApplicationContext';
import { StepFrame } from './StepFrame';

type Props = { step: RegisterStep; title: string; intro?: ReactNode; error?: string | null; children: ReactNode };

/** A registration step's page: waits for the application, sends the person to the right step (ON-10, ON-11), then shows the form. */
export function StepPage({ step, ...page }: Props) {
  const { form, isLoading } = useApplication();
  return <StepFrame headerStep={headerStepOf(step)} isLoading={isLoading} redirectTo={isLoading ? null : redirectFor(step, form)} {...page} />;
}
