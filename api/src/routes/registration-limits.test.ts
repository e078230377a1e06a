import { setupTestApi } from '../test/helpers';

// Registration's rate limits (issue 11 section 4) with the real budgets ('strict'): per phone, per e-mail, per address.

const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const start = (phone: string, email: string, ip = '198.51.100.7') =>
  api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'Nova', last_name: 'Newman', email, phone_number: phone, agree_terms: true, agree_privacy: true }, headers: { 'x-forwarded-for': ip } });

describe('registration rate limits', () => {
  it('code requests: 5 per hour per phone, whatever the e-mail, then 429 with Retry-After', async () => {
    // A minute apart: within the 50 s of a code just sent, other details are refused for another reason (code_recently_sent).
    for (let i = 0; i < 5; i++) {
      expect((await start('(415) 800-0001', `a${i}@example.test`)).statusCode).toBe(200);
      api.clock.advance(60_000);
    }
    const over = await start('(415) 800-0001', 'a9@example.test');
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(over.headers['retry-after']).toBeDefined();
    // Another phone is not held back by it.
    expect((await start('(415) 800-0002', 'b@example.test')).statusCode).toBe(200);
  });

  it('code requests: 5 per hour per e-mail, whatever the phone', async () => {
    for (let i = 0; i < 5; i++) expect((await start(`(415) 801-000${i}`, 'same@example.test')).statusCode).toBe(200);
    expect((await start('(415) 801-0009', 'SAME@example.test')).statusCode).toBe(429);
  });

  it('code requests: 20 per hour per address', async () => {
    for (let i = 0; i < 20; i++) expect((await start(`(415) 802-00${String(i).padStart(2, '0')}`, `c${i}@example.test`, '198.51.100.99')).statusCode).toBe(200);
    expect((await start('(415) 802-0099', 'c99@example.test', '198.51.100.99')).statusCode).toBe(429);
  });

  it('code checks: 10 per 15 minutes per phone', async () => {
    const check = () => api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: '(415) 803-0001', verification_code: '00000' } });
    for (let i = 0; i < 10; i++) expect((await check()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(429);
  });
});
