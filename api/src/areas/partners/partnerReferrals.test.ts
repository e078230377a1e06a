import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { partnerConversions, partnerLeads, users } from '../../platform/db/schema';
import { encryptPassword } from '../registration';
import { SANDBOX_IDENTITIES } from '../../platform/providers/identity/sandboxIdentityProvider';
import { setupTestApi, CSRF } from '../../test/helpers';

// Issue 12 §3: real sign-ups with a partner's code feed the portal: a lead when the application starts, a conversion
// (and a client) when it opens an account on a plan.

const api = setupTestApi();

let serial = 0;
const newPhone = () => {
  serial += 1;
  return `(416) 8${String(serial).padStart(2, '0')}-${String(2000 + serial).slice(-4)}`;
};
type Applicant = { phone: string; email: string; cookie: string };
const cookieOf = (res: LightMyRequestResponse): string => {
  const all = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
  return all.find((c) => c.startsWith('__Host-qube_application='))?.split(';')[0] ?? '';
};
const as = (applicant: Applicant, body?: unknown) => ({ headers: { cookie: `qube_csrftoken=${CSRF}; ${applicant.cookie}` }, ...(body === undefined ? {} : { body }) });
const latestCode = async (phone: string) => {
  const res = await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
  return /(\d{5})/.exec((res.json() as { results: { body: string }[] }).results[0]?.body ?? '')?.[1] ?? '';
};

const start = async (extra: Record<string, string>): Promise<Applicant> => {
  const phone = newPhone();
  const email = `referred.${Date.now()}.${serial}@example.test`;
  const go = await api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'Rita', last_name: 'Referred', email, phone_number: phone, agree_terms: true, agree_privacy: true, ...extra } });
  expect(go.statusCode).toBe(200);
  const verify = await api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: phone, verification_code: await latestCode(phone) } });
  expect(verify.statusCode).toBe(200);
  return { phone, email, cookie: cookieOf(verify) };
};

const finish = async (applicant: Applicant, planId: number) => {
  const publicKey = (await api.call('GET', '/api/v2/onboarding/public-key/')).json().public_key as string;
  const steps: [string, string, unknown][] = [
    ['PUT', '/api/v2/onboarding/address/', { address_street: '1 Main St', address_city: 'Austin', address_state: 'tx', address_postal_code: '78701' }],
    ['PUT', '/api/v2/onboarding/name-birthdate/', { first_name: 'Rita', last_name: 'Referred', birth_date: '1990-04-12' }],
    ['PUT', '/api/v2/onboarding/ssn/', { ssn: SANDBOX_IDENTITIES.verified }],
    ['POST', '/api/onboarding/passcode/', { encrypted_password: encryptPassword(publicKey, 'Tangerine!Kite42') }],
    ['PUT', '/api/v2/onboarding/plan-selection/', { selected_plan_id: planId }],
    ['PUT', '/api/v2/onboarding/card-design/', { virtual_card_selected: true }],
    ['PUT', '/api/v2/onboarding/initial-deposit/', { initial_deposit_amount: '0.00' }],
    ['POST', '/api/onboarding/summary/', { confirmed: true }],
  ];
  for (const [method, url, body] of steps) {
    const res = await api.call(method as 'PUT' | 'POST', url, as(applicant, body));
    if (res.statusCode !== 200) {
      // Paid plans take the card at checkout (payment step) before identity.
      throw new Error(`${url} ${res.statusCode} ${res.body}`);
    }
  }
  const form = (await api.call('GET', '/api/v2/onboarding/application-form/', as(applicant))).json();
  const started = await api.call('POST', '/api/prove/authenticate-by-redirect/', as(applicant, { ip_address: '203.0.113.9', application_form_id: form.id, final_target_url: 'http://localhost:8080/register/prove/finish/' }));
  const target = new URL(started.json().redirect_target_url, 'http://localhost:8080');
  expect((await api.call('POST', '/api/prove/authenticate-by-redirect-finish/', as(applicant, { vfp: target.searchParams.get('vfp') }))).statusCode).toBe(200);
  const applied = await api.call('POST', '/api/v2/onboarding/apply/', as(applicant, { source_of_income: 'employment', annual_income: '50k_100k', work_description: 'Teacher', qube_discovery_method: 'friend' }));
  expect(applied.statusCode).toBe(200);
  return applied.json() as { token: string; account_id: number };
};

describe('partner referrals from real sign-ups', () => {
  it('CO-20 CO-13 CO-22 a sign-up with the coach code is a lead, then a conversion and a client when it opens an account', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const codes = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results as { code: string; is_active: boolean; sign_ups: number }[];
    const code = codes.find((c) => c.is_active)?.code ?? '';
    const leadsBefore = (await api.call('GET', '/api/coaching/leads/', { token: coach.token })).json().count as number;
    const applicant = await start({ affiliate_id: code.toLowerCase() });
    const leads = (await api.call('GET', '/api/coaching/leads/', { token: coach.token })).json();
    expect(leads.count).toBe(leadsBefore + 1);
    expect(leads.results[0]).toEqual(expect.objectContaining({ name: 'Rita Referred', email: applicant.email, phone_number: applicant.phone, code }));
    const { token } = await finish(applicant, 1);
    expect(token).toEqual(expect.any(String));
    expect((await api.call('GET', '/api/coaching/leads/', { token: coach.token })).json().count).toBe(leadsBefore);
    const clients = (await api.call('GET', '/api/coaching/clients/', { token: coach.token })).json();
    expect(clients.results[0]).toEqual(expect.objectContaining({ name: 'Rita Referred', email: applicant.email, plan: 'basic', active: true }));
    const conversions = (await api.call('GET', '/api/affiliates/conversions/', { token: coach.token })).json();
    expect(conversions.results[0]).toEqual(expect.objectContaining({ customer: 'Rita Referred', product: 'basic', earned: '0.00', commission: '0.00', pending: true, basic: true }));
    const user = (await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email)))[0];
    const [row] = await api.database.db.select().from(partnerConversions).where(eq(partnerConversions.customerUserId, user?.id ?? 0));
    expect(row?.collectableAt.getTime()).toBe((row?.accountCreated.getTime() ?? 0) + 30 * 86_400_000);
  });

  it('CO-20 a sign-up without a partner code, or with an unknown or inactive one, records no lead', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const codes = (await api.call('GET', '/api/affiliates/dashboard/codes/', { token: coach.token })).json().results as { code: string; is_active: boolean }[];
    const inactive = codes.find((c) => !c.is_active)?.code ?? 'NONE';
    const before = (await api.database.db.select().from(partnerLeads)).length;
    await start({});
    await start({ affiliate_id: 'NOT-A-CODE' });
    await start({ affiliate_id: inactive });
    expect((await api.database.db.select().from(partnerLeads)).length).toBe(before);
    // A partner code typed as a friend referral code counts too.
    await start({ referral_code: codes.find((c) => c.is_active)?.code ?? '' });
    expect((await api.database.db.select().from(partnerLeads)).length).toBe(before + 1);
  });
});
