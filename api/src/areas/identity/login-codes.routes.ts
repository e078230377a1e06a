import crypto from 'node:crypto';
import { Login } from '@qube/contract/auth';
import { ErrorAnswer, ErrorResponses, RateLimited } from '@qube/contract/common';
import { LoginCode, LoginCodeExchangeInput } from '@qube/contract/sessions';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidCode, spendLoginCode, storeLoginCode } from './loginCodes';
import { signInAccountOf, userById } from './signIn';
import { hashToken, requireAuth, startSession } from '../../platform/http/auth';
import { ApiError, isRefusal } from '../../platform/http/errors';
import { failureCounter } from '../../platform/http/failureCounter';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** How long a sign-in code lives: a link opened at once works, one found later in a log or a mailbox does not. */
export const LOGIN_CODE_TTL_MS = 60_000;

const CODE_RE = /^[0-9a-f]{64}$/;

/**
 * Unknown, spent or expired codes per address before the exchange answers 429 (ASVS 5.0 V6.3.1): the sender is
 * throttled, and a link that works never counts. A code is 256 random bits, so this stops noise rather than guessing.
 */
export const CODE_FAILURES = { perAddress: 30, windowMs: 15 * 60_000 } as const;
const LENIENT_FACTOR = 1000;

/**
 * Sign-in links (SH-19): `?token=` carries a one-time code of 32 random bytes, never a session token, because a URL
 * stays in browser history, mail archives and access logs (ASVS 5.0 V14.2.1). Only its sha256 is stored; it is bound to
 * the user, the company and the session that made it, lives 60 s and is spent by its first successful use.
 */
export const loginCodeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now, rateLimits }) => {
  const { db } = database;
  const failures = failureCounter(db);
  const maxFailures = CODE_FAILURES.perAddress * (rateLimits === 'strict' ? 1 : LENIENT_FACTOR);

  app.post('/users/login-codes/', {
    schema: {
      operationId: 'createLoginCode', tags: ['auth'],
      summary: 'A one-time sign-in code (60 s) of the signed-in user, for a link the site makes: ?token=<code>',
      response: { 201: LoginCode, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const at = now();
    const code = crypto.randomBytes(32).toString('hex');
    await storeLoginCode(db, {
      codeHash: hashToken(code),
      userId: auth.user.id,
      companyId: auth.session.companyId,
      sessionId: auth.sessionId,
      expiresAt: new Date(at.getTime() + LOGIN_CODE_TTL_MS),
    }, at);
    return reply.status(201).send({ code, expires_in: LOGIN_CODE_TTL_MS / 1000 });
  });

  /** Spends a code and starts its session: the exchange's work once the address may still try. */
  const exchange = async (request: FastifyRequest, rawCode: string, reply: FastifyReply, at: Date) => {
    const code = rawCode.trim().toLowerCase();
    if (!CODE_RE.test(code)) throw invalidCode();
    const userId = await spendLoginCode(db, { codeHash: hashToken(code), companyId: request.companyId, signedInUserId: request.auth?.user.id ?? null, at });
    const user = await userById(db, userId);
    const accountId = await signInAccountOf(db, userId);
    if (!user || user.companyId !== request.companyId || accountId === undefined) throw invalidCode();
    // A link signs in on this device only for the idle lifetime of an untrusted one (900 s).
    const token = await startSession(db, reply, user, false, at);
    return { token, account_id: accountId };
  };

  app.post('/users/login-codes/exchange/', {
    // Needs no sign-in, but knows who this browser is signed in as: a link for someone else must not replace them unasked.
    config: { authOptional: true },
    schema: {
      operationId: 'exchangeLoginCode', tags: ['auth'],
      summary: 'Spends a sign-in code and starts a new session (the session cookie and the token, as login does)',
      description:
        'Spends the code of a sign-in link (?token=) once, within 60 s, in the company it was made in, and starts a new '
        + 'session like web/users/login/. 400 when the code is unknown, spent, expired or of the other company; 409, '
        + 'leaving the code unspent, when the caller is signed in as another user (the browser asks before switching).',
      body: LoginCodeExchangeInput,
      response: { 200: Login, ...ErrorResponses, 409: ErrorAnswer('Signed in as another user: sign out first to use this code'), 429: RateLimited },
    },
  }, async (request, reply) => {
    const at = now();
    const failureKey = `login-code-failures:ip:${request.ip}`;
    if ((await failures.count(failureKey, at)) >= maxFailures) {
      throw new ApiError(429, 'Too many attempts. Please try again in 15 minutes.', 'rate_limited');
    }
    try {
      return await exchange(request, request.body.code, reply, at);
    } catch (error) {
      if (isRefusal(error) && error.code === 'invalid_code') await failures.add(failureKey, CODE_FAILURES.windowMs, at);
      throw error;
    }
  });

};
