import { useState } from 'react';
import { Button, Descriptions, Input, Space } from 'antd';
import { formatDate, formatMoney } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { messageOf, useStepSubmit } from '../components/useStepSubmit';

const PLAN_LABELS: Record<string, string> = { lite: 'Lite', premium: 'Premium', family: 'Family' };

/** /register/plan-details (step 9, 'Summary'): the plan, fees and total, a discount code (ON-21, ON-68), then the identity check. */
export function PlanDetailsPage() {
  const { form: application, setForm } = useApplication();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const { run, isBusy, error } = useStepSubmit();
  const applyCode = async (next: string | null) => {
    setIsApplying(true);
    setCodeError(null);
    try {
      // Verified first, so a wrong code says so without touching the application.
      if (next) await registrationApi.verifyDiscount(next);
      setForm(await registrationApi.applyDiscount(next));
      setCode('');
    } catch (caught) {
      setCodeError(messageOf(caught));
    } finally {
      setIsApplying(false);
    }
  };
  const a = application;
  const plan = a?.plan_name ? PLAN_LABELS[a.plan_name] ?? a.plan_name : '';
  const monthly = a && a.monthly_fee !== '0.00' ? `${formatMoney(a.monthly_fee)}/mo` : 'Free';
  return (
    <StepPage step="plan-details" title="Summary" intro="Check your plan and what is due today." error={error}>
      {a ? (
        <>
          <Descriptions column={1} bordered size="small" items={[
            { key: 'plan', label: 'Plan', children: `${plan} · ${monthly}${a.billing_frequency === 'yearly' ? ' (billed yearly)' : ''}` },
            // ON-06: a referred person's 60 free days are carried from the landing into checkout.
            { key: 'free', label: 'Free days', children: `${a.free_days} days free${a.referral_code || a.affiliate_id ? ' (referral)' : ''}` },
            { key: 'charge', label: 'First plan charge', children: a.hypothetical_next_charge_date ? formatDate(a.hypothetical_next_charge_date) : 'None' },
            { key: 'card', label: 'Card', children: a.virtual_card_selected ? 'Virtual card' : `Physical card (${a.debit_card_design ?? 'classic'}) ${formatMoney(a.debit_card_design_fee)}` },
            ...(a.virtual_card_selected ? [] : [{ key: 'ship', label: 'Shipping', children: a.expedite_card ? `Expedited ${formatMoney(a.shipping_fee)}` : 'Standard (free)' }]),
            { key: 'deposit', label: 'Initial deposit', children: formatMoney(a.initial_deposit_amount) },
            { key: 'total', label: 'Due today', children: <strong>{formatMoney(a.total_checkout_fees ?? '0.00')}</strong> },
          ]} />
          <section aria-label="Discount code" style={{ margin: '20px 0' }}>
            {a.isPromoCodeApplied && a.promo ? (
              <p role="status">
                Discount code <strong>{a.discountCode}</strong> applied: {a.promo.description}{' '}
                <Button type="link" onClick={() => applyCode(null)} loading={isApplying}>Remove</Button>
              </p>
            ) : (
              <form onSubmit={(e) => { e.preventDefault(); if (code.trim()) void applyCode(code.trim()); }}>
                <label htmlFor="discount-code">Discount Code</label>
                <Space.Compact style={{ width: '100%' }}>
                  <Input id="discount-code" value={code} onChange={(e) => setCode(e.target.value)} status={codeError ? 'error' : undefined} aria-describedby={codeError ? 'discount-error' : undefined} />
                  <Button htmlType="submit" loading={isApplying} disabled={!code.trim()}>Apply</Button>
                </Space.Compact>
                {codeError ? <div id="discount-error" role="alert" style={{ color: '#c62828' }}>{codeError}</div> : null}
              </form>
            )}
          </section>
          <Button type="primary" size="large" block loading={isBusy} onClick={() => run(() => registrationApi.confirmSummary())}>
            Continue
          </Button>
        </>
      ) : null}
    </StepPage>
  );
}
