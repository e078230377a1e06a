import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket, closedPort, makeApp, pageServerFor, rawGet, startEchoApi } from './testSite.mjs';

const CLIENT_CLAIMS = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
  'x-real-ip': '203.0.113.9',
};

/** Opens a WebSocket and resolves with its first message, or rejects with what refused it. */
function firstMessage(url, options) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.once('message', (data) => resolve({ socket, message: JSON.parse(String(data)) }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}
const nextMessage = (socket) => new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));

describe('page server: /api/ proxy', () => {
  let app;
  let api;
  const servers = [];
  beforeAll(async () => {
    app = makeApp();
    api = await startEchoApi();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await api.close();
    app.cleanup();
  });
  const listening = async (options) => {
    const server = await pageServerFor(app, { apiUrl: api.url, ...options });
    servers.push(server);
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `127.0.0.1:${server.server.address().port}`;
  };

  it('forwards method, path, query, body and cookies, and answers with the API’s status and cookies', async () => {
    const host = await listening();
    const res = await fetch(`http://${host}/api/web/users/login/?next=%2Fqubes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'qube_token=t1', 'x-csrftoken': 'abc' },
      body: JSON.stringify({ email: 'alex@demo.qube' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('qube_csrftoken=abc; Path=/');
    const seen = await res.json();
    expect(seen).toMatchObject({ method: 'POST', url: '/api/web/users/login/?next=%2Fqubes', body: '{"email":"alex@demo.qube"}' });
    expect(seen.headers).toMatchObject({ cookie: 'qube_token=t1', 'x-csrftoken': 'abc' });
  });

  it('replaces the client’s X-Forwarded-* and Forwarded with its own', async () => {
    const host = await listening();
    const res = await fetch(`http://${host}/api/health`, { headers: CLIENT_CLAIMS });
    const { headers } = await res.json();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('proxies the live-updates WebSocket with the same forwarding rules', async () => {
    const host = await listening();
    const { socket, message } = await firstMessage(`ws://${host}/api/accounts/7/updates/?token=tok&company=2`, {
      headers: { ...CLIENT_CLAIMS, cookie: 'qube_token=t1' },
    });
    try {
      expect(message.url).toBe('/api/accounts/7/updates/?token=tok&company=2');
      expect(message.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': host, 'x-forwarded-proto': 'http', cookie: 'qube_token=t1' });
      expect(message.headers.forwarded).toBeUndefined();
      socket.send('subscribe');
      expect(await nextMessage(socket)).toBe('echo:subscribe');
    } finally {
      socket.close();
    }
  });

  it('in production, refuses /api/dev/ in every spelling without asking the API', async () => {
    const host = await listening({ mode: 'production' });
    const before = api.seen.length;
    // Sent as written (fetch would resolve the dot segments itself).
    for (const path of ['/api/dev/outbox', '/api/dev', '/api/DEV/outbox', '/api//dev/outbox', '/api/%64ev/outbox', '/api/./dev/outbox', '/api/x/../dev/outbox', '/api/x/..%2fdev/outbox']) {
      const res = await rawGet(Number(host.split(':')[1]), path);
      expect([path, [400, 404].includes(res.status)]).toEqual([path, true]);
      expect(JSON.parse(res.body)).toHaveProperty('fallback_message');
    }
    const refused = await fetch(`http://${host}/api/dev/demo-users/copy`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ fallback_message: 'Not found.', code: 'not_found' });
    await expect(firstMessage(`ws://${host}/api/dev/socket`)).rejects.toThrow();
    expect(api.seen.length).toBe(before);
  });

  it('in development and test, proxies /api/dev/', async () => {
    for (const mode of ['development', 'test']) {
      const host = await listening({ mode });
      const res = await fetch(`http://${host}/api/dev/outbox`);
      expect(res.status).toBe(200);
      expect((await res.json()).url).toBe('/api/dev/outbox');
    }
  });

  it('answers 502 with a fallback message when the API is down, and keeps serving pages', async () => {
    const server = await pageServerFor(app, { apiUrl: `http://127.0.0.1:${await closedPort()}` });
    servers.push(server);
    const res = await server.inject({ url: '/api/accounts/' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ fallback_message: 'The API is not reachable.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await server.inject({ url: '/dashboard' })).statusCode).toBe(200);
  });
});
