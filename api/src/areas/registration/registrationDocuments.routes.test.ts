import type { LightMyRequestResponse } from 'fastify';
import { encryptPassword } from './registrationPassword';
import { DOCUMENT_MESSAGES } from './registrationDocuments';
import { SANDBOX_IDENTITIES } from '../../platform/providers/identity/sandboxIdentityProvider';
import { setupTestApi, CSRF } from '../../test/helpers';

// ON-24 upload-documents/: the way on after an identity check the provider could not complete.

const api = setupTestApi();

let serial = 0;
const newPhone = () => {
  serial += 1;
  return `(415) 9${String(serial).padStart(2, '0')}-${String(3000 + serial).slice(-4)}`;
};
const cookieOf = (res: LightMyRequestResponse) =>
  ([res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.startsWith('__Host-qube_application=')) ?? '').split(';')[0] ?? '';
const as = (cookie: string, body?: unknown) => ({ headers: { cookie: `qube_csrftoken=${CSRF}; ${cookie}` }, ...(body === undefined ? {} : { body }) });
const latestCode = async (phone: string) =>
  /(\d{5})/.exec(((await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json() as { results: { body: string }[] }).results[0]?.body ?? '')?.[1] ?? '';

/** An application at the identity check whose first check the provider failed (the sandbox's failure SSN). */
const afterFailedCheck = async () => {
  const phone = newPhone();
  await api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'Dee', last_name: 'Docs', email: `docs.${Date.now()}.${serial}@example.test`, phone_number: phone, agree_terms: true, agree_privacy: true } });
  const cookie = cookieOf(await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: await latestCode(phone) } }));
  const key = (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;
  const steps: [string, string, unknown][] = [
    ['PUT', '/api/v2/onboarding/address/', { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' }],
    ['PUT', '/api/v2/onboarding/name-birthdate/', { first_name: 'Dee', last_name: 'Docs', birth_date: '1990-04-12' }],
    ['PUT', '/api/v2/onboarding/ssn/', { ssn: SANDBOX_IDENTITIES.failure }],
    ['POST', '/api/onboarding/passcode/', { encrypted_password: encryptPassword(key, 'Tangerine!Kite42') }],
    ['PUT', '/api/v2/onboarding/plan-selection/', { selected_plan_id: 1 }],
    ['PUT', '/api/v2/onboarding/card-design/', { virtual_card_selected: true }],
    ['PUT', '/api/v2/onboarding/initial-deposit/', { initial_deposit_amount: '0.00' }],
    ['POST', '/api/onboarding/summary/', { confirmed: true }],
  ];
  for (const [method, url, body] of steps) expect([url, (await api.call(method as 'PUT' | 'POST', url, as(cookie, body))).statusCode]).toEqual([url, 200]);
  const upTooEarly = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('id.jpg')] }));
  expect([upTooEarly.statusCode, upTooEarly.json().fallback_message]).toEqual([409, DOCUMENT_MESSAGES.noFailedCheck]);
  const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(cookie))).json();
  const started = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(cookie, { ip_address: '203.0.113.9', application_form_id: form.id, final_target_url: 'http://localhost:8080/register/prove/finish/' }));
  const vfp = new URL(started.json().redirect_target_url, 'http://localhost:8080').searchParams.get('vfp');
  expect((await api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(cookie, { vfp }))).statusCode).toBe(502);
  return cookie;
};

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
const photo = (fileName: string, side: 'front' | 'back' = 'front') => ({ kind: 'drivers_license', side, file_name: fileName, content_type: 'image/jpeg', content_base64: JPEG });

describe('registration: upload-documents/ (ON-24)', () => {
  it('ON-24 after a failed identity check, a readable document passes the check: the next step opens and the SSN is gone', async () => {
    const cookie = await afterFailedCheck();
    const res = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('license-front.jpg'), photo('license-back.jpg', 'back')] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prove: true, current_step: 'user-identity-info', ssn_last4: '0500' });
    const again = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('license-front.jpg')] }));
    expect(again.statusCode).toBe(409);
  });

  it('ON-24 an unreadable document answers 400 and needs a new identity check; a not-eligible one closes the application', async () => {
    const cookie = await afterFailedCheck();
    const unreadable = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('unreadable.jpg')] }));
    expect([unreadable.statusCode, unreadable.json().fallback_message]).toEqual([400, DOCUMENT_MESSAGES.unreadable]);
    const retry = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('license.jpg')] }));
    expect([retry.statusCode, retry.json().fallback_message]).toEqual([409, DOCUMENT_MESSAGES.noFailedCheck]);

    const other = await afterFailedCheck();
    const refused = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(other, { documents: [photo('not-eligible.jpg')] }));
    expect(refused.statusCode).toBe(400);
    expect((await api.call('GET', '/api/v2/onboarding/application-form/', as(other))).json()).toMatchObject({ status: 'not_eligible' });
  });

  it('ON-24 bad files answer 400 with a fallback_message: not the declared type, no front, two fronts, extra fields', async () => {
    const cookie = await afterFailedCheck();
    const cases: [unknown, number][] = [
      [{ documents: [{ ...photo('x.png'), content_type: 'image/png' }] }, 400],
      [{ documents: [{ ...photo('x.jpg'), content_base64: 'not base64!' }] }, 400],
      [{ documents: [photo('back.jpg', 'back')] }, 400],
      [{ documents: [photo('a.jpg'), photo('b.jpg')] }, 400],
      [{ documents: [] }, 400],
      [{ documents: [{ ...photo('a.jpg'), extra: 1 }] }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, body));
      expect([JSON.stringify(body).slice(0, 60), res.statusCode, typeof res.json().fallback_message]).toEqual([JSON.stringify(body).slice(0, 60), status, 'string']);
    }
    // None of those used up the failed check: a good document still passes.
    expect((await api.call('PUT', '/api/v2/onboarding/upload-documents/', as(cookie, { documents: [photo('ok.jpg')] }))).statusCode).toBe(200);
  });
});
