import { sql } from 'drizzle-orm';
import type { OutgoingMessage } from './mail/mailer';
import { createTestApi, type TestApi } from './test/helpers';

/** A production API on the seeded test database: what a production start exposes (issue 9, part 1). */
describe('production mode', () => {
  let api: TestApi;
  const sent: OutgoingMessage[] = [];

  beforeAll(async () => {
    api = await createTestApi({ app: { env: 'production', mailer: { send: async (message) => void sent.push(message) } } });
  });
  afterAll(() => api.close());

  it.each([
    ['POST', '/api/dev/demo-users/copy'],
    ['GET', '/api/dev/outbox'],
    ['GET', '/api/dev/metrics'],
    ['GET', '/api/dev/monitoring/errors'],
    ['POST', '/api/dev/card-network/swipe'],
    ['GET', '/api/dev/card-network/'],
    ['POST', '/api/dev/card-network/'],
  ] as const)('has no development route: %s %s answers 404', async (method, url) => {
    const res = await api.call(method, url, { body: method === 'POST' ? { email: 'alex@demo.qube' } : undefined });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ fallback_message: 'Not found.', code: 'not_found' });
  });

  it('sends a reset mail through the mailer and stores nothing in the outbox', async () => {
    const res = await api.call('POST', '/api/users/forgot-password/', { body: { email: 'alex@demo.qube' } });
    expect(res.statusCode).toBe(200);
    // The mail goes out after the answer (forgot-password does the same work before it for any address).
    for (let waited = 0; sent.length === 0 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'alex@demo.qube', subject: 'Reset your Qube password' });
    const { rows } = (await api.database.db.execute(sql`select count(*)::int as n from outbox`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('puts the security headers on every API answer and keeps JSON out of caches', async () => {
    for (const [method, url] of [['GET', '/api/health'], ['GET', '/api/users/me/'], ['GET', '/api/nowhere']] as const) {
      const res = await api.call(method, url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS, and not when a client says so directly', async () => {
    const viaProxy = await api.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const direct = await api.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6' }, remoteAddress: '203.0.113.9' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
