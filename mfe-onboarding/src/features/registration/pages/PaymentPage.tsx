import { useEffect, useMemo, useState } from 'react';
import { api, formatMoney } from '@qube/shared';
import { createSandboxCardPaymentProvider } from '@qube/shared/payments/sandboxCardPaymentProvider';
import type { PaymentIntentRef } from '@qube/shared/payments/cardPaymentProvider';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { messageOf, useStepSubmit } from '../components/useStepSubmit';
import { lazyInTheme } from '../../../ui/lazyInTheme';

// The card entry is the shared CardPaymentForm (antd, also money movement's card deposit): it comes with onboarding's
// theme in a chunk of its own, so the step's frame stays plain markup (docs/adr/0015-plain-markup-first-views.md).
const CardPaymentForm = lazyInTheme(async () => (await import('@qube/shared/ui/CardPaymentForm')).CardPaymentForm);

/**
 * /register/payment (step 11, 'Summary'; only when something is due, ON-11): the checkout total is paid through the
 * card-payment provider card deposits use (our stand-in for its element, the same test cards and messages): the API
 * makes an intent, the card pays it with the provider, and the API reads the result back from the provider.
 */
export function PaymentPage() {
  const { form: application, setForm } = useApplication();
  const { run, error, setError } = useStepSubmit();
  const [intent, setIntent] = useState<PaymentIntentRef | null>(null);
  // The page's one API client, passed in: the provider module is bundled here, outside the shared singleton.
  const provider = useMemo(() => createSandboxCardPaymentProvider(api), []);
  const total = formatMoney(application?.total_checkout_fees ?? '0.00');
  const isDue = application?.current_step === 'payment' && application.total_checkout_fees !== null;

  useEffect(() => {
    if (!isDue) return;
    let isCurrent = true;
    registrationApi
      .collectPayment()
      .then((made) => {
        if (isCurrent) setIntent({ id: made.payment_intent_id, clientSecret: made.client_secret });
      })
      .catch(async (caught: unknown) => {
        if (!isCurrent) return;
        setError(messageOf(caught));
        // Paid already (an earlier tab): the application moves on.
        setForm(await registrationApi.load().catch(() => application ?? null));
      });
    return () => {
      isCurrent = false;
    };
    // One intent per visit of this page with this total.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isDue, application?.total_checkout_fees]);

  return (
    <StepPage step="payment" title="Payment" intro={`Due today: ${total}: your card design, shipping and initial deposit.`} error={error}>
      <CardPaymentForm
        provider={provider}
        intent={intent}
        payLabel={`Pay ${total}`}
        onSucceeded={() => {
          if (intent) void run(() => registrationApi.savePayment(intent.id));
        }}
      />
    </StepPage>
  );
}
