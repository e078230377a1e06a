import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { qubes } from '../db/schema';
import { loadAccountForUser, type AccountRow } from '../domain/access';
import { overview } from '../domain/views';
import { authenticateToken, type AuthUser, type Clock } from './auth';
import { ApiError } from './errors';

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const PATH_RE = /^\/api(\/households)?\/accounts\/(\d+)\/updates\/?$/;
const MAX_FRAME = 64 * 1024;

/** One server → client text frame (unmasked, FIN). */
export const encodeFrame = (text: string, opcode = 0x1): Buffer => {
  const payload = Buffer.from(text, 'utf8');
  const len = payload.length;
  const header = len < 126 ? Buffer.from([0x80 | opcode, len]) : Buffer.alloc(4);
  if (len >= 126) {
    if (len > 0xffff) throw new Error('frame too large');
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(len, 2);
  }
  return Buffer.concat([header, payload]);
};

/** Parses complete client frames (masked) from the buffer; returns them and the unread rest. */
export const decodeFrames = (buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } => {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const b0 = buffer[offset] ?? 0;
    const b1 = buffer[offset + 1] ?? 0;
    let len = b1 & 0x7f;
    let pos = offset + 2;
    if (len === 126) {
      if (buffer.length < pos + 2) break;
      len = buffer.readUInt16BE(pos);
      pos += 2;
    } else if (len === 127) {
      if (buffer.length < pos + 8) break;
      len = Number(buffer.readBigUInt64BE(pos));
      pos += 8;
    }
    if (len > MAX_FRAME) throw new Error('frame too large');
    const masked = (b1 & 0x80) !== 0;
    const mask = masked ? buffer.subarray(pos, pos + 4) : null;
    if (masked) pos += 4;
    if (buffer.length < pos + len) break;
    const payload = Buffer.from(buffer.subarray(pos, pos + len));
    if (mask) for (let i = 0; i < payload.length; i += 1) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    frames.push({ opcode: b0 & 0x0f, payload });
    offset = pos + len;
  }
  return { frames, rest: buffer.subarray(offset) };
};

const refuse = (socket: Duplex, status: number, text: string) => {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
};

const hasOpenQube = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({ id: qubes.id })
    .from(qubes)
    .where(and(eq(qubes.accountId, accountId), eq(qubes.isCurrentOpenQube, true), eq(qubes.isArchived, false)))
    .limit(1);
  return Boolean(row);
};

/**
 * API-28 live updates: a WebSocket upgrade on GET accounts/{id}/updates/ (also under /api/households/). Browsers cannot
 * send headers, so the token comes as ?token= (or Authorization: Token …) and the company as ?company= (or
 * X-Company-Header-ID; default 1). After {type:'subscribe'} the server sends {type:'overview', instance: {…Overview,
 * has_open_qube}} and again after every money movement on the account, made through this instance or any other on the
 * same PostgreSQL database (database.events). Bad token → 401, foreign account → 404.
 */
export const installLiveUpdates = async (app: FastifyInstance, database: Database, clock: Clock) => {
  const { db } = database;
  await database.events.start();
  const open = new Set<Duplex>();
  const onUpgrade = (request: IncomingMessage, socket: Duplex) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = PATH_RE.exec(url.pathname);
      const key = request.headers['sec-websocket-key'];
      if (!match || typeof key !== 'string' || (request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return refuse(socket, 400, 'Bad Request');
      const header = request.headers.authorization ?? '';
      const token = url.searchParams.get('token') ?? /^Token\s+(\S+)$/i.exec(header)?.[1] ?? '';
      const companyRaw = url.searchParams.get('company') ?? request.headers['x-company-header-id'] ?? '1';
      const companyId = companyRaw === '2' ? 2 : 1;
      let user: AuthUser;
      let account: AccountRow;
      try {
        user = (await authenticateToken(db, token, companyId, clock())).user;
        account = await loadAccountForUser(db, user.id, companyId, Number(match[2]), { households: Boolean(match[1]) });
      } catch (error) {
        const status = error instanceof ApiError ? error.statusCode : 500;
        return refuse(socket, status, status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Error');
      }
      const accept = crypto.createHash('sha1').update(key + WS_GUID).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      open.add(socket);
      let subscribed = false;
      let buffer = Buffer.alloc(0);
      const push = async () => {
        const fresh = { ...account };
        const instance = { ...(await overview(db, fresh, user.featureFlags)), has_open_qube: await hasOpenQube(db, account.id) };
        if (!socket.destroyed) socket.write(encodeFrame(JSON.stringify({ type: 'overview', account_id: account.id, instance })));
      };
      const onChanged = (accountId: number) => {
        if (subscribed && accountId === account.id) void push().catch(() => socket.destroy());
      };
      const unsubscribe = database.events.subscribe(onChanged);
      const cleanup = () => {
        unsubscribe();
        open.delete(socket);
      };
      socket.on('close', cleanup);
      socket.on('error', cleanup);
      socket.on('end', () => socket.end());
      socket.on('data', (chunk: Buffer) => {
        try {
          const decoded = decodeFrames(Buffer.concat([buffer, chunk]));
          buffer = Buffer.from(decoded.rest);
          for (const frame of decoded.frames) {
            if (frame.opcode === 0x8) {
              socket.end(encodeFrame('', 0x8));
              return;
            }
            if (frame.opcode === 0x9) socket.write(encodeFrame(frame.payload.toString('utf8'), 0xa));
            if (frame.opcode !== 0x1) continue;
            let message: unknown;
            try {
              message = JSON.parse(frame.payload.toString('utf8'));
            } catch {
              continue;
            }
            if ((message as { type?: unknown }).type === 'subscribe') {
              subscribed = true;
              void push().catch(() => socket.destroy());
            }
          }
        } catch {
          socket.destroy();
        }
      });
    })().catch(() => socket.destroy());
  };
  app.server.on('upgrade', onUpgrade);
  // Before the HTTP server closes (it waits for its connections): drop the sockets this plugin took over.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const socket of open) socket.destroy();
  });
};
