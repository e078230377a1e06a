import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SECRET, makeApp, pageServerFor, rawGet } from './testSite.mjs';

// Sent byte for byte over a socket: fetch and inject would normalise the very paths under test.
const MALFORMED = ['/%', '/%E0%A4%A', '/%zz', '/abc%', '/%00', '/index.html%00.js', '/a%0d%0aSet-Cookie:x=1', '/api/%', '/api/accounts/%E0%A4%A'];
const TRAVERSAL = [
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '//../secret.txt',
  '/./../secret.txt',
  '/.env',
  '/%2eenv',
  '/api/../secret.txt',
  '/api/%2e%2e/%2e%2e/secret.txt',
  '/api/..%5c..%5csecret.txt',
];

describe('page server: any request', () => {
  let app;
  let server;
  let port;
  beforeAll(async () => {
    app = makeApp();
    server = await pageServerFor(app);
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = server.server.address().port;
  });
  afterAll(async () => {
    await server.close();
    app.cleanup();
  });

  const expectAlive = async () => {
    const page = await rawGet(port, '/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('main.1a2b3c4d.js');
  };

  it.each(MALFORMED)('answers 400 to the malformed %s, and keeps serving', async (target) => {
    const res = await rawGet(port, target);
    expect(res.status).toBe(400);
    // Our own answer, with our headers (not the router's bare one).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    await expectAlive();
  });

  it.each(TRAVERSAL)('answers 400 or 404 to %s without reading outside the build, and keeps serving', async (target) => {
    const res = await rawGet(port, target);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
    await expectAlive();
  });

  it('survives bytes the HTTP parser refuses (a raw NUL, a bare CR) and a request line of 20 KB', async () => {
    for (const target of ['/a\u0000b', '/a\rb', `/${'a'.repeat(20000)}`]) {
      const res = await rawGet(port, target);
      expect([0, 400, 404, 414, 431]).toContain(res.status);
      expect(res.body).not.toContain(SECRET);
      await expectAlive();
    }
  });

  it.each([`/${'a'.repeat(300)}`, `/coaching/${'a'.repeat(256)}`, `/${'a'.repeat(300)}.js`, `/main.1a2b3c4d.js/${'a'.repeat(300)}`])(
    'answers 404 to %s, whose segment no file can have, and keeps serving', async (target) => {
      const res = await rawGet(port, target);
      expect(res.status).toBe(404);
      await expectAlive();
    });

  it('refuses a WebSocket upgrade outside /api/', async () => {
    const res = await rawGet(port, '/socket', { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' });
    expect(res.status).toBe(404);
    await expectAlive();
  });
});
