import crypto from 'node:crypto';
import net from 'node:net';
import { createTestApi, type TestApi } from '../test/helpers';
import { decodeFrames } from './live';

let api: TestApi;
let port = 0;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** A masked client text frame (what browsers send). */
const clientFrame = (text: string) => {
  const payload = Buffer.from(text);
  const mask = crypto.randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
};

/** A tiny WebSocket client on a raw TCP socket: the handshake status line, then JSON messages as they arrive. */
const connect = (path: string) =>
  new Promise<{ status: string; next: () => Promise<Record<string, unknown>>; send: (text: string) => void; close: () => void }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const key = crypto.randomBytes(16).toString('base64');
    let buffer = Buffer.alloc(0);
    let handshakeDone = false;
    const messages: Record<string, unknown>[] = [];
    const waiters: ((m: Record<string, unknown>) => void)[] = [];
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!handshakeDone) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const status = buffer.subarray(0, buffer.indexOf('\r\n')).toString();
        buffer = buffer.subarray(end + 4);
        handshakeDone = true;
        resolve({
          status,
          next: () => new Promise((r) => {
            const ready = messages.shift();
            if (ready) r(ready);
            else waiters.push(r);
          }),
          send: (text) => socket.write(clientFrame(text)),
          close: () => socket.destroy(),
        });
      }
      const { frames, rest } = decodeFrames(buffer);
      buffer = Buffer.from(rest);
      for (const frame of frames) {
        if (frame.opcode !== 1) continue;
        const message = JSON.parse(frame.payload.toString()) as Record<string, unknown>;
        const waiter = waiters.shift();
        if (waiter) waiter(message);
        else messages.push(message);
      }
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });

describe('live updates socket', () => {
  it('API-28 accounts/{id}/updates/ upgrades with ?token=, answers {type:subscribe} with the overview and pushes after a transfer', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const ws = await connect(`/api/accounts/${alex.accountId}/updates/?token=${alex.token}&company=1`);
    expect(ws.status).toBe('HTTP/1.1 101 Switching Protocols');
    ws.send(JSON.stringify({ type: 'subscribe' }));
    const first = await ws.next();
    expect(first).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2500.00', has_open_qube: false, unread_notifications_count: 2 } });
    const vacation = ((await api.call('GET', `/api/qubes/?account_id=${alex.accountId}`, { token: alex.token })).json().results as { id: number; name: string }[]).find((q) => q.name === 'Vacation');
    const res = await api.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    const pushed = await ws.next();
    expect(pushed).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2499.00' } });
    ws.close();
  });

  it('API-28 a bad token gets 401 and another user\'s account 404 (no upgrade)', async () => {
    const alex = await api.login('alex@demo.qube');
    const bad = await connect(`/api/accounts/${alex.accountId}/updates/?token=${'0'.repeat(64)}`);
    expect(bad.status).toBe('HTTP/1.1 401 Unauthorized');
    bad.close();
    const casey = await api.login('casey@demo.qube', 2);
    const foreign = await connect(`/api/accounts/${casey.accountId}/updates/?token=${alex.token}`);
    expect(foreign.status).toBe('HTTP/1.1 404 Not Found');
    foreign.close();
  });
});
