import { eq } from 'drizzle-orm';
import { accountPlans, registrationCodes, users } from '../../platform/db/schema';
import { isoDate } from '../../platform/dates';
import { addDaysIso } from '../plans';
import { encryptPassword } from './registrationPassword';
import { SANDBOX_IDENTITIES } from '../../platform/providers/identity/sandboxIdentityProvider';
import { createTestApi, setupTestApi } from '../../test/helpers';
import { as, registrationKit, startForm, stepIndex as index, type Applicant } from '../../test/registration';
import { REGISTRATION_CODE_INVALID } from './registration.routes';
import { PROVE_MESSAGES } from './registrationProve.routes';
import { PAYMENT_MESSAGES } from './registrationPayment';
import { CARD_MESSAGES } from '../../platform/providers/cardPayments/sandboxCards';

// Registration (issue 11, section 1): every endpoint's happy path, its bad inputs, the resume rules and the identity
// check through the sandbox provider. Rate limits: registration-limits.test.ts (strict policy).

const api = setupTestApi();
const { newPhone, newEmail, latestCode, verified, publicKey, through, proveCheck } = registrationKit(api);

describe('registration: the whole flow', () => {
  it('ON-10 ON-29 ON-30 API-55 API-56 a stranger registers through every step and is signed in with a Cloud of $0.00', async () => {
    const applicant = await verified();
    await through(applicant, 'processing');
    const finish = await proveCheck(applicant);
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toMatchObject({ prove: true, completed_step_index: index('user-identity-info'), current_step: 'user-identity-info', total_checkout_fees: null, ssn_last4: '6789' });
    expect(JSON.stringify(finish.json())).not.toContain('123456789');
    const applied = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Teacher', qube_discovery_method: 'friend' }));
    expect(applied.statusCode).toBe(200);
    const { token, account_id: accountId } = applied.json() as { token: string; account_id: number };
    // Signed in the way sign-in does: the session cookie, and the application cookie cleared.
    const cookies = [applied.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/__Host-qube_token=[0-9a-f]{64}; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    expect(cookies).toMatch(/__Host-qube_application=;/);
    const me = (await api.call('GET', '/api/users/me/', { token })).json();
    expect(me).toMatchObject({ email: applicant.email, first_name: 'Nova', last_name: 'Newman', phone_number: applicant.phone, user_type: 'regular_user', address_state: 'TX' });
    expect(me.primary_account).toMatchObject({ id: accountId, plan: 'premium', account_type: 'normal' });
    const overview = (await api.call('GET', `/api/accounts/${accountId}/updates/`, { token })).json();
    expect(overview).toMatchObject({ account_balance: '0.00', cloud_qube_total_balance: '0.00' });
    // The new password signs in.
    const login = await api.call('POST', '/api/web/users/login/', { body: { email: applicant.email, password: 'Tangerine!Kite42' } });
    expect(login.statusCode).toBe(200);
    // The application is closed: the cookie no longer opens it.
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).statusCode).toBe(404);
  });

  it('ON-06 ON-68 QUBE60 is once per person: its free days are the new account\'s, and the same e-mail on a later application is refused', async () => {
    const applicant = await verified();
    await through(applicant, 'processing');
    expect((await api.call('PUT', '/api/v2/onboarding/apply-discount-code/', as(applicant, { discount_code: 'QUBE60' }))).statusCode).toBe(200);
    expect((await proveCheck(applicant)).statusCode).toBe(200);
    const applied = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Teacher', qube_discovery_method: 'friend' }));
    expect(applied.statusCode).toBe(200);
    const { token, account_id: accountId } = applied.json() as { token: string; account_id: number };
    const today = isoDate(new Date());
    expect((await api.call('GET', `/api/web/accounts/${accountId}/plan/`, { token })).json()).toMatchObject({ free_until: addDaysIso(today, 59), applied_promo_codes: ['QUBE60'] });
    const [plan] = await api.database.db.select().from(accountPlans).where(eq(accountPlans.accountId, accountId));
    expect(plan).toMatchObject({ billingAnchor: today, freeUntil: addDaysIso(today, 59) });

    // The person moves their account to another e-mail and starts again with the old one and a new phone.
    await api.database.db.update(users).set({ email: `moved.${applicant.email}` }).where(eq(users.email, applicant.email));
    const again = await verified(newPhone(), applicant.email);
    await through(again, 'processing');
    const checked = await api.call('POST', '/api/v2/onboarding/verify-discount-code/', as(again, { discount_code: 'QUBE60' }));
    expect([checked.statusCode, checked.json().fallback_message]).toEqual([400, 'You have already used this promo code.']);
    const refused = await api.call('PUT', '/api/v2/onboarding/apply-discount-code/', as(again, { discount_code: 'qube60' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ discount_code: 'You have already used this promo code.' });
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(again))).json().isPromoCodeApplied).toBe(false);
  });

  it('ON-06 a referral code must name a real partner or customer: an unknown one is refused, a friend\'s invitation code is taken', async () => {
    const unknown = await api.call('POST', '/api/v2/onboarding/go/', { body: { ...startForm(newPhone(), newEmail()), referral_code: 'ANYTHING-GOES' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fallback_message: 'This referral code is not valid.', fields: { referral_code: 'This referral code is not valid.' } });
    const alex = await api.freshLogin('alex@demo.qube');
    const invited = await api.call('POST', `/api/users/account/${alex.accountId}/invite-a-friend/`, { token: alex.token, body: { email: newEmail() } });
    expect(invited.statusCode).toBe(200);
    const known = await api.call('POST', '/api/v2/onboarding/go/', { body: { ...startForm(newPhone(), newEmail()), referral_code: invited.json().referral_code } });
    expect(known.statusCode).toBe(200);
  });

  it('ON-30 API-56 a not-eligible test identity answers 400 and closes the application; nothing is created', async () => {
    const applicant = await verified();
    await through(applicant, 'processing', { ssn: SANDBOX_IDENTITIES.notEligible });
    const finish = await proveCheck(applicant);
    expect(finish.statusCode).toBe(400);
    expect(finish.json()).toMatchObject({ fallback_message: PROVE_MESSAGES.notEligible, code: 'not_eligible' });
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json()).toMatchObject({ status: 'not_eligible', prove: false });
    const apply = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Teacher', qube_discovery_method: 'friend' }));
    expect(apply.statusCode).toBe(409);
    expect((await api.call('POST', '/api/web/users/login/', { body: { email: applicant.email, password: 'Tangerine!Kite42' } })).statusCode).toBe(400);
  });

  it('ON-30 API-56 a failing provider answers 502 (not 400) and the check can be tried again', async () => {
    const applicant = await verified();
    await through(applicant, 'processing', { ssn: SANDBOX_IDENTITIES.failure });
    const finish = await proveCheck(applicant);
    expect(finish.statusCode).toBe(502);
    expect(finish.json()).toMatchObject({ fallback_message: PROVE_MESSAGES.failed });
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json()).toMatchObject({ status: 'open', current_step: 'processing' });
  });

  it('ON-31 a check token works once, only for its own application, and not after 15 minutes', async () => {
    const applicant = await verified();
    await through(applicant, 'processing');
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
    const started = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(applicant, { ip_address: '', application_form_id: form.id, final_target_url: '/register/prove/finish/' }));
    const vfp = new URL(started.json().redirect_target_url, 'http://x').searchParams.get('vfp');
    const other = await verified();
    expect((await api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(other, { vfp }))).statusCode).toBe(409);
    api.clock.advance(16 * 60 * 1000);
    try {
      expect((await api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(applicant, { vfp }))).json()).toMatchObject({ fallback_message: PROVE_MESSAGES.expired });
    } finally {
      api.clock.reset();
    }
  });

  it('ON-29 the return address can only be this site\'s /register/prove/finish/ (no open redirect)', async () => {
    const applicant = await verified();
    await through(applicant, 'processing');
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
    for (const url of ['https://evil.example/register/prove/finish/', 'http://localhost:8080/dashboard', '/register/prove/finish/?next=//evil', 'javascript:alert(1)']) {
      const res = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(applicant, { ip_address: '', application_form_id: form.id, final_target_url: url }));
      expect([url, res.statusCode, res.json().fields]).toEqual([url, 400, { final_target_url: PROVE_MESSAGES.target }]);
    }
    const wrongId = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(applicant, { ip_address: '', application_form_id: form.id + 1000, final_target_url: '/register/prove/finish/' }));
    expect(wrongId.statusCode).toBe(404);
  });

  it('ON-32 starting a check records the prove_check metrics event with the application form id', async () => {
    const applicant = await verified();
    await through(applicant, 'processing');
    await proveCheck(applicant);
    const events = (await api.call('GET', '/api/dev/metrics?action=prove_check')).json().results as { context: string; subcontext: string; data: { application_form_id: number } }[];
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
    expect(events.find((e) => e.data.application_form_id === form.id)).toMatchObject({ context: 'create_account', subcontext: 'landing_page' });
  });
});

describe('registration: start and phone', () => {
  it('ON-40 ON-16 go/ checks the start form with the spec messages, and texts nothing then', async () => {
    const phone = newPhone();
    const res = await api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: ' ', last_name: '', email: 'nope', phone_number: '415 555', agree_terms: false, agree_privacy: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      fallback_message: 'This Field is required!', code: 'invalid',
      fields: { first_name: 'This Field is required!', last_name: 'This Field is required!', email: 'Please Enter a valid Email', phone_number: 'Please enter a valid phone number', agree_terms: 'Please accept the Terms and Conditions and the Privacy Policy.' },
    });
    expect(await latestCode(phone)).toBe('');
    const unknown = await api.call('POST', '/api/v2/onboarding/go/', { body: { ...startForm(phone, newEmail()), extra: 1 } });
    expect(unknown.statusCode).toBe(400);
  });

  it('ON-41 ON-42 API-15 a 5-digit code goes to the outbox; asking again within 50 s sends no second text', async () => {
    const phone = newPhone();
    const email = newEmail();
    const first = await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, email) });
    expect(first.json()).toMatchObject({ phone_number: phone, resend_after_seconds: 50, expires_in_seconds: 600 });
    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{5}$/);
    api.clock.advance(20_000);
    try {
      const again = await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, email) });
      expect(again.json().resend_after_seconds).toBe(30);
      const texts = (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json().results;
      expect(texts).toHaveLength(1);
      api.clock.advance(31_000);
      await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, newEmail()) });
      const newer = await latestCode(phone);
      // The older code stopped working when the new one was sent.
      if (newer !== code) {
        const old = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: code } });
        expect(old.statusCode).toBe(400);
      }
    } finally {
      api.clock.reset();
    }
  });

  it('ON-41 a code proves the phone for the details it was sent with: other details within 50 s answer 429, and the code opens the first form', async () => {
    const phone = newPhone();
    const owner = newEmail();
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, owner) });
    const code = await latestCode(phone);
    api.clock.advance(10_000);
    try {
      const swapped = await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, 'attacker@example.test') });
      expect(swapped.statusCode).toBe(429);
      expect(swapped.headers['retry-after']).toBe('40');
      expect(swapped.json()).toMatchObject({ code: 'code_recently_sent', fallback_message: `We just sent a code to ${phone}. To change your details, please try again in 40 seconds.` });
      const verify = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: code } });
      expect(verify.statusCode).toBe(200);
      expect(verify.json().email).toBe(owner);
    } finally {
      api.clock.reset();
    }
  });

  it('ON-41 tries sent at once take one attempt each: of 12 parallel wrong codes and the right one, the right one fails once 5 are spent', async () => {
    const phone = newPhone();
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, newEmail()) });
    const code = await latestCode(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    const tries = await Promise.all(Array.from({ length: 12 }, () => api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: wrong } })));
    expect(tries.every((t) => t.statusCode === 400)).toBe(true);
    const [row] = await api.database.db.select({ attempts: registrationCodes.attempts }).from(registrationCodes).where(eq(registrationCodes.phoneNumber, phone));
    expect(row?.attempts).toBe(5);
    expect((await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: code } })).statusCode).toBe(400);
  });

  it('API-15 a fixed sandbox code is accepted when QUBE_SMS_FIXED_CODE says so (never in production)', async () => {
    const fixed = await createTestApi({ processEnv: { QUBE_SMS_FIXED_CODE: '24680' } });
    try {
      const phone = newPhone();
      await fixed.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, newEmail()) });
      const res = await fixed.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: '24680' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await fixed.close();
    }
  });

  it('ON-41 a wrong code answers 400 with the message; after 5 wrong tries even the right code fails; codes expire after 10 minutes', async () => {
    const phone = newPhone();
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(phone, newEmail()) });
    const code = await latestCode(phone);
    const wrong = code === '00000' ? '11111' : '00000';
    const bad = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: wrong } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fallback_message: REGISTRATION_CODE_INVALID, fields: { verification_code: REGISTRATION_CODE_INVALID } });
    for (let i = 0; i < 4; i++) await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: wrong } });
    expect((await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: code } })).statusCode).toBe(400);

    const later = newPhone();
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(later, newEmail()) });
    const laterCode = await latestCode(later);
    api.clock.advance(11 * 60 * 1000);
    try {
      expect((await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: later, verification_code: laterCode } })).statusCode).toBe(400);
    } finally {
      api.clock.reset();
    }
  });

  it('a reused e-mail or phone gets one message that names neither, and the e-mail\'s holder is told', async () => {
    const byEmail = newPhone();
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(byEmail, 'ALEX@demo.qube') });
    const res = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: byEmail, verification_code: await latestCode(byEmail) } });
    expect(res.statusCode).toBe(409);
    const message = res.json().fallback_message as string;
    expect(message).toBe("We can't open a new account with this phone number or e-mail address. If you already have a Qube account, sign in or reset your password.");
    const mails = (await api.call('GET', '/api/dev/outbox?to=alex@demo.qube')).json().results as { subject: string }[];
    expect(mails[0]?.subject).toBe('Someone tried to open a Qube account with your e-mail');

    // A registered person's phone (the first registration's) gets the same words.
    const first = await verified();
    await through(first, 'processing');
    await proveCheck(first);
    await api.call('POST', '/api/v2/onboarding/apply/', as(first, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Nurse', qube_discovery_method: 'search' }));
    await api.call('POST', '/api/v2/onboarding/go/', { body: startForm(first.phone, newEmail()) });
    const byPhone = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: first.phone, verification_code: await latestCode(first.phone) } });
    expect([byPhone.statusCode, byPhone.json().fallback_message]).toEqual([409, message]);
  });
});

describe('registration: resuming and step order', () => {
  it('ON-10 ON-23 API-55 the form and completed_step_index live in the API: another device continues by verifying the same phone', async () => {
    const applicant = await verified();
    await through(applicant, 'password');
    const here = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
    expect(here).toMatchObject({ completed_step_index: index('password'), current_step: 'password', address_city: 'Austin', birth_date: '1990-04-12', ssn_last4: '6789', has_password: false });
    // Another device: the same phone again.
    const other = await verified(applicant.phone, applicant.email);
    const there = (await api.call('GET', '/api/v2/onboarding/application-form/', as(other))).json();
    expect(there).toMatchObject({ id: here.id, completed_step_index: index('password'), address_city: 'Austin' });
  });

  it('ON-10 a step beyond completed_step_index answers 409 and changes nothing', async () => {
    const applicant = await verified();
    const res = await api.call('PUT', '/api/v2/onboarding/plan-selection/', as(applicant, { selected_plan_id: 2 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fallback_message).toBe('Please finish the earlier steps first.');
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json()).toMatchObject({ selected_plan_id: null, current_step: 'delivery' });
  });

  it('ON-11 current_step skips payment when nothing is due at checkout, and asks for it when something is', async () => {
    const applicant = await verified();
    await through(applicant, 'cards');
    const physical = await api.call('PUT', '/api/v2/onboarding/card-design/', as(applicant, { virtual_card_selected: false, debit_card_design: 'aurora' }));
    expect(physical.json()).toMatchObject({ current_step: 'shipping-options', debit_card_design_fee: '10.00' });
    await api.call('PUT', '/api/v2/onboarding/shipping/', as(applicant, { expedite_card: true }));
    await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(applicant, { initial_deposit_amount: '25.50' }));
    await api.call('POST', '/api/onboarding/summary/', as(applicant, { confirmed: true }));
    const finish = await proveCheck(applicant);
    expect(finish.json()).toMatchObject({ current_step: 'payment', total_checkout_fees: '50.50', shipping_fee: '15.00', initial_deposit_amount: '25.50' });
    const answers = { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Chef', qube_discovery_method: 'podcast' };
    expect((await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, answers))).statusCode).toBe(409);
    // The card is paid through the card-payment provider: an intent for the total, the sandbox's test cards and messages.
    const intent = await api.call('POST', '/api/onboarding/collect-payment-information/', as(applicant));
    expect(intent.json()).toMatchObject({ amount: '50.50', payment_intent_id: expect.stringMatching(/^pi_/), client_secret: expect.any(String) });
    const { payment_intent_id: intentId, client_secret: clientSecret } = intent.json();
    const pay = (number: string) => api.call('POST', `/api/sandbox/card-payments/${intentId}/confirm/`, { body: { client_secret: clientSecret, card: { number, exp_month: 12, exp_year: 2039, cvc: '123' } } });
    expect((await api.call('PUT', '/api/v2/onboarding/payment-info/', as(applicant, { payment_intent_id: intentId }))).json().fallback_message).toBe(PAYMENT_MESSAGES.notPaid);
    const declined = await pay('4000 0000 0000 0002');
    expect([declined.statusCode, declined.json().fallback_message]).toEqual([402, CARD_MESSAGES.declined]);
    expect((await pay('4242 4242 4242 4241')).json().fallback_message).toBe(CARD_MESSAGES.invalidNumber);
    expect((await pay('4242 4242 4242 4242')).statusCode).toBe(200);
    const paid = await api.call('PUT', '/api/v2/onboarding/payment-info/', as(applicant, { payment_intent_id: intentId }));
    expect(paid.json()).toMatchObject({ has_payment: true, current_step: 'user-identity-info' });
    expect(paid.body).not.toContain('4242424242424242');
    // Paid: the options it paid for stay (ON-20), and no second intent is made.
    const change = await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(applicant, { initial_deposit_amount: '30.00' }));
    expect([change.statusCode, change.json().fallback_message]).toEqual([409, PAYMENT_MESSAGES.locked]);
    expect((await api.call('POST', '/api/onboarding/collect-payment-information/', as(applicant))).statusCode).toBe(409);
    const applied = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, answers));
    expect(applied.statusCode).toBe(200);
    const { token, account_id: accountId } = applied.json();
    // The initial deposit, paid by card, is the Cloud; the fees went to fee income (the ledger balances).
    expect((await api.call('GET', `/api/accounts/${accountId}/updates/`, { token })).json()).toMatchObject({ cloud_qube_total_balance: '25.50' });
  });
});

describe('registration: each step refuses bad input with 4xx and a fallback_message', () => {
  let applicant: Applicant;
  beforeAll(async () => {
    applicant = await verified();
    await through(applicant, 'processing');
  });

  it.each([
    ['PUT', '/api/v2/onboarding/address/', { address_street: '', address_city: 'Austin', address_state: 'Texas', address_postal_code: '787' }, { address_street: 'This Field is required!', address_state: 'State must be 2 letters', address_postal_code: 'Zip code must be 5 digits' }],
    ['PUT', '/api/v2/onboarding/name-birthdate/', { first_name: 'Nova', last_name: 'Newman', birth_date: '2020-01-01' }, { birth_date: 'You must be at least 18 years old to open an account.' }],
    ['PUT', '/api/v2/onboarding/name-birthdate/', { first_name: 'Nova', last_name: 'Newman', birth_date: '1990-02-30' }, { birth_date: 'Please enter a valid birth date' }],
    ['PUT', '/api/v2/onboarding/ssn/', { ssn: '12345' }, { ssn: 'SSN must be 9 digits' }],
    ['POST', '/api/onboarding/passcode/', { encrypted_password: 'bm90IGVuY3J5cHRlZA==' }, { password: 'We could not read your password. Please enter it again.' }],
    ['PUT', '/api/v2/onboarding/plan-selection/', { selected_plan_id: 9 }, { selected_plan_id: 'Please choose a plan.' }],
    ['PUT', '/api/v2/onboarding/card-design/', { virtual_card_selected: false }, { debit_card_design: 'Please choose a card design.' }],
    ['PUT', '/api/v2/onboarding/initial-deposit/', { initial_deposit_amount: '10000.01' }, { initial_deposit_amount: 'The initial deposit must be between $0.00 and $10,000.00.' }],
    ['PUT', '/api/v2/onboarding/initial-deposit/', { initial_deposit_amount: '-5' }, { initial_deposit_amount: 'The initial deposit must be between $0.00 and $10,000.00.' }],
    ['PUT', '/api/v2/onboarding/apply-discount-code/', { discount_code: 'NOPE' }, { discount_code: 'This discount code is not valid.' }],
    ['POST', '/api/onboarding/summary/', { confirmed: false }, { confirmed: 'This Field is required!' }],
  ] as const)('%s %s answers 400 with the field messages', async (method, url, body, fields) => {
    const res = await api.call(method, url, as(applicant, body));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
    expect(res.json().fallback_message).toBe(Object.values(fields)[0]);
  });

  it('ON-47 the password is checked by the API rules after decryption (common, based on the e-mail)', async () => {
    const key = await publicKey();
    const common = await api.call('POST', '/api/onboarding/passcode/', as(applicant, { encrypted_password: encryptPassword(key, 'Password1') }));
    expect(common.json().fields).toEqual({ password: 'This password is too common. Choose a less predictable one.' });
    const short = await api.call('POST', '/api/onboarding/passcode/', as(applicant, { encrypted_password: encryptPassword(key, 'Ab1!') }));
    expect(short.json().fields).toEqual({ password: 'Password should be more than 8 characters' });
  });

  it('every step without the application cookie answers 404 "We could not find your registration."', async () => {
    const res = await api.call('PUT', '/api/v2/onboarding/address/', { body: { address_street: '1 Main', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' } });
    expect([res.statusCode, res.json().fallback_message]).toEqual([404, 'We could not find your registration. Please start again.']);
  });

  it('ON-21 ON-68 a discount code is verified without being applied, then applied and shown on the form', async () => {
    const checked = await api.call('POST', '/api/v2/onboarding/verify-discount-code/', as(applicant, { discount_code: 'qube60' }));
    expect(checked.json()).toMatchObject({ discount_code: 'QUBE60', description: 'Your first 60 days are free.', plan_name: 'premium', monthly_fee: '4.99' });
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json().isPromoCodeApplied).toBe(false);
    const applied = await api.call('PUT', '/api/v2/onboarding/apply-discount-code/', as(applicant, { discount_code: 'QUBE60' }));
    expect(applied.json()).toMatchObject({ isPromoCodeApplied: true, discountCode: 'QUBE60', promo: { description: 'Your first 60 days are free.' } });
    const removed = await api.call('PUT', '/api/v2/onboarding/apply-discount-code/', as(applicant, { discount_code: null }));
    expect(removed.json()).toMatchObject({ isPromoCodeApplied: false, discountCode: null });
  });

  it('ON-65 ON-28 plans and fees are listed with exact money strings', async () => {
    const res = await api.call('GET', '/api/accounts/plans/');
    expect(res.json().results.map((p: { plan_name: string; monthly_fee: string }) => [p.plan_name, p.monthly_fee])).toEqual([['lite', '0.00'], ['premium', '4.99'], ['family', '9.99']]);
    expect(res.json()).toMatchObject({ referral_free_days: 60, fees: { expedited_shipping_fee: '15.00' } });
  });

  it('ON-26 ON-33 the device-risk session and the public IP', async () => {
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
    const risk = await api.call('POST', '/api/lexisnexis/threatmetrix-session/', as(applicant, { application_form_id: form.id }));
    expect(risk.json().session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api.call('GET', '/api/v2/onboarding/ip-address/')).json()).toEqual({ ip_address: '127.0.0.1' });
  });
});
