import crypto from 'node:crypto';
import { CredentialsCheck, CredentialsInput, CsrfToken, Login, LoginInput, SessionTimes, SignInRefused } from '@qube/contract/auth';
import { ErrorResponses, NoContent } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { endSession, rehashPassword, signInAccountOf, userByEmail } from './signIn';
import { hashPassword, verifyPassword } from './passwords';
import { requireAuth, resendSessionCookie, sessionExpiry, startSession, touchSession } from '../../platform/http/auth';
import { ApiError, isRefusal } from '../../platform/http/errors';
import { challengeKeys, REAL_DIFFICULTY, TEST_DIFFICULTY } from './signInChallenge';
import { signInGuard, type SignInStage } from './signInGuard';
import { signingSecret } from './recovery.routes';
import type { RouteOptions } from '../../platform/http/routeTypes';
import type { QubeEnv } from '../../platform/env';

const wrongCredentials = () => new ApiError(400, 'Incorrect email or password.', 'invalid_credentials');

/**
 * The user with these credentials in this company, or a 400 (a user of the other company counts as wrong). An unknown
 * e-mail still costs one hash at today's parameters, so timing does not tell whether it exists. A hash made with older
 * parameters (or in the first format) is replaced after a successful check (ASVS 5.0 V11.4.2: rehash on sign-in).
 */
const checkCredentials = async (db: Db, env: QubeEnv, companyId: number, email: string, password: string) => {
  const user = await userByEmail(db, email.trim().toLowerCase());
  const { isValid, needsRehash } = await verifyPassword(password, user?.passwordHash ?? null, env);
  if (!user || !isValid || user.companyId !== companyId) throw wrongCredentials();
  if (needsRehash) {
    const passwordHash = await hashPassword(password, env);
    // Only over the hash just checked: a password changed meanwhile is not overwritten.
    await rehashPassword(db, user, passwordHash);
  }
  return user;
};

/** The answers of the sign-in calls: 429 is a flood from one address (rate_limited) or a challenge to solve (challenge_required). */
const signInErrors = { ...ErrorResponses, 429: SignInRefused };

export const authRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv, rateLimits }) => {
  const { db } = database;
  // The challenges' HMAC keys come from QUBE_SIGNING_SECRET (a production start refuses to run without it; a fixed
  // development secret elsewhere). A production app built without it (a test) gets random keys: never a known one.
  const secret = signingSecret(processEnv, env) ?? crypto.randomBytes(32).toString('hex');
  const guard = signInGuard(db, now, { policy: rateLimits, keys: challengeKeys(secret), difficulty: env === 'test' ? TEST_DIFFICULTY : REAL_DIFFICULTY });

  /**
   * check-credentials and login alike: a challenge first when failures ask for one (before the password is looked at, so
   * an unsolved request learns nothing), then the password; a failure counts, a success clears the e-mail's failures.
   */
  const guardedCheck = async (request: FastifyRequest, body: { email: string; password: string; altcha?: string }, stage: SignInStage) => {
    const email = body.email.trim().toLowerCase();
    const { refusal, signature } = await guard.admit(request, email, body.altcha, stage);
    if (refusal) return { refusal, user: null };
    try {
      const user = await checkCredentials(db, env, request.companyId, email, body.password);
      await guard.succeeded(email, signature, stage);
      return { refusal: null, user };
    } catch (error) {
      if (isRefusal(error) && error.code === 'invalid_credentials') await guard.failed(request, email);
      throw error;
    }
  };

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
      description:
        'After 5 failed sign-ins for the e-mail, or 20 from the address, within 15 minutes, answers 429 challenge_required '
        + 'with an ALTCHA challenge: send the call again with its solution in altcha (once; the login that follows a '
        + 'successful check may send the same one). Only failures count; a success clears the e-mail\'s failures.',
      body: CredentialsInput,
      response: { 200: CredentialsCheck, ...signInErrors },
    },
  }, async (request, reply) => {
    const { refusal } = await guardedCheck(request, request.body, 'check');
    if (refusal) return reply.status(429).send(refusal);
    return { valid: true, two_factor_required: false };
  });

  app.post('/web/users/login/', {
    config: { isPublic: true },
    schema: {
      operationId: 'login', summary: 'Signs in: a token for this company and the primary account', tags: ['auth'],
      description: 'Counts failures and asks for a challenge like check-credentials (429 challenge_required).',
      body: LoginInput,
      response: { 200: Login, ...signInErrors },
    },
  }, async (request, reply) => {
    const { refusal, user } = await guardedCheck(request, request.body, 'login');
    if (refusal) return reply.status(429).send(refusal);
    const accountId = await signInAccountOf(db, user.id);
    if (accountId === undefined) throw new ApiError(400, 'This user has no account.', 'no_account');
    // The token answers non-browser callers; a browser keeps it in memory only and resumes from the HttpOnly cookie.
    const token = await startSession(db, reply, user, request.body.trust_device ?? false, now());
    return { token, account_id: accountId };
  });

  app.post('/users/logout/', {
    // A session that already ended still gets its cookie cleared (platform/http/sessionCookie.ts): logout always leaves none.
    config: { authOptional: true },
    schema: {
      operationId: 'logout', tags: ['auth'],
      summary: 'Invalidates the token and clears the session cookie (204 also when the session had already ended)',
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    if (request.auth) await endSession(db, request.auth.sessionId);
    return reply.status(204).send(null);
  });

  app.post('/users/refresh-session/', {
    schema: {
      operationId: 'refreshSession', tags: ['auth'],
      summary: 'Keeps the session alive (Stay Logged In): moves last_seen_at and returns the new end times',
      response: { 200: SessionTimes, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const at = now();
    await touchSession(db, auth, at, true);
    resendSessionCookie(request, reply, auth, at);
    const { expiresAt, absoluteExpiresAt } = sessionExpiry(auth.session);
    return { expires_at: expiresAt.toISOString(), absolute_expires_at: absoluteExpiresAt.toISOString() };
  });
};
