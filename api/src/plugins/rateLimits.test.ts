import { buildApp } from '../app';
import { setupTestApi, callerOf } from '../test/helpers';

/** The real ('strict') limits on a test database (issue 9, part 2: abuse resistance). */
const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const fromAddress = (ip: string) => (method: 'POST', url: string, body: object) =>
  api.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': ip }, payload: body });

const wrongPassword = (email: string) => ({ email, password: 'Wrong!2345', trust_device: false });

describe('rate limits', () => {
  it('refuses the 11th sign-in attempt for one account within 15 minutes with 429 and a fallback_message', async () => {
    const send = fromAddress('198.51.100.1');
    for (let i = 0; i < 10; i++) expect((await send('POST', '/api/web/users/login/', wrongPassword('lite@demo.qube'))).statusCode).toBe(400);
    const refused = await send('POST', '/api/web/users/login/', wrongPassword('Lite@demo.qube '));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ fallback_message: 'Too many attempts. Please try again in 15 minutes.', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // check-credentials counts against the same budget, from any address.
    const other = fromAddress('198.51.100.2');
    expect((await other('POST', '/api/web/users/login/check-credentials/', { email: 'lite@demo.qube', password: 'Demo!2345' })).statusCode).toBe(429);
  });

  it('makes each further attempt wait longer (growing delays), and lets the account in once the wait is over', async () => {
    const send = fromAddress('198.51.100.3');
    for (let i = 0; i < 10; i++) await send('POST', '/api/web/users/login/', wrongPassword('limited@demo.qube'));
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) waits.push(Number((await send('POST', '/api/web/users/login/', wrongPassword('limited@demo.qube'))).headers['retry-after']));
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    api.clock.advance((waits[2]! + 1) * 1000);
    const ok = await send('POST', '/api/web/users/login/', { email: 'limited@demo.qube', password: 'Demo!2345', trust_device: false });
    expect(ok.statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const send = fromAddress('198.51.100.4');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send('POST', '/api/web/users/login/check-credentials/', { email: `nobody${i}@demo.qube`, password: 'x' })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('believes X-Forwarded-For only from the trusted proxy: a client cannot pick a new address per request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/web/users/login/check-credentials/',
        remoteAddress: '203.0.113.7',
        headers: { 'x-api-version': '15', 'x-company-header-id': '1', cookie: 'qube_csrftoken=t', 'x-csrftoken': 't', 'x-forwarded-for': `10.0.0.${i}` },
        payload: { email: `someone${i}@demo.qube`, password: 'x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[30]).toBe(429);
  });

  it('counts forgot-password per e-mail: the 4th mail to one address within an hour is refused', async () => {
    const send = fromAddress('198.51.100.5');
    for (let i = 0; i < 3; i++) expect((await send('POST', '/api/users/forgot-password/', { email: 'coach@demo.qube' })).statusCode).toBe(200);
    expect((await send('POST', '/api/users/forgot-password/', { email: 'coach@demo.qube' })).statusCode).toBe(429);
  });

  it('limits phone codes per signed-in user', async () => {
    const { token } = await api.login('rewards@demo.qube');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.call('POST', '/api/users/add-new-phone-number/', { token, body: { phone_number: '(555) 201-0000' } })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('never lets more than the limit through when the attempts arrive at once', async () => {
    const send = fromAddress('198.51.100.6');
    const all = await Promise.all(Array.from({ length: 25 }, () => send('POST', '/api/web/users/login/check-credentials/', { email: 'affiliate@demo.qube', password: 'x' })));
    expect(all.filter((res) => res.statusCode === 429)).toHaveLength(15);
  });

  it('shares the counts between two API instances on one database', async () => {
    const second = await buildApp(api.database, { env: 'test', rateLimits: 'strict', now: api.clock.now, processEnv: {} });
    try {
      const first = fromAddress('198.51.100.7');
      for (let i = 0; i < 10; i++) await first('POST', '/api/web/users/login/check-credentials/', { email: 'plus@demo.qube', password: 'x' });
      const res = await callerOf(second)('POST', '/api/web/users/login/check-credentials/', { body: { email: 'plus@demo.qube', password: 'x' } });
      expect(res.statusCode).toBe(429);
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
