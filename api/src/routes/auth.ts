import { CredentialsCheck, CredentialsInput, CsrfToken, Login, LoginInput, SessionTimes } from '@qube/contract/auth';
import { ErrorResponses, NoContent } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountMembers, sessions, users } from '../db/schema';
import { verifyPassword } from '../domain/passwords';
import { createSession, requireAuth, sessionExpiry, touchSession } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';

const wrongCredentials = () => new ApiError(400, 'Incorrect email or password.', 'invalid_credentials');

/** The user with these credentials in this company, or a 400 (a user of the other company counts as wrong). */
const checkCredentials = async (db: Db, companyId: number, email: string, password: string) => {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  // Always run scrypt so timing does not reveal whether the email exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? 'scrypt$00$00');
  if (!user || !ok || user.companyId !== companyId) throw wrongCredentials();
  return user;
};

export const authRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;

  app.get('/csrf/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getCsrfToken', tags: ['auth'],
      summary: 'Returns the CSRF token (also set as the qube_csrftoken cookie)',
      response: { 200: CsrfToken },
    },
  }, async (request) => ({ csrf_token: request.csrfToken }));

  app.post('/web/users/login/check-credentials/', {
    config: { isPublic: true },
    schema: {
      operationId: 'checkCredentials', summary: 'Checks an email and password (and whether a second factor is needed)', tags: ['auth'],
      body: CredentialsInput,
      response: { 200: CredentialsCheck, ...ErrorResponses },
    },
  }, async (request) => {
    await checkCredentials(db, request.companyId, request.body.email, request.body.password);
    return { valid: true, two_factor_required: false };
  });

  app.post('/web/users/login/', {
    config: { isPublic: true },
    schema: {
      operationId: 'login', summary: 'Signs in: a token for this company and the primary account', tags: ['auth'],
      body: LoginInput,
      response: { 200: Login, ...ErrorResponses },
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
    schema: { operationId: 'logout', tags: ['auth'], summary: 'Invalidates the token', response: { 204: NoContent, ...ErrorResponses } },
  }, async (request, reply) => {
    const { sessionId } = requireAuth(request.auth);
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return reply.status(204).send(null);
  });

  app.post('/users/refresh-session/', {
    schema: {
      operationId: 'refreshSession', tags: ['auth'],
      summary: 'Keeps the session alive (Stay Logged In): moves last_seen_at and returns the new end times',
      response: { 200: SessionTimes, ...ErrorResponses },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await touchSession(db, auth, now(), true);
    const { expiresAt, absoluteExpiresAt } = sessionExpiry(auth.session);
    return { expires_at: expiresAt.toISOString(), absolute_expires_at: absoluteExpiresAt.toISOString() };
  });
};
