import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { rateLimits } from '../db/schema';
import { setupTestApi, callerOf } from '../../test/helpers';

/** The real ('strict') limits on a test database (issue 9, part 2: abuse resistance). */
const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const fromAddress = (ip: string) => (method: 'POST', url: string, body: object) =>
  api.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': ip }, payload: body });


describe('rate limits', () => {
  it('API-09 answers a flood from one address with 429 only past 600 sign-in requests in 15 minutes (failures ask for a challenge first)', async () => {
    const send = fromAddress('198.51.100.4');
    const codes: string[] = [];
    for (let i = 0; i < 601; i++) {
      const res = await send('POST', '/api/web/users/login/check-credentials/', { email: `nobody${i}@demo.qube`, password: 'x' });
      codes.push(`${res.statusCode} ${res.json().code}`);
    }
    expect(codes.slice(0, 20).every((code) => code === '400 invalid_credentials')).toBe(true);
    expect(codes.slice(20, 600).every((code) => code === '429 challenge_required')).toBe(true);
    expect(codes[600]).toBe('429 rate_limited');
  });

  it('believes X-Forwarded-For only from the trusted proxy: a client cannot pick a new address per request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/web/users/login/check-credentials/',
        remoteAddress: '203.0.113.7',
        headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': `10.0.0.${i}` },
        payload: { email: `someone${i}@demo.qube`, password: 'x' },
      });
      statuses.push(res.statusCode);
    }
    // Counted for 203.0.113.7, whatever it claimed: its 21st failure in a row asks for a challenge.
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits phone codes per signed-in user', async () => {
    const { token } = await api.login('rewards@demo.qube');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: '(555) 201-0000' } })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('counts every failure when the attempts arrive at once', async () => {
    const send = fromAddress('198.51.100.6');
    const all = await Promise.all(Array.from({ length: 25 }, () => send('POST', '/api/web/users/login/check-credentials/', { email: 'affiliate@demo.qube', password: 'x' })));
    // Those admitted after five failures of this e-mail were recorded are asked for the challenge (which one is a race);
    // every attempt whose password was checked and wrong is counted, once.
    expect(all.every((res) => res.statusCode === 400 || (res.statusCode === 429 && res.json().code === 'challenge_required'))).toBe(true);
    const failed = all.filter((res) => res.statusCode === 400).length;
    expect(failed).toBeGreaterThanOrEqual(5);
    const [row] = await api.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'sign-in-failures:email:affiliate@demo.qube'));
    expect(row?.hits).toBe(failed);
  });

  it('shares the counts between two API instances on one database', async () => {
    const second = await buildApp(api.database, { env: 'test', rateLimits: 'strict', now: api.clock.now, processEnv: {} });
    try {
      const first = fromAddress('198.51.100.7');
      for (let i = 0; i < 5; i++) await first('POST', '/api/web/users/login/check-credentials/', { email: 'plus@demo.qube', password: 'x' });
      const res = await callerOf(second)('POST', '/api/web/users/login/check-credentials/', { body: { email: 'plus@demo.qube', password: 'Demo!2345' } });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('challenge_required');
    } finally {
      await second.close();
    }
  });

  it('rate-limits unauthenticated telemetry and caps its size', async () => {
    const send = fromAddress('198.51.100.8');
    const event = { source: 'web', context: 'page', subcontext: '/dashboard', action: 'page_view' };
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await send('POST', '/api/metrics/', event)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const huge = await fromAddress('198.51.100.9')('POST', '/api/monitoring/errors/', { message: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().fallback_message).toBeTruthy();
  });
});
