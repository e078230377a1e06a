import crypto from 'node:crypto';
import { Detail, ErrorResponses, MAX_ID } from '@qube/contract/common';
import { UnsubscribeInput } from '@qube/contract/passwords';
import { EmailInput, PasswordResetInput } from '@qube/contract/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { liveResetOf, optOutOfEmails, resetPassword, storeResetToken, userOfCompany } from './passwordReset';
import { webOrigin } from '../../platform/origins';
import { PASSWORD_MESSAGES, passwordProblem } from './passwordRules';
import { hashPassword } from './passwords';
import { EMAIL_RE, FieldErrors, fieldError, MESSAGES } from '../../platform/validation';
import { hashToken } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { failureCounter } from '../../platform/http/failureCounter';
import type { RouteOptions } from '../../platform/http/routeTypes';
import type { QubeEnv } from '../../platform/env';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Reset mails to one account per hour. More asks still answer 200 and mail nothing: the links already mailed work for
 * an hour, and a stranger repeating someone's e-mail neither floods their mailbox nor stops them asking (no 429 per e-mail).
 */
export const RESET_MAILS_PER_HOUR = 3;
export const FORGOT_PASSWORD_DETAIL = 'If an account exists for this email, we sent a link to reset the password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const UNSUBSCRIBED = 'You have been unsubscribed from Qube emails.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is invalid.';

/** The signing secret outside production when QUBE_SIGNING_SECRET is not set (like the courses' development secret). */
export const DEV_SIGNING_SECRET = 'qube-signing-development-secret';
/** Signed into every unsubscribe token, so a MAC made with the same secret for another purpose is no unsubscribe token. */
const UNSUBSCRIBE_PURPOSE = 'qube:unsubscribe-from-emails:v1';

/** The API's signing secret: QUBE_SIGNING_SECRET (a production start refuses to run without it), else a fixed development one. */
export const signingSecret = (processEnv: NodeJS.ProcessEnv, env: QubeEnv): string | null =>
  processEnv.QUBE_SIGNING_SECRET || (env === 'production' ? null : DEV_SIGNING_SECRET);

const unsubscribeMac = (userId: number, secret: string) =>
  crypto.createHmac('sha256', secret).update(`${UNSUBSCRIBE_PURPOSE}:${userId}`).digest('base64url');

/** The token of a user's unsubscribe link: '<user id>.<HMAC-SHA256 of the purpose and the id>' (no expiry: old mails keep working). */
export const unsubscribeToken = (userId: number, secret: string): string => `${userId}.${unsubscribeMac(userId, secret)}`;

const UNSUBSCRIBE_TOKEN_RE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The user an unsubscribe token was made for, or null when it is malformed or its signature does not match. */
export const userOfUnsubscribeToken = (token: string, secret: string): number | null => {
  const match = UNSUBSCRIBE_TOKEN_RE.exec(token.trim());
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > MAX_ID) return null;
  // Both sides are 43 base64url characters here, as timingSafeEqual needs.
  return crypto.timingSafeEqual(Buffer.from(unsubscribeMac(userId, secret)), Buffer.from(match[2] ?? '')) ? userId : null;
};

/** The link that ends every mail the API sends: `${origin}/unsubscribe-from-emails?token=…`. */
export const unsubscribeLink = (origin: string, userId: number, secret: string): string =>
  `${origin}/unsubscribe-from-emails?token=${encodeURIComponent(unsubscribeToken(userId, secret))}`;

const detailResponse = { 200: Detail, ...ErrorResponses };

/** The email of a body, trimmed and lower-cased, or a 400 on fields.email. */
const validEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  if (email === '') return fieldError('email', MESSAGES.required);
  if (!EMAIL_RE.test(email)) return fieldError('email', MESSAGES.email);
  return email;
};

/** A reset link asked for: made the same way whether or not the address has an account. */
type ResetRequest = { email: string; companyId: number; token: string; tokenHash: string; origin: string; at: Date };

/** Password recovery and email opt-out: public calls (no token). */
export const recoveryRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv, mailer, rateLimits }) => {
  const { db } = database;
  // The lenient policy (the end-to-end suite asks one user's links many times) raises it like every other limit.
  const mailsPerHour = RESET_MAILS_PER_HOUR * (rateLimits === 'strict' ? 1 : 1000);

  // Work that runs after the answer has gone: it starts on setImmediate, after the reply was written. Closing the API
  // waits for it, so a shutdown does not cut a mail off.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const afterAnswer = (log: FastifyBaseLogger, what: string, work: () => Promise<void>) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      // No error text: a mail server's message may name the recipient (ASVS 5.0 V16.2.5).
      .catch((error: unknown) => log.error({ error: error instanceof Error ? error.name : typeof error }, `${what} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };

  /** Mail text ending with the signed unsubscribe link (none when production lacks its secret: it refuses to start so). */
  const withUnsubscribeLink = (log: FastifyBaseLogger, body: string, origin: string, userId: number) => {
    const secret = signingSecret(processEnv, env);
    if (!secret) {
      log.error('QUBE_SIGNING_SECRET is not set: mail goes out without an unsubscribe link');
      return body;
    }
    return `${body}\n\nTo stop receiving Qube emails, open ${unsubscribeLink(origin, userId, secret)}`;
  };

  /** The address-dependent part of forgot-password: look the address up, store the link's hash, mail the link. */
  const sendResetLink = async (log: FastifyBaseLogger, request: ResetRequest) => {
    const user = await userOfCompany(db, request.email, request.companyId);
    if (!user) return;
    const mails = await failureCounter(db).add(`reset-mail:user:${user.id}`, RESET_TOKEN_LIFETIME_MS, request.at);
    if (mails > mailsPerHour) return;
    await storeResetToken(db, {
      tokenHash: request.tokenHash, userId: user.id, companyId: user.companyId, expiresAt: new Date(request.at.getTime() + RESET_TOKEN_LIFETIME_MS), at: request.at,
    });
    const link = `${request.origin}/new-password?token=${request.token}`;
    const body = `Hi ${user.firstName},\n\nUse this link to choose a new Qube password. It works once, for 60 minutes:\n${link}\n\nIf you did not ask for this, ignore this message.`;
    await mailer.send({ to: user.email, subject: 'Reset your Qube password', body: withUnsubscribeLink(log, body, request.origin, user.id) }, request.at);
  };

  app.post('/users/forgot-password/', {
    config: { isPublic: true },
    schema: {
      operationId: 'requestPasswordReset', tags: ['users'],
      summary: 'Mails a single-use password reset link (60 minutes); same answer, and same work before it, whether or not the email is known',
      body: EmailInput,
      response: detailResponse,
    },
  }, async (request) => {
    const email = validEmail(request.body.email);
    // Before the answer, the same steps for every address: a token and its hash, nothing read or written. Looking the
    // address up, storing the link and mailing it come after the answer, so its timing cannot tell whether an account
    // exists (ASVS 5.0 V6.3.8); the rate limit (per address) counts both kinds alike.
    const token = crypto.randomBytes(32).toString('hex');
    const reset: ResetRequest = {
      email,
      companyId: request.companyId,
      token,
      tokenHash: hashToken(token),
      origin: webOrigin(request.headers.origin, env, processEnv),
      at: now(),
    };
    afterAnswer(request.log, 'forgot-password mail', () => sendResetLink(request.log, reset));
    return { detail: FORGOT_PASSWORD_DETAIL };
  });

  app.post('/users/forgot-password/change/', {
    config: { isPublic: true },
    schema: {
      operationId: 'resetPassword', tags: ['users'],
      summary: 'Sets a new password with a reset link token; signs the user out everywhere',
      body: PasswordResetInput,
      response: detailResponse,
    },
  }, async (request) => {
    const { token, password, password_confirm: confirm } = request.body;
    const at = now();
    const tokenHash = hashToken(token.trim().toLowerCase());
    const reset = await liveResetOf(db, tokenHash, at);
    if (!reset || reset.companyId !== request.companyId) throw new ApiError(400, RESET_LINK_INVALID, 'invalid_token');

    const errors = new FieldErrors();
    const problem = passwordProblem(password, reset.email);
    if (problem) errors.add('password', problem);
    if (password !== confirm) errors.add('password_confirm', PASSWORD_MESSAGES.mismatch);
    errors.throwIfAny();

    const passwordHash = await hashPassword(password, env);
    const changed = await resetPassword(db, { tokenHash, passwordHash, at });
    if (!changed) throw new ApiError(400, RESET_LINK_INVALID, 'invalid_token');
    return { detail: PASSWORD_CHANGED };
  });

  app.post('/users/unsubscribe-from-emails/', {
    config: { isPublic: true },
    schema: {
      operationId: 'unsubscribeFromEmails', tags: ['users'],
      summary: 'Opts a user out of Qube mail with the signed token of the unsubscribe link every mail ends with',
      body: UnsubscribeInput,
      response: detailResponse,
    },
  }, async (request) => {
    const secret = signingSecret(processEnv, env);
    if (!secret) request.log.error('QUBE_SIGNING_SECRET is not set: unsubscribe links cannot be checked');
    const userId = secret ? userOfUnsubscribeToken(request.body.token, secret) : null;
    if (userId === null) throw new ApiError(400, UNSUBSCRIBE_LINK_INVALID, 'invalid_token');
    // A token is bound to its user's company, like a session or a reset link.
    if (!(await optOutOfEmails(db, userId, request.companyId))) throw new ApiError(400, UNSUBSCRIBE_LINK_INVALID, 'invalid_token');
    return { detail: UNSUBSCRIBED };
  });
};
