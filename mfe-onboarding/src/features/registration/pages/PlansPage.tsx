import { useState } from 'react';
import { Button, Form, Radio, Spin } from 'antd';
import { formatMoney } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';
import { usePlans } from './usePlans';

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
      {!plans ? <Spin aria-label="Loading plans" /> : (
        <Form layout="vertical" onFinish={submit}>
          <Radio.Group aria-label="Plan" value={planId} onChange={(e) => setPlanId(e.target.value as number)} style={{ display: 'grid', gap: 12, width: '100%' }}>
            {plans.results.map((p) => (
              <Radio key={p.id} value={p.id} style={{ border: '1px solid #d9dde3', borderRadius: 12, padding: 12 }}>
                <strong>{p.display_name}</strong> · {p.monthly_fee === '0.00' ? 'Free' : `${formatMoney(p.monthly_fee)}/mo`}
                <div style={{ color: '#5f6368' }}>{p.description}</div>
              </Radio>
            ))}
          </Radio.Group>
          <Form.Item label="Billing" style={{ marginTop: 16 }}>
            <Radio.Group aria-label="Billing" value={frequency} onChange={(e) => setFrequency(e.target.value as 'monthly' | 'yearly')}>
              <Radio value="monthly">Monthly</Radio>
              <Radio value="yearly">Yearly</Radio>
            </Radio.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
            Continue
          </Button>
        </Form>
      )}
    </StepPage>
  );
}
