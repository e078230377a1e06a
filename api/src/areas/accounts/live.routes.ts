import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import { LiveTicket } from '@qube/contract/live';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../platform/db/client';
import { isDatabaseUnavailable } from '../../platform/db/unavailable';
import { hasOpenQube, sessionsByIds } from './liveReads';
import { loadAccountForUser, type AccountRow } from './access';
import { readAccountVersion } from './accountVersion';
import { overview } from './views';
import { requireAuth, sessionExpiry, type AuthUser, type Clock } from '../../platform/http/auth';
import { isRefusal, statusOf } from '../../platform/http/errors';
// Routes whose success ends sessions: their sockets close at once instead of at the next sweep.
import { SESSION_ENDING_ROUTES } from '../../platform/http/sessionCookie';
import { closeFrame, decodeFrames, encodeFrame, OPCODE } from '../../platform/http/liveFrames';

export { decodeFrames, encodeFrame } from '../../platform/http/liveFrames';
import { issueTicket, redeemTicket, TICKET_TTL_MS } from '../../platform/http/liveTickets';

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const PATH_RE = /^\/api(\/households)?\/accounts\/(\d+)\/updates\/?$/;
/** Close code of a socket whose session ended (logout, password reset, expiry): the client must not reconnect. */
export const SESSION_ENDED_CLOSE = 4401;
/** Sessions can also end on another API instance (or by expiry with no change to push): checked this often. */
const SWEEP_MS = 30_000;

type Connection = {
  sessionId: number;
  user: AuthUser;
  account: AccountRow;
  subscribed: boolean;
  send: (text: string) => void;
  close: (code: number, reason: string) => void;
};

const refuse = (socket: Duplex, status: number, text: string) => {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
};

/** The overview message of a connection. The version is read first, so the figures are at least as new as it. */
const overviewMessage = async (db: Db, connection: Connection) => {
  const { account, user } = connection;
  const version = await readAccountVersion(db, account.id);
  // The connection's account row is as old as the socket: the version read just now keys the figures, never its own.
  const instance = { ...(await overview(db, account, user.featureFlags, version)), has_open_qube: await hasOpenQube(db, account.id), account_version: version };
  return JSON.stringify({ type: 'overview', account_id: account.id, account_version: version, instance });
};

/**
 * API-28 live updates: a WebSocket upgrade on GET accounts/{id}/updates/ (also under /api/households/).
 *
 * Authentication: POST accounts/{id}/updates/ticket/ (a signed-in call) answers a single-use ticket valid 30 s; the
 * upgrade passes it as ?ticket=. The session token never appears in a URL (ASVS 5.0 V14.2.1), so no proxy or access
 * log holds it; a leaked ticket is spent or expired. A bad ticket → 401, an account the user does not reach → 404.
 *
 * After {type:'subscribe'} the server sends {type:'overview', account_id, account_version, instance: {…Overview,
 * has_open_qube, account_version}} and again after every change of the account, made through this instance or any
 * other on the same PostgreSQL database (database.events).
 *
 * A socket lives no longer than its session: logout and password reset close it at once, and on each push and every
 * 30 s the sessions of open sockets are checked (expiry, or an end on another instance); the close code is 4401.
 */
export const installLiveUpdates = async (app: FastifyInstance, database: Database, clock: Clock) => {
  const { db } = database;
  await database.events.start();
  const open = new Map<Duplex, Connection>();

  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const prefix of ['/api', '/api/households']) {
    typed.post(`${prefix}/accounts/:id/updates/ticket/`, {
      schema: {
        operationId: 'createLiveUpdatesTicket', tags: ['overview'],
        summary: 'A single-use ticket (30 s) for the live-updates WebSocket of the account: pass it as ?ticket= on the upgrade',
        params: IdParams,
        response: { 201: LiveTicket, ...ErrorResponses },
      },
    }, async (request, reply) => {
      const auth = requireAuth(request.auth);
      const account = await loadAccountForUser(db, auth.user.id, request.companyId, request.params.id, { households: prefix !== '/api' });
      const ticket = await issueTicket(db, auth.sessionId, account.id, clock());
      return reply.status(201).send({ ticket, expires_in: TICKET_TTL_MS / 1000 });
    });
  }

  const closeSession = (sessionId: number) => {
    for (const connection of open.values()) if (connection.sessionId === sessionId) connection.close(SESSION_ENDED_CLOSE, 'Session ended');
  };

  /** Closes the sockets (all, or those chosen) whose session no longer lives: one query for all of them. */
  const sweep = async (chosen: Connection[] = [...open.values()]) => {
    if (chosen.length === 0) return chosen;
    const ids = [...new Set(chosen.map((c) => c.sessionId))];
    const rows = await sessionsByIds(db, ids);
    const now = clock().getTime();
    const alive = new Set(rows.filter((s) => now < sessionExpiry(s).expiresAt.getTime()).map((s) => s.id));
    const ended = chosen.filter((c) => !alive.has(c.sessionId));
    for (const connection of ended) connection.close(SESSION_ENDED_CLOSE, 'Session ended');
    return chosen.filter((c) => alive.has(c.sessionId));
  };

  const push = async (connection: Connection) => {
    connection.send(await overviewMessage(db, connection));
  };

  /**
   * Pushes a fresh overview to each connection. When the database is away for a moment (a failover) the sockets stay
   * open and the whole push is tried once more a second later (a client skips a version it has already); after the
   * LISTEN connection is back every subscriber gets a fresh overview anyway (resync below). Any other failure of a push
   * closes its socket (1011), and the client reconnects.
   */
  const pushTo = (listening: Connection[], retried = false) => {
    void sweep(listening)
      .then((alive) => Promise.all(alive.map((c) => push(c).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) return c.close(1011, 'Error');
        throw error;
      }))))
      .catch((error: unknown) => {
        if (retried || !isDatabaseUnavailable(error)) return;
        setTimeout(() => pushTo(listening.filter((c) => [...open.values()].includes(c)), true), 1000).unref();
      });
  };
  const unsubscribe = database.events.subscribe((accountId) => {
    pushTo([...open.values()].filter((c) => c.subscribed && c.account.id === accountId));
  });
  // Events were lost while the LISTEN connection was down (a failover): every subscriber gets a fresh overview.
  const unsubscribeResync = database.events.subscribeResync?.(() => {
    pushTo([...open.values()].filter((c) => c.subscribed));
  }) ?? (() => undefined);
  const timer = setInterval(() => void sweep().catch(() => undefined), SWEEP_MS);
  timer.unref();

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || reply.statusCode >= 300 || !SESSION_ENDING_ROUTES.has(request.routeOptions.url ?? '')) return;
    // Logout ends the caller's own session (known here); a password reset ends every session of a user found by its
    // link, so the open sockets are checked against the database.
    if (request.auth) closeSession(request.auth.sessionId);
    else await sweep().catch(() => undefined);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const match = PATH_RE.exec(url.pathname);
      const key = request.headers['sec-websocket-key'];
      if (!match || typeof key !== 'string' || (request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return refuse(socket, 400, 'Bad Request');
      // Only a ticket: a ?token= (the old way, which put the session token in every log line) authenticates nothing.
      const redeemed = await redeemTicket(db, url.searchParams.get('ticket') ?? '', clock());
      if (!redeemed || redeemed.accountId !== Number(match[2])) return refuse(socket, 401, 'Unauthorized');
      let account: AccountRow;
      try {
        account = await loadAccountForUser(db, redeemed.user.id, redeemed.session.companyId, redeemed.accountId, { households: Boolean(match[1]) });
      } catch (error) {
        const status = isRefusal(error) ? statusOf(error) : 500;
        return refuse(socket, status, status === 404 ? 'Not Found' : 'Error');
      }
      const accept = crypto.createHash('sha1').update(key + WS_GUID).digest('base64');
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
      let closing = false;
      const connection: Connection = {
        sessionId: redeemed.session.id,
        user: redeemed.user,
        account,
        subscribed: false,
        send: (text) => {
          if (!closing && !socket.destroyed) socket.write(encodeFrame(text));
        },
        close: (code, reason) => {
          if (closing) return;
          closing = true;
          open.delete(socket);
          if (!socket.destroyed) socket.end(closeFrame(code, reason));
          // A peer that never answers the close frame does not keep the socket.
          setTimeout(() => socket.destroy(), 1000).unref();
        },
      };
      open.set(socket, connection);
      let buffer = Buffer.alloc(0);
      const cleanup = () => {
        closing = true;
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
            if (frame.opcode === OPCODE.close) {
              if (!closing) socket.end(encodeFrame('', OPCODE.close));
              cleanup();
              return;
            }
            if (frame.opcode === OPCODE.ping && !closing) socket.write(encodeFrame(frame.payload, OPCODE.pong));
            if (frame.opcode !== OPCODE.text) continue;
            let message: unknown;
            try {
              message = JSON.parse(frame.payload.toString('utf8'));
            } catch {
              continue;
            }
            if ((message as { type?: unknown }).type === 'subscribe' && !connection.subscribed) {
              connection.subscribed = true;
              void push(connection).catch(() => connection.close(1011, 'Error'));
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
    clearInterval(timer);
    unsubscribe();
    unsubscribeResync();
    app.server.off('upgrade', onUpgrade);
    for (const socket of open.keys()) socket.destroy();
  });
};
