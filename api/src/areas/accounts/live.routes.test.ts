import crypto from 'node:crypto';
import net from 'node:net';
import { createTestApi, type TestApi } from '../../test/helpers';
import { SESSION_ENDED_CLOSE } from './live.routes';
import { decodeFrames } from '../../platform/http/liveFrames';

let api: TestApi;
let port = 0;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterEach(() => api.clock.reset());
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

type Client = {
  status: string;
  next: () => Promise<Record<string, unknown>>;
  send: (text: string) => void;
  /** The server's close frame: its code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

/**
 * A tiny WebSocket client on a raw TCP socket (the API has no `ws` dependency): the handshake status line, JSON
 * messages as they arrive, and the close frame.
 */
const connect = (path: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const key = crypto.randomBytes(16).toString('base64');
    let buffer = Buffer.alloc(0);
    let handshakeDone = false;
    const messages: Record<string, unknown>[] = [];
    const waiters: ((m: Record<string, unknown>) => void)[] = [];
    let onClosed: (value: { code: number; reason: string }) => void = () => undefined;
    const closed = new Promise<{ code: number; reason: string }>((r) => {
      onClosed = r;
    });
    socket.on('error', reject);
    socket.on('close', () => onClosed({ code: 1006, reason: '' }));
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
          closed,
          close: () => socket.destroy(),
        });
      }
      const { frames, rest } = decodeFrames(buffer);
      buffer = Buffer.from(rest);
      for (const frame of frames) {
        if (frame.opcode === 8) {
          onClosed({ code: frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1005, reason: frame.payload.subarray(2).toString() });
          continue;
        }
        if (frame.opcode !== 1) continue;
        const message = JSON.parse(frame.payload.toString()) as Record<string, unknown>;
        const waiter = waiters.shift();
        if (waiter) waiter(message);
        else messages.push(message);
      }
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });

const ticketFor = async (token: string, accountId: number) => {
  const res = await api.call('POST', `/api/accounts/${accountId}/updates/ticket/`, { token });
  expect(res.statusCode).toBe(201);
  return (res.json() as { ticket: string; expires_in: number }).ticket;
};

/** A signed-in socket, subscribed, with its first overview read. */
const subscribed = async (user: { token: string; accountId: number }) => {
  const ws = await connect(`/api/accounts/${user.accountId}/updates/?ticket=${await ticketFor(user.token, user.accountId)}`);
  expect(ws.status).toBe('HTTP/1.1 101 Switching Protocols');
  ws.send(JSON.stringify({ type: 'subscribe' }));
  const first = await ws.next();
  return { ws, first };
};

const transfer = async (user: { token: string; accountId: number }, amount = '1.00') => {
  const list = await api.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token });
  const vacation = (list.json().results as { id: number; name: string }[]).find((q) => q.name === 'Vacation');
  return api.call('POST', '/api/orders/', {
    token: user.token,
    body: { account_id: user.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount, recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: crypto.randomUUID() },
  });
};

describe('live updates socket', () => {
  it('API-28 a ticket from POST accounts/{id}/updates/ticket/ opens the socket; {type:subscribe} gets the overview, and again after a transfer', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { ws, first } = await subscribed(alex);
    expect(first).toMatchObject({ type: 'overview', account_id: alex.accountId, instance: { cloud_qube_total_balance: '2500.00', has_open_qube: false, unread_notifications_count: 2 } });
    const res = await transfer(alex);
    expect(res.statusCode).toBe(201);
    const pushed = await ws.next();
    expect(pushed).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2499.00' } });
    ws.close();
  });

  it('API-28 the version a transfer answers is the version of the push it causes, and of the overview read after it', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { ws, first } = await subscribed(alex);
    const before = first.account_version as number;
    expect(Number.isInteger(before)).toBe(true);
    expect((first.instance as Record<string, unknown>).account_version).toBe(before);

    const res = await transfer(alex);
    const answered = (res.json() as { account_version: number }).account_version;
    expect(answered).toBeGreaterThan(before);
    const pushed = await ws.next();
    expect(pushed.account_version).toBe(answered);
    const overview = await api.call('GET', `/api/accounts/${alex.accountId}/updates/`, { token: alex.token });
    expect(overview.json()).toMatchObject({ account_version: answered, cloud_qube_total_balance: '2499.00' });
    ws.close();
  });

  it('issue 24 §1 a push that meets the database away (a failover) keeps the socket open and arrives a second later', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { ws } = await subscribed(alex);
    expect((await transfer(alex)).statusCode).toBe(201);
    await ws.next();
    // The next push's reads fail as a lost connection does, once.
    let failures = 0;
    api.database.statementLog.onStatement = () => {
      if ((failures += 1) === 1) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    };
    api.database.events.publish(alex.accountId);
    const pushed = await ws.next();
    api.database.statementLog.onStatement = null;
    expect(failures).toBeGreaterThan(1);
    expect(pushed).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2499.00' } });
    const stillOpen = await Promise.race([ws.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), 200))]);
    expect(stillOpen).toBe(true);
    ws.close();
  });

  it('API-28 the session token in the URL (?token=) no longer opens a socket; a ticket works once and for 30 s', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const byToken = await connect(`/api/accounts/${alex.accountId}/updates/?token=${alex.token}&company=1`);
    expect(byToken.status).toBe('HTTP/1.1 401 Unauthorized');
    byToken.close();

    const ticket = await ticketFor(alex.token, alex.accountId);
    const once = await connect(`/api/accounts/${alex.accountId}/updates/?ticket=${ticket}`);
    expect(once.status).toBe('HTTP/1.1 101 Switching Protocols');
    once.close();
    const twice = await connect(`/api/accounts/${alex.accountId}/updates/?ticket=${ticket}`);
    expect(twice.status).toBe('HTTP/1.1 401 Unauthorized');
    twice.close();

    const late = await ticketFor(alex.token, alex.accountId);
    api.clock.advance(31_000);
    const expired = await connect(`/api/accounts/${alex.accountId}/updates/?ticket=${late}`);
    expect(expired.status).toBe('HTTP/1.1 401 Unauthorized');
    expired.close();
  });

  it("API-28 a ticket needs a signed-in call and the user's own account; it opens only that account's socket", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const anonymous = await api.call('POST', `/api/accounts/${alex.accountId}/updates/ticket/`, {});
    expect(anonymous.statusCode).toBe(401);
    const casey = await api.login('casey@demo.qube', 2);
    const foreign = await api.call('POST', `/api/accounts/${casey.accountId}/updates/ticket/`, { token: alex.token });
    expect(foreign.statusCode).toBe(404);

    const ticket = await ticketFor(alex.token, alex.accountId);
    const elsewhere = await connect(`/api/accounts/${casey.accountId}/updates/?ticket=${ticket}`);
    expect(elsewhere.status).toBe('HTTP/1.1 401 Unauthorized');
    elsewhere.close();
    const bad = await connect(`/api/accounts/${alex.accountId}/updates/?ticket=${'0'.repeat(64)}`);
    expect(bad.status).toBe('HTTP/1.1 401 Unauthorized');
    bad.close();
  });

  it('API-28 logout closes the socket of that session with 4401, and only that one', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const otherToken = (await api.login(alex.email)).token;
    const mine = await subscribed(alex);
    const theirs = await subscribed({ token: otherToken, accountId: alex.accountId });

    const out = await api.call('POST', '/api/users/logout/', { token: alex.token });
    expect(out.statusCode).toBe(204);
    await expect(mine.ws.closed).resolves.toEqual({ code: SESSION_ENDED_CLOSE, reason: 'Session ended' });

    // The other session's socket still hears of changes.
    await transfer({ token: otherToken, accountId: alex.accountId });
    expect(await theirs.ws.next()).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2499.00' } });
    theirs.ws.close();
  });

  it('API-28 an expired session closes its socket with 4401 at the next push', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const { ws } = await subscribed(alex);
    api.clock.advance(901_000);
    // A new session of the same user (this one is valid at the new time) makes a change: the expired one's socket closes.
    const again = await api.login(alex.email);
    await transfer(again);
    await expect(ws.closed).resolves.toEqual({ code: SESSION_ENDED_CLOSE, reason: 'Session ended' });
  });
});
