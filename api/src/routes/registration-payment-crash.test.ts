import type { LightMyRequestResponse } from 'fastify';
import { REGISTER_STEPS } from '@qube/contract/registration';
import { schedulerTick } from '../domain/orders';
import { SANDBOX_PROVIDERS } from '../providers/sandboxProviders.testkit';
import { encryptPassword } from '../domain/registrationPassword';
import { PAYMENT_MESSAGES } from '../domain/registrationPayment';
import { SANDBOX_IDENTITIES } from '../providers/identity/sandboxIdentityProvider';
import { setupTestApi, CSRF } from '../test/helpers';

// Crash safety of the registration checkout (docs/adr/0039-crash-safety-of-two-step-money-flows.md): the card pays at
// the provider, then the browser tells us (payment-info), then apply opens the account with the money. A crash or a
// closed tab after the charge must never lose it: a later change of options keeps it, and the scheduler records it
// paid.
const api = setupTestApi();

const index = (step: (typeof REGISTER_STEPS)[number]) => REGISTER_STEPS.indexOf(step);
let serial = 0;
/** A phone number no seeded user has, new per call. */
const newPhone = () => {
  serial += 1;
  return `(415) 7${String(serial).padStart(2, '0')}-${String(1000 + serial).slice(-4)}`;
};
const newEmail = () => `new.person.${Date.now()}.${serial}@example.test`;

type Applicant = { phone: string; email: string; cookie: string };

const cookieOf = (res: LightMyRequestResponse): string => {
  const all = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  const found = all.find((c) => c.startsWith('__Host-qube_application='));
  if (!found) throw new Error(`no application cookie: ${res.statusCode} ${res.body}`);
  return found.split(';')[0] ?? '';
};
const as = (applicant: Applicant | string, body?: unknown) => ({
  headers: { cookie: `qube_csrftoken=${CSRF}; ${typeof applicant === 'string' ? applicant : applicant.cookie}` },
  ...(body === undefined ? {} : { body }),
});

const latestCode = async (phone: string) => {
  const res = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  const body = (res.json() as { results: { body: string }[] }).results[0]?.body ?? '';
  return /(\d{5})/.exec(body)?.[1] ?? '';
};

const startForm = (phone: string, email: string) => ({ first_name: 'Nova', last_name: 'Newman', email, phone_number: phone, agree_terms: true, agree_privacy: true });

/** go/ and verify-phone/: a verified applicant with the application cookie. */
const verified = async (phone = newPhone(), email = newEmail()): Promise<Applicant> => {
  const go = await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, email) });
  expect(go.statusCode).toBe(200);
  const verify = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: await latestCode(phone) } });
  expect(verify.statusCode).toBe(200);
  return { phone, email, cookie: cookieOf(verify) };
};

const publicKey = async () => (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;

/** Every step up to (not including) `until`, with a virtual card and no deposit unless told. */
const through = async (applicant: Applicant, until: (typeof REGISTER_STEPS)[number], options: { ssn?: string; planId?: number } = {}) => {
  const steps: [string, string, unknown][] = [
    ['delivery', 'PUT /api/v2/onboarding/address/', { address_street: '1 Main St', address_city: 'Austin', address_state: 'tx', address_postal_code: '78701' }],
    ['identity', 'PUT /api/v2/onboarding/name-birthdate/', { first_name: 'Nova', last_name: 'Newman', birth_date: '1990-04-12' }],
    ['identity', 'PUT /api/v2/onboarding/ssn/', { ssn: options.ssn ?? SANDBOX_IDENTITIES.verified }],
    ['password', 'POST /api/onboarding/passcode/', { encrypted_password: encryptPassword(await publicKey(), 'Tangerine!Kite42') }],
    ['plans', 'PUT /api/v2/onboarding/plan-selection/', { selected_plan_id: options.planId ?? 2 }],
    ['cards', 'PUT /api/v2/onboarding/card-design/', { virtual_card_selected: true }],
    ['deposit', 'PUT /api/v2/onboarding/initial-deposit/', { initial_deposit_amount: '0.00' }],
    ['plan-details', 'POST /api/onboarding/summary/', { confirmed: true }],
  ];
  for (const [step, route, body] of steps) {
    if (index(step as (typeof REGISTER_STEPS)[number]) >= index(until)) break;
    const [method, url] = route.split(' ') as ['PUT' | 'POST', string];
    const res = await api.call(method, url, as(applicant, body));
    expect([route, res.statusCode, res.body]).toEqual([route, 200, res.body]);
  }
};

/** Starts the identity check and follows the sandbox page back: the finish answer. */
const proveCheck = async (applicant: Applicant) => {
  const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
  const started = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(applicant, { ip_address: '203.0.113.9', application_form_id: form.id, final_target_url: 'http://localhost:8080/register/prove/finish/' }));
  expect(started.statusCode).toBe(200);
  const target = new URL(started.json().redirect_target_url, 'http://localhost:8080');
  expect(target.pathname).toBe('/register/prove/sandbox');
  expect(target.searchParams.get('final_target_url')).toBe('http://localhost:8080/register/prove/finish/');
  return api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(applicant, { vfp: target.searchParams.get('vfp') }));
};

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

