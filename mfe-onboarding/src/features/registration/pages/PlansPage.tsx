import { useState } from 'react';
import { formatMoney } from '@qube/shared';
import { PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { usePlans } from './usePlans';
import { StepForm } from '../../shared-steps/StepForm';

/** /register/plans (step 5, 'Options'): Lite, Premium or Family with their prices (ON-65; prices are ours, ON-28). */
export function PlansPage() {
  const { form: application } = useApplication();
  const { plans, error: loadError } = usePlans();
  const [planId, setPlanId] = useState<number | null>(application?.selected_plan_id ?? null);
  const [frequency, setFrequency] = useState<'monthly' | 'yearly'>(application?.billing_frequency ?? 'monthly');
  const { run, isBusy, error, setError } = useStepSubmit();
  const submit = () => {
    if (planId === null) {
      setError('Please choose a plan.');
      return;
    }
    void run(() => registrationApi.savePlan(planId, frequency));
  };
  const freeDays = application?.referral_code || application?.affiliate_id ? plans?.referral_free_days : null;
  return (
    <StepPage step="plans" title="Choose your plan" intro={freeDays ? `You were referred: your first ${freeDays} days are free.` : 'Your first month is free on every plan.'} error={error ?? loadError}>
      {!plans ? <PlainSkeleton label="Loading plans" widths={[100, 100, 100]} /> : (
        <StepForm isBusy={isBusy} onSubmit={submit}>
          <ChoiceGroup<number | null>
            label="Plan"
            look="boxed"
            value={planId}
            onChange={setPlanId}
            choices={plans.results.map((p) => ({
              key: String(p.id),
              value: p.id,
              label: (
                <>
                  <strong>{p.display_name}</strong> · {p.monthly_fee === '0.00' ? 'Free' : `${formatMoney(p.monthly_fee)}/mo`}
                  <span style={{ ...SECONDARY_TEXT, display: 'block' }}>{p.description}</span>
                </>
              ),
            }))}
          />
          <ChoiceGroup<'monthly' | 'yearly'>
            label="Billing"
            isLabelShown
            look="inline"
            value={frequency}
            onChange={setFrequency}
            style={{ margin: '16px 0 24px' }}
            choices={[
              { key: 'monthly', value: 'monthly', label: 'Monthly' },
              { key: 'yearly', value: 'yearly', label: 'Yearly' },
            ]}
          />
        </StepForm>
      )}
    </StepPage>
  );
}
