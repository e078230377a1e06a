/**
 * Several API instances on one PostgreSQL database (the scale-out path). Needs a real server: it runs only when
 * TEST_DATABASE_URL is set (CI sets it; locally: bash scripts/ensure-postgres.sh, then
 * TEST_DATABASE_URL=postgres://qube:qube@127.0.0.1:5432/postgres). On PGlite (one process per data folder) the whole
 * file is skipped on purpose: there is no second instance to coordinate with.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../platform/db/client';
import { activities, scheduledOrders } from '../platform/db/schema';
import { isoDate } from '../platform/dates';
import { runDueOrders } from '../areas/transfers/orders';
import { addDays } from '@qube/contract/core/repeat';
import { callerOf, createTestApi, type TestApi } from '../test/helpers';
import { decodeFrames } from '../platform/http/liveFrames';

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let a: TestApi;
let b: { app: FastifyInstance; database: Database; call: TestApi['call']; port: number };
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  a = await createTestApi();
  if (!a.databaseUrl) throw new Error('expected a PostgreSQL test database');
  const database = await openPostgres(a.databaseUrl);
  const app = await buildApp(database, { env: 'test', now: a.clock.now, processEnv: {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  b = { app, database, call: callerOf(app), port: typeof address === 'object' && address ? address.port : 0 };
}, 60_000);
afterAll(async () => {
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});
afterEach(() => a?.clock.reset());

/** A masked client text frame (what browsers send). */
const clientFrame = (text: string) => {
  const payload = Buffer.from(text);
  const mask = crypto.randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
};

/** A tiny WebSocket client on a raw TCP socket (as in live.test.ts): the status line, then JSON messages. */
const connect = (port: number, path: string) =>
  new Promise<{ status: string; next: (ms?: number) => Promise<Record<string, unknown>>; send: (text: string) => void; close: () => void }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
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
          next: (ms = 10_000) => new Promise((r, fail) => {
            const ready = messages.shift();
            if (ready) return r(ready);
            const timer = setTimeout(() => fail(new Error('no message')), ms);
            waiters.push((m) => {
              clearTimeout(timer);
              r(m);
            });
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
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });

const qubeIds = async (user: { token: string; accountId: number }) =>
  ((await a.call('GET', `/api/qubes/?account_id=${user.accountId}`, { token: user.token })).json().results as { id: number; name: string }[]);

describeOnPostgres('two API instances on one PostgreSQL database', () => {
  it('API-32 API-35 both schedulers ticking at once run each due order exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    const tomorrow = addDays(isoDate(a.clock.now()), 1);
    const mine: number[] = [];
    for (let u = 0; u < 3; u += 1) {
      const alex = await a.freshLogin('alex@demo.qube');
      const vacation = (await qubeIds(alex)).find((q) => q.name === 'Vacation');
      for (let i = 0; i < 8; i += 1) {
        const res = await a.call('POST', '/api/orders/', {
          token: alex.token,
          body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '1.00', recurring: i % 2 ? 'monthly' : 'none', scheduled_date: tomorrow, idempotency_key: crypto.randomUUID(), days_in_calendar: [] },
        });
        expect(res.json()).toMatchObject({ status: 'scheduled' });
        mine.push(res.json().id as number);
      }
    }
    a.clock.advance(86_400_000);
    const now = a.clock.now();
    const { db } = a.database;
    const [due] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduledOrders).where(sql`${scheduledOrders.isActive} and ${scheduledOrders.nextDate} <= ${isoDate(now)}`);
    const [one, two] = await Promise.all([runDueOrders(a.database, now), runDueOrders(b.database, now)]);
    expect((one?.executed ?? 0) + (one?.failed ?? 0) + (two?.executed ?? 0) + (two?.failed ?? 0)).toBe(Number(due?.n));
    const runs = await db.select({ order: activities.scheduledOrderId, n: sql<number>`count(*)::int` }).from(activities).where(inArray(activities.scheduledOrderId, mine)).groupBy(activities.scheduledOrderId);
    expect(runs.length).toBe(mine.length);
    for (const r of runs) expect(Number(r.n)).toBe(2); // one transfer = one activity per side
    const [orderRow] = await db.select().from(scheduledOrders).where(eq(scheduledOrders.id, mine[1] ?? 0));
    expect((orderRow?.nextDate ?? '') > isoDate(now)).toBe(true);
  });

  it('API-28 a transfer made through instance A reaches a WebSocket opened on instance B (LISTEN/NOTIFY)', async () => {
    const alex = await a.freshLogin('alex@demo.qube');
    // The ticket is issued by instance A and redeemed by instance B: tickets live in the database.
    const { ticket } = (await a.call('POST', `/api/accounts/${alex.accountId}/updates/ticket/`, { token: alex.token })).json() as { ticket: string };
    const ws = await connect(b.port, `/api/accounts/${alex.accountId}/updates/?ticket=${ticket}`);
    expect(ws.status).toBe('HTTP/1.1 101 Switching Protocols');
    ws.send(JSON.stringify({ type: 'subscribe' }));
    expect(await ws.next()).toMatchObject({ type: 'overview', instance: { cloud_qube_total_balance: '2500.00' } });
    const vacation = (await qubeIds(alex)).find((q) => q.name === 'Vacation');
    const res = await a.call('POST', '/api/orders/', {
      token: alex.token,
      body: { account_id: alex.accountId, from_qube: 'cloud', to_qube: vacation?.id, amount: '3.00', recurring: 'none', scheduled_date: 'today', idempotency_key: crypto.randomUUID(), days_in_calendar: [] },
    });
    expect(res.statusCode).toBe(201);
    expect(await ws.next()).toMatchObject({ type: 'overview', account_id: alex.accountId, instance: { cloud_qube_total_balance: '2497.00' } });
    ws.close();
  });
});
