import { setupTestApi } from '../../test/helpers';

// Registration's rate limits (issue 11 section 4, issue 22 §6) with the real budgets ('strict'): per address, per sender
// and phone or e-mail, and per phone and e-mail with a wider cap.

const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const start = (phone: string, email: string, ip = '198.51.100.7') =>
  api.call('POST', '/api/v2/onboarding/go/', { body: { first_name: 'Nova', last_name: 'Newman', email, phone_number: phone, agree_terms: true, agree_privacy: true }, headers: { 'x-forwarded-for': ip } });

describe('registration rate limits', () => {
  it('code requests: 5 per hour per phone from one address, whatever the e-mail, then 429 with Retry-After', async () => {
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

  it('code requests: 5 per hour per e-mail from one address, whatever the phone', async () => {
    for (let i = 0; i < 5; i++) expect((await start(`(415) 801-000${i}`, 'same@example.test')).statusCode).toBe(200);
    expect((await start('(415) 801-0009', 'SAME@example.test')).statusCode).toBe(429);
  });

  it('code requests: 20 per hour per address', async () => {
    for (let i = 0; i < 20; i++) expect((await start(`(415) 802-00${String(i).padStart(2, '0')}`, `c${i}@example.test`, '198.51.100.99')).statusCode).toBe(200);
    expect((await start('(415) 802-0099', 'c99@example.test', '198.51.100.99')).statusCode).toBe(429);
  });

  it('code checks: 10 per 15 minutes per phone from one address', async () => {
    const check = () => api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: '(415) 803-0001', verification_code: '00000' } });
    for (let i = 0; i < 10; i++) expect((await check()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(429);
  });

  it('ON-42 a stranger asking codes for someone else\'s phone meets their own limit (5 an hour from one address) first: the owner still gets a code from their own device', async () => {
    const phone = '(415) 804-0001';
    for (let i = 0; i < 5; i++) {
      expect((await start(phone, `stranger${i}@example.test`, '203.0.113.66')).statusCode).toBe(200);
      api.clock.advance(60_000);
    }
    const stranger = await start(phone, 'stranger9@example.test', '203.0.113.66');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'rate_limited' });
    // The stranger keeps trying: refused before the phone's own budget is touched.
    for (let i = 0; i < 5; i++) expect((await start(phone, `stranger${i}@example.test`, '203.0.113.66')).statusCode).toBe(429);
    const owner = await start(phone, 'owner@example.test', '198.51.100.120');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ phone_number: phone, resend_after_seconds: 50 });
    const texts = (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json().results as unknown[];
    expect(texts).toHaveLength(6);
  });

  it('ON-42 a stranger using someone\'s e-mail meets their own limit first too: the owner still starts with their own phone', async () => {
    for (let i = 0; i < 5; i++) expect((await start(`(415) 805-000${i}`, 'victim@example.test', '203.0.113.67')).statusCode).toBe(200);
    expect((await start('(415) 805-0009', 'victim@example.test', '203.0.113.67')).statusCode).toBe(429);
    expect((await start('(415) 805-0010', 'victim@example.test', '198.51.100.121')).statusCode).toBe(200);
  });

  it('ON-42 the phone keeps a cap against text floods from many addresses: 10 an hour, then 429', async () => {
    const phone = '(415) 806-0001';
    for (let i = 0; i < 10; i++) {
      expect((await start(phone, `flood${i}@example.test`, `203.0.113.${100 + i}`)).statusCode).toBe(200);
      api.clock.advance(60_000);
    }
    expect((await start(phone, 'flood99@example.test', '203.0.113.199')).statusCode).toBe(429);
  });

  it('ON-42 code checks: a stranger\'s wrong guesses from one address never lock the owner out of checking', async () => {
    const check = (ip: string) => api.call('POST', '/api/v2/onboarding/verify-phone/', { body: { phone_number: '(415) 807-0001', verification_code: '00000' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 10; i++) expect((await check('203.0.113.68')).statusCode).toBe(400);
    expect((await check('203.0.113.68')).statusCode).toBe(429);
    expect((await check('198.51.100.122')).statusCode).toBe(400);
  });
});

