import crypto from 'node:crypto';
import { setupTestApi } from '../../test/helpers';

// Guests' rate limits (issue 11 section 4) with the real budgets ('strict'): creation per address, codes per guest.

const api = setupTestApi({ app: { rateLimits: 'strict' } });
afterEach(() => api.clock.reset());

const create = (ip: string) =>
  api.call('POST', '/api/users/', { body: { uuid_1: crypto.randomUUID(), uuid_2: crypto.randomUUID() }, headers: { 'x-forwarded-for': ip } });

describe('guest rate limits', () => {
  it('ON-34 creating guests: 20 per hour per address, then 429 with fallback_message; another address is not held back', async () => {
    for (let i = 0; i < 20; i++) expect((await create('198.51.100.21')).statusCode).toBe(201);
    const over = await create('198.51.100.21');
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await create('198.51.100.22')).statusCode).toBe(201);
  });

  it('API-15 code requests: 5 per hour per guest', async () => {
    const guest = (await create('198.51.100.23')).json() as { token: string };
    const send = (n: number) => api.call('POST', '/api/users/limited-user/', { token: guest.token, body: { phone_number: `(628) 600-00${String(n).padStart(2, '0')}` } });
    for (let i = 0; i < 5; i++) expect((await send(i)).statusCode).toBe(200);
    expect((await send(9)).statusCode).toBe(429);
  });

  it('API-15 a stranger\'s guests asking codes for someone\'s phone meet their own limits (5 an hour per guest, per address and phone) first; the owner\'s guest still gets a code', async () => {
    const phone = '(628) 601-0001';
    const stranger = (await create('203.0.113.70')).json() as { token: string };
    const send = (token: string, ip: string) => api.call('POST', '/api/users/limited-user/', { token, body: { phone_number: phone }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) {
      expect((await send(stranger.token, '203.0.113.70')).statusCode).toBe(200);
      api.clock.advance(60_000);
    }
    expect((await send(stranger.token, '203.0.113.70')).statusCode).toBe(429);
    // A new guest from the same address is the same sender for that phone.
    const again = (await create('203.0.113.70')).json() as { token: string };
    expect((await send(again.token, '203.0.113.70')).statusCode).toBe(429);
    const owner = (await create('198.51.100.130')).json() as { token: string };
    expect((await send(owner.token, '198.51.100.130')).statusCode).toBe(200);
  });
});

