import { isPlanName, PLAN_DISPLAY_NAMES } from '@qube/contract/core/plans';
import { useState } from 'react';
import { formatDate, formatMoney } from '@qube/shared';
import { INPUT_STYLE, PlainButton } from '@qube/shared/ui/plain';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepButton } from '../components/StepButton';
import { stepColour } from '../components/stepColour';
import { StepPage } from '../components/StepPage';
import { SummaryTable } from '../components/SummaryTable';
import { messageOf, useStepSubmit } from '../components/useStepSubmit';

/** /register/plan-details (step 9, 'Summary'): the plan, fees and total, a discount code (ON-21, ON-68), then the identity check. */
export function PlanDetailsPage() {
  const { form: application, setForm } = useApplication();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const { run, isBusy, error } = useStepSubmit();
  const colour = stepColour();
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
  const plan = a?.plan_name ? (isPlanName(a.plan_name) ? PLAN_DISPLAY_NAMES[a.plan_name] : a.plan_name) : '';
  const monthly = a && a.monthly_fee !== '0.00' ? `${formatMoney(a.monthly_fee)}/mo` : 'Free';
  return (
    <StepPage step="plan-details" title="Summary" intro="Check your plan and what is due today." error={error}>
      {a ? (
        <>
          <SummaryTable
            label="Your plan and what is due today"
            rows={[
              { key: 'plan', label: 'Plan', value: `${plan} · ${monthly}${a.billing_frequency === 'yearly' ? ' (billed yearly)' : ''}` },
              // ON-06: a referred person's 60 free days are carried from the landing into checkout.
              { key: 'free', label: 'Free days', value: `${a.free_days} days free${a.referral_code || a.affiliate_id ? ' (referral)' : ''}` },
              { key: 'charge', label: 'First plan charge', value: a.hypothetical_next_charge_date ? formatDate(a.hypothetical_next_charge_date) : 'None' },
              { key: 'card', label: 'Card', value: a.virtual_card_selected ? 'Virtual card' : `Physical card (${a.debit_card_design ?? 'classic'}) ${formatMoney(a.debit_card_design_fee)}` },
              ...(a.virtual_card_selected ? [] : [{ key: 'ship', label: 'Shipping', value: a.expedite_card ? `Expedited ${formatMoney(a.shipping_fee)}` : 'Standard (free)' }]),
              { key: 'deposit', label: 'Initial deposit', value: formatMoney(a.initial_deposit_amount) },
              { key: 'total', label: 'Due today', value: <strong>{formatMoney(a.total_checkout_fees ?? '0.00')}</strong> },
            ]}
          />
          <section aria-label="Discount code" style={{ margin: '20px 0' }}>
            {a.isPromoCodeApplied && a.promo ? (
              <p role="status">
                Discount code <strong>{a.discountCode}</strong> applied: {a.promo.description}{' '}
                <PlainButton variant="link" color={colour} onClick={() => void applyCode(null)} loading={isApplying}>
                  Remove
                </PlainButton>
              </p>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  if (code.trim()) void applyCode(code.trim());
                }}
              >
                <label htmlFor="discount-code" style={{ display: 'block', paddingBottom: 8 }}>
                  Discount Code
                </label>
                <div style={{ display: 'flex', width: '100%' }}>
                  <input
                    id="discount-code"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={codeError ? 'discount-error' : undefined}
                    style={{ ...INPUT_STYLE, borderTopRightRadius: 0, borderBottomRightRadius: 0, ...(codeError ? { borderColor: '#cf1322' } : null) }}
                  />
                  <PlainButton type="submit" color={colour} loading={isApplying} disabled={!code.trim()} style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 }}>
                    Apply
                  </PlainButton>
                </div>
                {codeError ? (
                  <div id="discount-error" role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
                    {codeError}
                  </div>
                ) : null}
              </form>
            )}
          </section>
          <StepButton isBusy={isBusy} onClick={() => void run(() => registrationApi.confirmSummary())}>
            Continue
          </StepButton>
        </>
      ) : null}
    </StepPage>
  );
}
