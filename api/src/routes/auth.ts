import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accountMembers, sessions, users } from '../db/schema';
import { verifyPassword } from '../domain/passwords';
import { createSession, requireAuth, sessionExpiry, touchSession } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { errorResponses } from '../schemas';
import type { RouteOptions } from './types';

const credentialsBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const wrongCredentials = () => new ApiError(400, 'Incorrect email or password.', 'invalid_credentials');

/** The user with these credentials in this company, or a 400 (a user of the other company counts as wrong). */
const checkCredentials = async (db: Db, companyId: number, email: string, password: string) => {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  // Always run scrypt so timing does not reveal whether the email exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$00$00');
  if (!user || !ok || user.companyId !== companyId) throw wrongCredentials();
  return user;
};

export const authRoutes = async (app: FastifyInstance, { database, now }: RouteOptions) => {
  const { db } = database;

  app.get('/csrf/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getCsrfToken', tags: ['auth'],
      summary: 'Returns the CSRF token (also set as the qube_csrftoken cookie)',
      response: { 200: { type: 'object', properties: { csrf_token: { type: 'string' } } } },
    },
  }, async (request) => ({ csrf_token: request.csrfToken }));

  app.post<{ Body: { email: string; password: string } }>('/web/users/login/check-credentials/', {
    config: { isPublic: true },
    schema: {
      operationId: 'checkCredentials', summary: 'Checks an email and password (and whether a second factor is needed)', tags: ['auth'],
      body: credentialsBody,
      response: { 200: { type: 'object', properties: { valid: { type: 'boolean' }, two_factor_required: { type: 'boolean' } } }, ...errorResponses },
    },
  }, async (request) => {
    await checkCredentials(db, request.companyId, request.body.email, request.body.password);
    return { valid: true, two_factor_required: false };
  });

  app.post<{ Body: { email: string; password: string; trust_device?: boolean } }>('/web/users/login/', {
    config: { isPublic: true },
    schema: {
      operationId: 'login', summary: 'Signs in: a token for this company and the primary account', tags: ['auth'],
      body: { ...credentialsBody, properties: { ...credentialsBody.properties, trust_device: { type: 'boolean' } } },
      response: { 200: { type: 'object', properties: { token: { type: 'string' }, account_id: { type: 'integer' } } }, ...errorResponses },
    },
  }, async (request) => {
    const user = await checkCredentials(db, request.companyId, request.body.email, request.body.password);
    const [primary] = await db
      .select({ accountId: accountMembers.accountId })
      .from(accountMembers)
      .where(and(eq(accountMembers.userId, user.id), eq(accountMembers.role, 'primary')))
      .limit(1);
    if (!primary) throw new ApiError(400, 'This user has no account.', 'no_account');
    const token = await createSession(db, user.id, user.companyId, request.body.trust_device ?? false, now());
    return { token, account_id: primary.accountId };
  });

  app.post('/users/logout/', {
    schema: { operationId: 'logout', tags: ['auth'], summary: 'Invalidates the token', response: { 204: { type: 'null' }, ...errorResponses } },
  }, async (request, reply) => {
    const { sessionId } = requireAuth(request.auth);
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return reply.status(204).send();
  });

  app.post('/users/refresh-session/', {
    schema: {
      operationId: 'refreshSession', tags: ['auth'],
      summary: 'Keeps the session alive (Stay Logged In): moves last_seen_at and returns the new end times',
      response: {
        200: {
          type: 'object',
          properties: {
            expires_at: { type: 'string', format: 'date-time', description: 'End of the session if idle from now (never after absolute_expires_at)' },
            absolute_expires_at: { type: 'string', format: 'date-time', description: 'Login + 1440 minutes' },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await touchSession(db, auth, now(), true);
    const { expiresAt, absoluteExpiresAt } = sessionExpiry(auth.session);
    return { expires_at: expiresAt.toISOString(), absolute_expires_at: absoluteExpiresAt.toISOString() };
  });
};
