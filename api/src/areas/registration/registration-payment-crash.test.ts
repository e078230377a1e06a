import { SANDBOX_PROVIDERS } from '../../test/sandboxProviders.testkit';
import { PAYMENT_MESSAGES } from './registrationPayment';
import { setupTestApi } from '../../test/helpers';
import { as, registrationKit, type Applicant } from '../../test/registration';
import { schedulerTick } from '../../scheduler/scheduler';

// Crash safety of the registration checkout (docs/adr/0039-crash-safety-of-two-step-money-flows.md): the card pays at
// the provider, then the browser tells us (payment-info), then apply opens the account with the money. A crash or a
// closed tab after the charge must never lose it: a later change of options keeps it, and the scheduler records it
// paid.
const api = setupTestApi();
const { verified, through, proveCheck } = registrationKit(api);

const ANSWERS = { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Chef', qube_discovery_method: 'podcast' };

/** An applicant at the payment step with a $25.50 deposit and $25.00 of fees, whose card paid; payment-info never sent. */
const paidButNotTold = async () => {
  const applicant = await verified();
  await through(applicant, 'cards');
  await api.call('PUT', '/api/v2/onboarding/card-design/', as(applicant, { virtual_card_selected: false, debit_card_design: 'aurora' }));
  await api.call('PUT', '/api/v2/onboarding/shipping/', as(applicant, { expedite_card: true }));
  await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(applicant, { initial_deposit_amount: '25.50' }));
  await api.call('POST', '/api/onboarding/summary/', as(applicant, { confirmed: true }));
  expect((await proveCheck(applicant)).json()).toMatchObject({ current_step: 'payment', total_checkout_fees: '50.50' });
  const intent = (await api.call('POST', '/api/onboarding/collect-payment-information/', as(applicant))).json();
  const paid = await api.call('POST', `/api/sandbox/card-payments/${intent.payment_intent_id}/confirm/`, {
    body: { client_secret: intent.client_secret, card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2039, cvc: '123' } },
  });
  expect(paid.statusCode).toBe(200);
  return { applicant, intentId: intent.payment_intent_id as string };
};
const formOf = async (applicant: Applicant) => (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
/** The browser, back on the payment step, reports the intent again (idempotent), then applies. */
const applyAndCloud = async (applicant: Applicant, intentId: string) => {
  const told = await api.call('PUT', '/api/v2/onboarding/payment-info/', as(applicant, { payment_intent_id: intentId }));
  expect(told.json()).toMatchObject({ has_payment: true, current_step: 'user-identity-info' });
  const applied = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, ANSWERS));
  expect(applied.statusCode).toBe(200);
  const { token, account_id: accountId } = applied.json();
  return (await api.call('GET', `/api/accounts/${accountId}/updates/`, { token })).json().cloud_qube_total_balance as string;
};

describe('the registration checkout survives a crash between the charge and our record of it', () => {
  it('ON-20 a change of options after the card paid (payment-info never arrived) keeps the payment: 409 locked, and the account opens with the deposit once', async () => {
    const { applicant, intentId } = await paidButNotTold();
    const change = await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(applicant, { initial_deposit_amount: '30.00' }));
    expect([change.statusCode, change.json().fallback_message]).toEqual([409, PAYMENT_MESSAGES.locked]);
    expect(await formOf(applicant)).toMatchObject({ has_payment: true, initial_deposit_amount: '25.50' });
    expect(await applyAndCloud(applicant, intentId)).toBe('25.50');
  });

  it('ON-20 the scheduler records a paid checkout the browser never reported, once with two ticks at once (two instances)', async () => {
    const { applicant, intentId } = await paidButNotTold();
    expect((await formOf(applicant)).has_payment).toBe(false);
    const now = api.clock.now();
    await Promise.all([schedulerTick(api.database, now, SANDBOX_PROVIDERS), schedulerTick(api.database, now, SANDBOX_PROVIDERS)]);
    expect(await formOf(applicant)).toMatchObject({ has_payment: true, current_step: 'payment' });
    // Recorded, the payment is kept whatever happens next: options can no longer change it away.
    const change = await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(applicant, { initial_deposit_amount: '30.00' }));
    expect(change.statusCode).toBe(409);
    expect(await applyAndCloud(applicant, intentId)).toBe('25.50');
  });

  it('ON-20 ticks without a configured card-payments provider (production unless named) record no checkout payment; with it they do', async () => {
    const { applicant } = await paidButNotTold();
    const now = api.clock.now();
    await Promise.all([schedulerTick(api.database, now, { ...SANDBOX_PROVIDERS, cardPayments: [] }), schedulerTick(api.database, now, { ...SANDBOX_PROVIDERS, cardPayments: [] })]);
    expect((await formOf(applicant)).has_payment).toBe(false);
    await schedulerTick(api.database, now, SANDBOX_PROVIDERS);
    expect((await formOf(applicant)).has_payment).toBe(true);
  });
});

