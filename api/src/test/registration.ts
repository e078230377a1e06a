import type { LightMyRequestResponse } from 'fastify';
import { REGISTER_STEPS } from '@qube/contract/registration';
import { encryptPassword } from '../areas/registration/registrationPassword';
import { SANDBOX_IDENTITIES } from '../platform/providers/identity/sandboxIdentityProvider';
import { CSRF, type TestApi } from './helpers';

/** Registration's test steps (registration*.test.ts): an applicant through go/, the phone code, the form and the identity check. */

export type RegisterStep = (typeof REGISTER_STEPS)[number];
export type Applicant = { phone: string; email: string; cookie: string };

export const stepIndex = (step: RegisterStep) => REGISTER_STEPS.indexOf(step);

/** The application cookie an answer sets (`name=value`). */
export const cookieOf = (res: LightMyRequestResponse): string => {
  const all = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  const found = all.find((c) => c.startsWith('__Host-qube_application='));
  if (!found) throw new Error(`no application cookie: ${res.statusCode} ${res.body}`);
  return found.split(';')[0] ?? '';
};

/** Call options as the applicant (its cookie, or a cookie given as text) with an optional body. */
export const as = (applicant: Applicant | string, body?: unknown) => ({
  headers: { cookie: `qube_csrftoken=${CSRF}; ${typeof applicant === 'string' ? applicant : applicant.cookie}` },
  ...(body === undefined ? {} : { body }),
});

export const startForm = (phone: string, email: string) => ({ first_name: 'Nova', last_name: 'Newman', email, phone_number: phone, agree_terms: true, agree_privacy: true });

/** The steps on one test file's API, with that file's own count of new phone numbers. */
export const registrationKit = (api: TestApi) => {
  let serial = 0;
  /** A phone number no seeded user has, new per call. */
  const newPhone = () => {
    serial += 1;
    return `(415) 7${String(serial).padStart(2, '0')}-${String(1000 + serial).slice(-4)}`;
  };
  const newEmail = () => `new.person.${Date.now()}.${serial}@example.test`;

  const latestCode = async (phone: string) => {
    const res = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    const body = (res.json() as { results: { body: string }[] }).results[0]?.body ?? '';
    return /(\d{5})/.exec(body)?.[1] ?? '';
  };

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
  const through = async (applicant: Applicant, until: RegisterStep, options: { ssn?: string; planId?: number } = {}) => {
    const steps: [RegisterStep, string, unknown][] = [
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
      if (stepIndex(step) >= stepIndex(until)) break;
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

  return { newPhone, newEmail, latestCode, verified, publicKey, through, proveCheck };
};
