import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from './errors';

/** Token lifetime on the server: 24 hours from login (the client's absolute limit is 1440 minutes). */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type AuthUser = typeof users.$inferSelect;
export type AuthContext = { user: AuthUser; sessionId: number };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Route answers without a token. */
    isPublic?: boolean;
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
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
};

const notProvided = () => new ApiError(401, 'Authentication credentials were not provided.', 'not_authenticated');
const invalid = () => new ApiError(401, 'Invalid token.', 'authentication_failed');
const expired = () => new ApiError(401, 'Token has expired.', 'authentication_failed');

/** Reads `Authorization: Token <token>` on every non-public route; the token is bound to its company. */
export const installAuth = (app: FastifyInstance, db: Db) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url || request.routeOptions.config.isPublic) return;
    const header = request.headers.authorization;
    if (!header) throw notProvided();
    const match = /^Token\s+([0-9a-f]{64})$/i.exec(header.trim());
    if (!match?.[1]) throw invalid();
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(match[1].toLowerCase()))))
      .limit(1);
    if (!row) throw invalid();
    if (row.session.expiresAt.getTime() <= Date.now()) throw expired();
    if (row.session.companyId !== request.companyId || row.user.companyId !== request.companyId) throw invalid();
    request.auth = { user: row.user, sessionId: row.session.id };
  });
};

/** The signed-in user of a request on a non-public route. */
export const requireAuth = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw notProvided();
  return auth;
};
