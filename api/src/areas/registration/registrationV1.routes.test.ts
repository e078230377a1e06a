import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  REGISTER_STEPS, RegistrationAddressInput, RegistrationCardInput, RegistrationNameBirthdateInput, RegistrationPasswordInput, RegistrationShippingInput, RegistrationStartInput,
} from '@qube/contract/registration';
import { encryptPassword } from './registrationPassword';
import { SANDBOX_IDENTITIES } from '../../platform/providers/identity/sandboxIdentityProvider';
import { setupTestApi, CSRF } from '../../test/helpers';

// v1's onboarding names (ON-14) answered by the v2 steps, and the start without an auth header (ON-22).

const api = setupTestApi();

let serial = 0;
const newPhone = () => {
  serial += 1;
  return `(415) 8${String(serial).padStart(2, '0')}-${String(2000 + serial).slice(-4)}`;
};
const newEmail = () => `v1.person.${Date.now()}.${serial}@example.test`;
const cookieOf = (res: LightMyRequestResponse): string => {
  const found = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string').find((c) => c.startsWith('__Host-qube_application='));
  if (!found) throw new Error(`no application cookie: ${res.statusCode} ${res.body}`);
  return found.split(';')[0] ?? '';
};
const as = (cookie: string, body?: unknown) => ({ headers: { cookie: `qube_csrftoken=${CSRF}; ${cookie}` }, ...(body === undefined ? {} : { body }) });
const latestCode = async (phone: string) => {
  const res = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  return /(\d{5})/.exec((res.json() as { results: { body: string }[] }).results[0]?.body ?? '')?.[1] ?? '';
};
const index = (step: (typeof REGISTER_STEPS)[number]) => REGISTER_STEPS.indexOf(step);

describe('registration: v1 calls (ON-14)', () => {
  it('ON-14 ON-22 ON-07 ON-08 ON-09 a stranger registers with v1 names only, without an auth header, through the 13-step order', async () => {
    const phone = newPhone();
    const email = newEmail();
    const sent = await api.call('POST', '/api/onboarding/phone-numbers/', { body: { first_name: 'Vera', last_name: 'One', email, phone_number: phone, agree_terms: true, agree_privacy: true } });
    expect([sent.statusCode, sent.json().resend_after_seconds]).toEqual([200, 50]);
    const verified = await api.call('POST', '/api/onboarding/phone-numbers/verify/', { body: { phone_number: phone, verification_code: await latestCode(phone) } });
    expect(verified.statusCode).toBe(200);
    const cookie = cookieOf(verified);
    // ON-08/ON-09: the route order is authoritative; after the phone the next step is delivery (index 2).
    expect(verified.json()).toMatchObject({ current_step: 'delivery', completed_step_index: index('delivery') });
    const steps: [string, unknown, (typeof REGISTER_STEPS)[number]][] = [
      ['mailing-address/', { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' }, 'identity'],
      ['birth-date-ssn/', { first_name: 'Vera', last_name: 'One', birth_date: '1990-04-12', ssn: SANDBOX_IDENTITIES.verified }, 'password'],
    ];
    for (const [path, body, next] of steps) {
      const res = await api.call('POST', `/api/onboarding/${path}`, as(cookie, body));
      expect([path, res.statusCode, res.json().current_step]).toEqual([path, 200, next]);
    }
    const key = (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;
    expect((await api.call('POST', '/api/onboarding/passcode/', as(cookie, { encrypted_password: encryptPassword(key, 'Tangerine!Kite42') }))).statusCode).toBe(200);
    const offer = await api.call('GET', '/api/onboarding/plan/?coupon=QUBE60');
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ coupon: { discount_code: 'QUBE60', description: 'Your first 60 days are free.' }, referral_free_days: 60 });
    expect(offer.json().results.map((p: { plan_name: string }) => p.plan_name)).toEqual(['lite', 'premium', 'family']);
    const bad = await api.call('GET', '/api/onboarding/plan/?coupon=NOPE');
    expect([bad.statusCode, bad.json().fallback_message]).toEqual([400, 'This discount code is not valid.']);
    const plan = await api.call('POST', '/api/onboarding/plan/', as(cookie, { selected_plan_id: 2 }));
    expect(plan.json()).toMatchObject({ current_step: 'cards', plan_name: 'premium' });
    const card = await api.call('POST', '/api/onboarding/debit-card-selection/', as(cookie, { virtual_card_selected: true }));
    expect(card.json()).toMatchObject({ current_step: 'deposit' });
    expect((await api.call('PUT', '/api/v2/onboarding/initial-deposit/', as(cookie, { initial_deposit_amount: '0.00' }))).statusCode).toBe(200);
    const promo = await api.call('POST', '/api/onboarding/promo-code/', as(cookie, { discount_code: 'QUBE60' }));
    expect([promo.statusCode, promo.json().discountCode, promo.json().free_days]).toEqual([200, 'QUBE60', 60]);
    expect((await api.call('POST', '/api/onboarding/summary/', as(cookie, { confirmed: true }))).json()).toMatchObject({ current_step: 'processing' });
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(cookie))).json();
    const identify = await api.call('POST', '/api/onboarding/identify/', as(cookie, { ip_address: '203.0.113.9', application_form_id: form.id, final_target_url: 'http://localhost:8080/register/prove/finish/' }));
    expect(identify.statusCode).toBe(200);
    const vfp = new URL(identify.json().redirect_target_url, 'http://localhost:8080').searchParams.get('vfp');
    expect((await api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(cookie, { vfp }))).statusCode).toBe(200);
    // Nothing due at checkout: v1's payment/ has nothing to record (409), and the questionnaire opens the account.
    const payment = await api.call('POST', '/api/onboarding/payment/', as(cookie, { payment_intent_id: 'pi_none' }));
    expect(payment.statusCode).toBe(409);
    const applied = await api.call('POST', '/api/onboarding/questionnaire/', as(cookie, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Nurse', qube_discovery_method: 'search' }));
    expect(applied.statusCode).toBe(200);
    expect([applied.headers['set-cookie']].flat().join('\n')).toMatch(/__Host-qube_token=/);
    const me = (await api.call('GET', '/api/users/me/', { token: applied.json().token })).json();
    expect(me).toMatchObject({ email, first_name: 'Vera', phone_number: phone });
  });

  it('ON-14 v1 calls answer bad input like their v2 step: 4xx with a fallback_message, and nothing changes', async () => {
    const noCookie = await api.call('POST', '/api/onboarding/mailing-address/', { body: { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' } });
    expect([noCookie.statusCode, noCookie.json().fallback_message]).toEqual([404, 'We could not find your registration. Please start again.']);
    const badStart = await api.call('POST', '/api/onboarding/phone-numbers/', { body: { first_name: '', last_name: 'One', email: 'x', phone_number: '1', agree_terms: true, agree_privacy: true } });
    expect(badStart.statusCode).toBe(400);
    expect(badStart.json().fallback_message).toEqual(expect.any(String));
    const badSsn = await api.call('POST', '/api/onboarding/birth-date-ssn/', { body: { first_name: 'A', last_name: 'B', birth_date: '1990-01-01', ssn: '12' } });
    expect([badSsn.statusCode, badSsn.json().fallback_message]).toEqual([400, 'SSN must be 9 digits']);
    const extra = await api.call('POST', '/api/onboarding/plan/', { body: { selected_plan_id: 2, admin: true } });
    expect(extra.statusCode).toBe(400);
    const invitation = await api.call('POST', '/api/onboarding/joint-account-invitations/1/', { body: { status: 'accepted' } });
    expect(invitation.statusCode).toBe(401);
  });

  it('ON-19 ON-23 the application form carries the v2 onboarding state (snake_case), never a secret', async () => {
    const phone = newPhone();
    await api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'Ida', last_name: 'State', email: newEmail(), phone_number: phone, agree_terms: true, agree_privacy: true } });
    const verified = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: await latestCode(phone) } });
    const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(cookieOf(verified)))).json();
    for (const key of ['current_step', 'first_name', 'last_name', 'email', 'phone', 'id', 'virtual_card_selected', 'debit_card_design', 'debit_card_design_fee', 'source_of_income', 'annual_income', 'work_description', 'qube_discovery_method', 'address_street', 'address_apartment_no', 'address_city', 'address_state', 'address_postal_code', 'birth_date', 'completed_step_index']) {
      expect([key, key in form]).toEqual([key, true]);
    }
    expect(form).toMatchObject({ first_name: 'Ida', phone, current_step: 'delivery' });
    expect(Object.keys(form).filter((k) => ['password', 'password_hash', 'ssn'].includes(k))).toEqual([]);
  });

  it('ON-13 every v1 form field has its place in a step: the v2 input that carries it (passwordConfirm stays in the browser)', () => {
    const carriers: [string, { properties: Record<string, unknown> }, string][] = [
      ['firstName', RegistrationStartInput, 'first_name'], ['lastName', RegistrationStartInput, 'last_name'],
      ['phoneNumber', RegistrationStartInput, 'phone_number'], ['email', RegistrationStartInput, 'email'],
      ['agree_terms', RegistrationStartInput, 'agree_terms'], ['agree_privacy', RegistrationStartInput, 'agree_privacy'],
      ['birthdate', RegistrationNameBirthdateInput, 'birth_date'], ['password', RegistrationPasswordInput, 'encrypted_password'],
      ['card', RegistrationCardInput, 'debit_card_design'], ['expedited_shipping', RegistrationShippingInput, 'expedite_card'],
      ['address_street', RegistrationAddressInput, 'address_street'], ['address_apartment_no', RegistrationAddressInput, 'address_apartment_no'],
      ['address_city', RegistrationAddressInput, 'address_city'], ['address_state', RegistrationAddressInput, 'address_state'],
      ['address_postal_code', RegistrationAddressInput, 'address_postal_code'],
    ];
    for (const [v1, schema, v2] of carriers) expect([v1, v2 in schema.properties]).toEqual([v1, true]);
  });

  it('ON-25 first-name-last-name-email/ checks the names and e-mail; all empty is accepted and stores nothing', async () => {
    const empty = await api.call('POST', '/api/onboarding/first-name-last-name-email/', { body: { first_name: '', last_name: '', email: '' } });
    expect([empty.statusCode, empty.json().detail]).toEqual([200, 'Nothing to check.']);
    const ok = await api.call('POST', '/api/onboarding/first-name-last-name-email/', { body: { first_name: 'Vera', last_name: 'One', email: 'vera@example.test' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
    const bad = await api.call('POST', '/api/onboarding/first-name-last-name-email/', { body: { first_name: 'Vera', last_name: '', email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['email', 'last_name']);
  });

  it.each(['limited-user', 'limited-user-plus'])('ON-24 v2/onboarding/%s/ turns the signed-in guest into a limited user in its playground', async (name) => {
    const guestIds = { uuid_1: crypto.randomUUID(), uuid_2: crypto.randomUUID() };
    const guest = (await api.call('POST', '/api/users/', { body: guestIds })).json() as { token: string; account_id: number };
    const phone = newPhone();
    expect((await api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: phone } })).statusCode).toBe(200);
    const verified = await api.call('POST', '/api/users/limited-user/verify-phone-number/', { token: guest.token, body: { phone_number: phone, verification_code: await latestCode(phone) } });
    const key = (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;
    const body = {
      phone_number: phone, email: newEmail(), first_name: 'Lia', last_name: 'Limited', accepted_privacy_policy: true, accepted_terms_and_conditions: true,
      encrypted_password: encryptPassword(key, 'Marigold!Lantern7'), ip_address: '203.0.113.9', temp_token: verified.json().temp_token as string,
    };
    const anonymous = await api.call('POST', `/api/v2/onboarding/${name}/?account_id=${guest.account_id}`, { body });
    expect(anonymous.statusCode).toBe(401);
    const made = await api.call('POST', `/api/v2/onboarding/${name}/?account_id=${guest.account_id}`, { token: guest.token, body });
    expect([made.statusCode, made.json().account_id]).toEqual([200, guest.account_id]);
    expect([made.headers['set-cookie']].flat().join('\n')).toMatch(/__Host-qube_token=/);
    const me = (await api.call('GET', '/api/users/me/', { token: made.json().token })).json();
    expect(me).toMatchObject({ first_name: 'Lia', email: body.email });
  });
});
