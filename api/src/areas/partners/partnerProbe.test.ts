import { setupTestApi } from '../../test/helpers';

// Issue 12 §3: malformed ids, bodies and queries on every partner call answer 4xx with a fallback_message, never 5xx,
// for a partner (who passes the access checks) and a stranger.

const api = setupTestApi();

type Method = 'GET' | 'POST' | 'PATCH';
const ENDPOINTS: [Method, string][] = [
  ['GET', '/api/affiliates/conversions/'], ['POST', '/api/affiliates/conversions/download/'], ['GET', '/api/affiliates/conversions/monthly/'],
  ['GET', '/api/affiliates/programs/'], ['GET', '/api/affiliates/payment-history/'], ['GET', '/api/affiliates/commission-earned/'],
  ['POST', '/api/affiliates/collect-payment/'], ['GET', '/api/affiliates/dashboard/codes/'], ['POST', '/api/affiliates/dashboard/codes'],
  ['POST', '/api/tune/affiliate-codes/'], ['PATCH', '/api/tune/affiliate-codes/'], ['GET', '/api/tune/affiliates/personalization/'],
  ['PATCH', '/api/tune/affiliates/personalization/'], ['GET', '/api/rewards/dashboard/summary/'], ['GET', '/api/rewards/dashboard/get-link/'],
  ['GET', '/api/rewards/dashboard/list/'], ['POST', '/api/rewards/dashboard/list/download/'], ['GET', '/api/rewards/dashboard/list-pending/'],
  ['GET', '/api/coaching/leads/'], ['GET', '/api/coaching/clients/'], ['GET', '/api/coaching/profile/me/'], ['PATCH', '/api/coaching/profile/me/'],
  ['GET', '/api/coaching/program/'], ['PATCH', '/api/coaching/program/'], ['GET', '/api/onboarding/welcome-assets/'], ['GET', '/api/onboarding/affiliate-type/'],
];

const QUERIES = [
  '?limit=-1', '?limit=1e9', '?offset=NaN', '?offset=2147483648', '?id=1', '?partner_id=2', '?user_id=%27%20or%201=1--', '?date_from=0000-00-00',
  '?date_to=9999-99-99', '?ordering=;drop', '?product=%00', '?search=' + 'x'.repeat(200), '?affiliate_id=' + 'x'.repeat(200), '?active=maybe',
  '?plan=gold', '?limit=10&limit=20',
];
const BODIES: unknown[] = [
  null, [], 'text', 42, { id: -1 }, { id: 2147483648 }, { id: '1 or 1=1' }, { code: null }, { code: { $ne: 1 } }, { idempotency_key: [] },
  { pricing: 'cheap' }, { pricing: { power_session: 'NaN' } }, { pricing: { power_session: 1e308 } }, { links: { discovery_calendar: 5 } },
  { features: 'one' }, { features: [1, 2] }, { message: { a: 1 } }, { image_url: 'x'.repeat(3000) }, { date_from: '2026-02-30' },
  { ordering: 'id' }, { partner_user_id: 1 }, { active_clients: 1.5 }, { email: null }, { phone_number: '☎'.repeat(10) },
];

describe('partner API probes', () => {
  it('API-61 API-62 CO-13 to CO-22 malformed queries and bodies never answer 5xx, always with a fallback_message', async () => {
    const coach = await api.freshLogin('coach@demo.qube');
    const rewards = await api.freshLogin('rewards@demo.qube');
    const alex = await api.freshLogin('alex@demo.qube');
    const failures: string[] = [];
    for (const [method, url] of ENDPOINTS) {
      for (const token of [coach.token, rewards.token, alex.token]) {
        const inputs = method === 'GET' ? QUERIES.map((q) => ({ url: `${url}${q}`, body: undefined })) : BODIES.map((body) => ({ url, body }));
        for (const input of inputs) {
          const res = await api.call(method, input.url, { token, body: input.body });
          if (res.statusCode >= 500) failures.push(`${method} ${input.url} ${JSON.stringify(input.body)} → ${res.statusCode} ${res.body}`);
          else if (res.statusCode >= 400 && typeof res.json().fallback_message !== 'string') failures.push(`${method} ${input.url} no fallback_message`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('API-61 every partner call answers no-store and 401 without a session', async () => {
    for (const [method, url] of ENDPOINTS.filter(([, u]) => !u.includes('/onboarding/'))) {
      const res = await api.call(method, url, { body: method === 'GET' ? undefined : {} });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    const coach = await api.freshLogin('coach@demo.qube');
    for (const [method, url] of ENDPOINTS.filter(([m]) => m === 'GET')) {
      const res = await api.call(method, url, { token: coach.token });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });
});
