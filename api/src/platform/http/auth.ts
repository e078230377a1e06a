import crypto from 'node:crypto';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_ID } from '@qube/contract/common';
import type { Db } from '../db/client';
import { packedRow, perDatabase, preparedQuery } from '../db/preparedSelect';
import type { SessionGuardValues } from '../db/sessionGuard';
import { checkedSessions } from './checkedSessions';
import { accountMembers, accounts, sessions, users } from '../db/schema';
import { ApiError, isRefusal } from './errors';
import { sessionCookieOf, setSessionCookie } from './sessionCookie';

/** Absolute session limit: 1440 minutes from login, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 1440 * 60 * 1000;
/** Idle lifetime counted from the last authenticated request: 900 s, or 86400 s on a trusted device. */
export const SESSION_IDLE_MS = 900 * 1000;
export const SESSION_IDLE_TRUSTED_MS = 86400 * 1000;
/** last_seen_at is written at most this often (saves a write per request). */
export const LAST_SEEN_WRITE_INTERVAL_MS = 10 * 1000;

/** The clock of the API (injectable so tests move time instead of sleeping). */
export type Clock = () => Date;

type SessionTimes = { createdAt: Date; lastSeenAt: Date; trustDevice: boolean };

/** When a session ends: idle expiry (capped by the absolute one) and the absolute expiry. */
export const sessionExpiry = (session: SessionTimes) => {
  const absolute = session.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  const idle = session.lastSeenAt.getTime() + (session.trustDevice ? SESSION_IDLE_TRUSTED_MS : SESSION_IDLE_MS);
  return { expiresAt: new Date(Math.min(idle, absolute)), absoluteExpiresAt: new Date(absolute) };
};

export type AuthUser = typeof users.$inferSelect;
export type AuthSession = typeof sessions.$inferSelect;
/**
 * The account named by the request body's account_id, read together with the session (routes with
 * config.authWithBodyAccount): row = the account when the user is a member of it in the request's company, else null.
 */
export type PreloadedAccount = { accountId: number; row: typeof accounts.$inferSelect | null };
export type AuthContext = { user: AuthUser; sessionId: number; session: AuthSession; account?: PreloadedAccount };

/**
 * A session check not read in this request (config.authGuarded, docs/adr/0102-session-checked-with-the-transfer.md): the
 * answer of an earlier check of the same token and account, held with the digest of what that check read. The route
 * runs its one money move behind the session guard (its `values`) in the same message, so the move happens only if
 * nothing the check read has changed; any other path, and any failure, calls `confirm` first (the usual check, whose
 * 401, 404 or 403 wins).
 */
export type AuthGuard = { values: SessionGuardValues; confirm: () => Promise<void> };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set when request.auth is an earlier check's answer, to be proved inside the route's transfer (config.authGuarded). */
    authGuard: AuthGuard | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Route answers without a token. */
    isPublic?: boolean;
    /** Route answers without a token too, but knows the user when a valid one is sent (a bad one counts as none). */
    authOptional?: boolean;
    /**
     * Hot path (POST orders/): authenticate in preValidation instead of onRequest, once the JSON body is parsed, and
     * read the body's account (with the membership check of loadAccountForUser) in the same query as the session.
     * Saves one statement per request; the answers are the same (auth still runs before validation).
     */
    authWithBodyAccount?: boolean;
    /**
     * Hot reads (the Overview, the qube lists, the Activity pages): the account the request names, `params` → `:id` or
     * `query` → `?account_id=`, is read in the same query as the session (as authWithBodyAccount does for a body), and
     * loadAccountForRequest answers from it with the same rules. Saves one statement per request.
     */
    authAccountFrom?: 'params' | 'query';
    /**
     * With authWithBodyAccount (POST orders/ only): a token and account checked within the last 10 s by this instance is
     * not read again; the route runs its transfer behind the session guard instead (request.authGuard). Saves the
     * session's round trip on the hot path; the answers are the same.
     */
    authGuarded?: boolean;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its clear token (only the sha256 is stored). */
export const createSession = async (db: Db, userId: number, companyId: number, trustDevice: boolean, now = new Date()) => {
  const token = crypto.randomBytes(32).toString('hex');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    companyId,
    trustDevice,
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
};

/**
 * Starts the session of a sign-in (login, a sign-in link) and sets its cookie; answers the clear token. Every sign-in
 * gets a new token (ASVS 5.0 V7.2.4). The session the browser had before is left to end idle, not ended here: another tab
 * of the same browser may still hold its token in memory.
 */
export const startSession = async (db: Db, reply: FastifyReply, user: { id: number; companyId: number }, trustDevice: boolean, now: Date) => {
  const token = await createSession(db, user.id, user.companyId, trustDevice, now);
  setSessionCookie(reply, token, sessionExpiry({ createdAt: now, lastSeenAt: now, trustDevice }).expiresAt, now);
  return token;
};

const notProvided = () => new ApiError(401, 'Authentication credentials were not provided.', 'not_authenticated');
const invalid = () => new ApiError(401, 'Invalid token.', 'authentication_failed');
const expired = () => new ApiError(401, 'Token has expired.', 'authentication_failed');

/** The session, its user and the named account when the user is a member of it in the company, plus `extra` columns. */
const sessionWithAccount = <E extends Record<string, SQL>>(db: Db, extra: E) => db
  .select({ session: packedRow(getTableColumns(sessions)), user: packedRow(getTableColumns(users)), account: packedRow(getTableColumns(accounts), accounts.id), ...extra })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  // Membership as a join on its unique (account, user) row, not an EXISTS in the join condition: the same rows,
  // and PostgreSQL plans it in a fifth of the time. The same rule as areas/accounts/access.ts' loadMembership (the one
  // membership check), read here in the session's own round trip; loadAccountForRequest answers from it.
  .leftJoin(accountMembers, and(eq(accountMembers.accountId, sql.placeholder('accountId')), eq(accountMembers.userId, users.id)))
  .leftJoin(accounts, and(eq(accounts.id, accountMembers.accountId), eq(accounts.companyId, sql.placeholder('companyId'))))
  .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
  .limit(1);

/**
 * The session lookups (every authenticated request runs one), built once per database and planned once per
 * connection (see preparedQuery): they are the largest fixed cost of a request on PGlite.
 */
const sessionQueries = perDatabase((db) => ({
  // Each table as one packed value (packedRow): on PGlite each result column costs the same whatever its size.
  session: preparedQuery(db, 'auth_session', db
    .select({ session: packedRow(getTableColumns(sessions)), user: packedRow(getTableColumns(users)) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)),
  sessionWithAccount: preparedQuery(db, 'auth_session_account', sessionWithAccount(db, {})),
  // The same, with the digest of what it read (migration 0037) for a guarded route to hold (checkedSessions).
  sessionWithAccountState: preparedQuery(db, 'auth_session_account_state', sessionWithAccount(db, {
    state: sql<string | null>`qube_auth_state(${sql.placeholder('tokenHash')}::text, ${sql.placeholder('accountId')}::int, ${sql.placeholder('companyId')}::int)`,
  })),
}));

/**
 * The user as every check and answer sees them: the flags of features whose provider is not configured are off
 * (platform/providers/providerChoice.ts FLAGS_OF_PROVIDER), whatever is stored, so users/me, the overview and the permission
 * rules agree without each knowing about providers.
 */
const withFlagsOff = (user: AuthUser, flagsOff: readonly string[]): AuthUser => {
  if (flagsOff.length === 0) return user;
  const featureFlags = { ...user.featureFlags };
  for (const flag of flagsOff) featureFlags[flag] = false;
  return { ...user, featureFlags };
};

/** The sha256 of the token an `Authorization: Token …` value carries, or undefined when it carries none. */
const tokenHashOf = (header: string | undefined): string | undefined => {
  const match = header === undefined ? null : /^Token\s+([0-9a-f]{64})$/i.exec(header.trim());
  return match?.[1] ? hashToken(match[1].toLowerCase()) : undefined;
};

/**
 * The session and user of a clear token, or the 401 to answer. With accountId, the account too when the user is a
 * member of it in this company (the same rule as loadAccountForUser), in the same query; with `withState` also the
 * digest of what the query read (qube_auth_state).
 */
const resolveToken = async (
  db: Db, header: string | undefined, companyId: number, now: Date, flagsOff: readonly string[], accountId?: number, withState = false,
): Promise<{ auth: AuthContext; state: string | null }> => {
  if (!header) throw notProvided();
  const tokenHash = tokenHashOf(header);
  if (!tokenHash) throw invalid();
  let found: { session: AuthSession; user: AuthUser; account?: PreloadedAccount } | undefined;
  let state: string | null = null;
  const queries = sessionQueries(db);
  if (accountId === undefined) {
    const row = await queries.session.first({ tokenHash });
    if (row?.session && row.user) found = { session: row.session, user: row.user };
  } else {
    const values = { tokenHash, accountId, companyId };
    const row = withState ? await queries.sessionWithAccountState.first(values) : await queries.sessionWithAccount.first(values);
    if (row?.session && row.user) found = { session: row.session, user: row.user, account: { accountId, row: row.account ?? null } };
    if (row && 'state' in row && typeof row.state === 'string') state = row.state;
  }
  if (!found) throw invalid();
  if (found.session.companyId !== companyId || found.user.companyId !== companyId) throw invalid();
  if (now.getTime() >= sessionExpiry(found.session).expiresAt.getTime()) throw expired();
  const user = withFlagsOff(found.user, flagsOff);
  return { auth: { user, sessionId: found.session.id, session: found.session, ...(found.account ? { account: found.account } : {}) }, state };
};

/** The session of a bare token (live-updates socket: browsers cannot send headers on a WebSocket), or throws the 401. */
export const authenticateToken = async (db: Db, token: string, companyId: number, now: Date, flagsOff: readonly string[] = []): Promise<AuthContext> =>
  (await resolveToken(db, `Token ${token}`, companyId, now, flagsOff)).auth;

/** Moves last_seen_at to now (always when forced, else at most every 10 s); true when it moved. */
export const touchSession = async (db: Db, auth: AuthContext, now: Date, force = false): Promise<boolean> => {
  if (!force && now.getTime() - auth.session.lastSeenAt.getTime() < LAST_SEEN_WRITE_INTERVAL_MS) return false;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, auth.sessionId));
  auth.session = { ...auth.session, lastSeenAt: now };
  return true;
};

/**
 * The credential a request presents: `Authorization: Token …` when sent (non-browser callers, and a browser right after
 * its sign-in), else the session cookie.
 */
const presentedCredential = (request: FastifyRequest): { header: string | undefined; token: string | undefined } => {
  const { authorization } = request.headers;
  if (authorization !== undefined) return { header: authorization, token: /^Token\s+(\S+)$/i.exec(authorization.trim())?.[1] };
  const cookie = sessionCookieOf(request);
  return { header: cookie === undefined ? undefined : `Token ${cookie}`, token: cookie };
};

/**
 * Sends the session cookie again with the session's new end (refresh-session), unless this browser's cookie holds another
 * session (one started in another tab), which stays.
 */
export const resendSessionCookie = (request: FastifyRequest, reply: FastifyReply, auth: AuthContext, now: Date) => {
  const { token } = presentedCredential(request);
  const cookie = sessionCookieOf(request);
  if (token === undefined || (cookie !== undefined && cookie !== token)) return;
  setSessionCookie(reply, token.toLowerCase(), sessionExpiry(auth.session).expiresAt, now);
};

/** A number usable as an integer row id (1..2147483647), else undefined: a larger one would fail in SQL, not 404. */
const asRowId = (value: number): number | undefined => (Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined);

/**
 * The account id a request names in its path (:id) or query (?account_id=), read before validation: only plain digits
 * of a safe positive integer count; anything else is left to the route's own lookup (and the schema's 400).
 */
const accountIdNamed = (request: FastifyRequest, from: 'params' | 'query'): number | undefined => {
  const raw = from === 'params' ? (request.params as { id?: unknown } | undefined)?.id : (request.query as { account_id?: unknown } | undefined)?.account_id;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  return asRowId(Number(raw));
};

/** A held check answers as a fresh read would while the session has not expired and no last_seen_at write is due. */
const answersAsFresh = (session: AuthSession, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_WRITE_INTERVAL_MS && now.getTime() < sessionExpiry(session).expiresAt.getTime();

/**
 * Reads `Authorization: Token <token>`, or else the session cookie, on every non-public route; the token is bound to its
 * company. A session lives while now < created_at + 1440 min and now < last_seen_at + 900 s (86400 s if trusted);
 * every authenticated request moves last_seen_at, and when that moves the end of a session the browser holds in its
 * cookie, the cookie is sent again with the new end.
 */
export const installAuth = (app: FastifyInstance, db: Db, clock: Clock, flagsOff: readonly string[] = []) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authGuard', null);
  const checked = checkedSessions<{ auth: AuthContext; state: string }>();
  const authenticate = async (request: FastifyRequest, reply: FastifyReply, accountId?: number, guarded = false) => {
    const config = request.routeOptions.config;
    const now = clock();
    const credential = presentedCredential(request);
    // What a held check is kept under: only on a guarded route, with an account named and a well-formed token.
    const tokenHash = guarded && accountId !== undefined ? tokenHashOf(credential.header) : undefined;
    const heldAs = tokenHash !== undefined && accountId !== undefined ? { tokenHash, companyId: request.companyId, accountId } : undefined;
    const held = heldAs && checked.get(heldAs.tokenHash, heldAs.companyId, heldAs.accountId);
    if (heldAs && held && answersAsFresh(held.auth.session, now)) {
      request.auth = held.auth;
      request.authGuard = {
        values: { guardToken: heldAs.tokenHash, guardAccount: heldAs.accountId, guardCompany: heldAs.companyId, guardState: held.state },
        confirm: async () => {
          checked.delete(heldAs.tokenHash, heldAs.companyId, heldAs.accountId);
          request.auth = null;
          request.authGuard = null;
          await authenticate(request, reply, accountId);
        },
      };
      return;
    }
    let auth: AuthContext;
    let state: string | null;
    try {
      ({ auth, state } = await resolveToken(db, credential.header, request.companyId, now, flagsOff, accountId, heldAs !== undefined));
    } catch (error) {
      if (config.authOptional && isRefusal(error)) return;
      throw error;
    }
    const hasMoved = await touchSession(db, auth, now);
    // Held only when this request wrote nothing to the session: a write changes what the digest was made of.
    if (heldAs && state !== null && !hasMoved) checked.set(heldAs.tokenHash, heldAs.companyId, heldAs.accountId, { auth, state });
    const cookie = sessionCookieOf(request);
    if (hasMoved && cookie !== undefined && cookie === credential.token) setSessionCookie(reply, cookie.toLowerCase(), sessionExpiry(auth.session).expiresAt, now);
    request.auth = auth;
  };
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.isPublic || config.authWithBodyAccount) return;
    await authenticate(request, reply, config.authAccountFrom ? accountIdNamed(request, config.authAccountFrom) : undefined);
  });
  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.isPublic || !config.authWithBodyAccount) return;
    // The body is parsed but not validated yet: only a plain positive integer is used; anything else is left to the
    // handler's own lookup (and the schema's 400).
    const raw = (request.body as { account_id?: unknown } | null | undefined)?.account_id;
    const accountId = typeof raw === 'number' ? asRowId(raw) : undefined;
    await authenticate(request, reply, accountId, config.authGuarded === true);
  });
};

/** Thrown by a guarded route's path that needs the session read first (withSessionGuard reads it, then runs again). */
export class SessionNotReadYet extends Error {}

/** Throws SessionNotReadYet while request.auth is a held check (request.authGuard): a path that reads or writes more. */
export const requireSessionRead = (request: Pick<FastifyRequest, 'authGuard'>): void => {
  if (request.authGuard) throw new SessionNotReadYet('the session is read before this path');
};

/**
 * Runs a guarded route's handler (config.authGuarded): when it fails while request.auth is a held check (a changed
 * session raised QB401, a refusal, a path that reads more), the session is read as usual (its 401, 404 or 403
 * answers) and the handler runs again on that. Nothing the first run did is kept: a guarded run writes only through the
 * guarded transfer, all or nothing, and a repeat of a key that did commit answers its stored result.
 */
export const withSessionGuard = async <R>(request: Pick<FastifyRequest, 'authGuard'>, run: () => Promise<R>): Promise<R> => {
  try {
    return await run();
  } catch (error) {
    const guard = request.authGuard;
    if (!guard) throw error;
    await guard.confirm();
    return run();
  }
};

/** The signed-in user of a request on a non-public route. */
export const requireAuth = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw notProvided();
  return auth;
};
