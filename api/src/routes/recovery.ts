import crypto from 'node:crypto';
import { Detail, ErrorResponses } from '@qube/contract/common';
import { EmailInput, PasswordResetInput } from '@qube/contract/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { webOrigin } from '../domain/origins';
import { PASSWORD_MESSAGES, passwordProblem } from '../domain/passwordRules';
import { hashPassword } from '../domain/passwords';
import { EMAIL_RE, FieldErrors, fieldError, MESSAGES } from '../domain/validation';
import { hashToken } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_DETAIL = 'If an account exists for this email, we sent a link to reset the password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const UNSUBSCRIBED = 'You have been unsubscribed from Qube emails.';

const detailResponse = { 200: Detail, ...ErrorResponses };

/** The email of a body, trimmed and lower-cased, or a 400 on fields.email. */
const validEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  if (email === '') return fieldError('email', MESSAGES.required);
  if (!EMAIL_RE.test(email)) return fieldError('email', MESSAGES.email);
  return email;
};

const userOfCompany = async (db: Db, email: string, companyId: number) => {
  const [user] = await db.select().from(users).where(and(eq(users.email, email), eq(users.companyId, companyId))).limit(1);
  return user ?? null;
};

/** Password recovery and email opt-out: public calls (no token). */
export const recoveryRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv, mailer }) => {
  const { db } = database;

  app.post('/users/forgot-password/', {
    config: { isPublic: true },
    schema: {
      operationId: 'requestPasswordReset', tags: ['users'],
      summary: 'Mails a single-use password reset link (60 minutes); same answer whether or not the email is known',
      body: EmailInput,
      response: detailResponse,
    },
  }, async (request) => {
    const email = validEmail(request.body.email);
    const user = await userOfCompany(db, email, request.companyId);
    if (user) {
      const at = now();
      const token = crypto.randomBytes(32).toString('hex');
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        companyId: user.companyId,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS),
        createdAt: at,
      });
      const origin = webOrigin(request.headers.origin, env, processEnv);
      const link = `${origin}/new-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Qube password',
        body: `Hi ${user.firstName},\n\nUse this link to choose a new Qube password. It works once, for 60 minutes:\n${link}\n\nIf you did not ask for this, ignore this message.`,
      }, at);
    }
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
    const live = and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at));
    const [reset] = await db.select().from(passwordResetTokens).where(live).limit(1);
    if (!reset || reset.companyId !== request.companyId) throw new ApiError(400, RESET_LINK_INVALID, 'invalid_token');

    const errors = new FieldErrors();
    const problem = passwordProblem(password);
    if (problem) errors.add('password', problem);
    if (password !== confirm) errors.add('password_confirm', PASSWORD_MESSAGES.mismatch);
    errors.throwIfAny();

    const passwordHash = await hashPassword(password);
    const changed = await db.transaction(async (tx) => {
      // Use the token up first: of two concurrent requests only one gets the row back.
      const [used] = await tx.update(passwordResetTokens).set({ usedAt: at }).where(live).returning({ userId: passwordResetTokens.userId });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      // Other links sent before the change stop working too.
      await tx.update(passwordResetTokens).set({ usedAt: at }).where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
      return true;
    });
    if (!changed) throw new ApiError(400, RESET_LINK_INVALID, 'invalid_token');
    return { detail: PASSWORD_CHANGED };
  });

  app.post('/users/unsubscribe-from-emails/', {
    config: { isPublic: true },
    schema: {
      operationId: 'unsubscribeFromEmails', tags: ['users'],
      summary: 'Opts the email out of Qube mail; same answer whether or not the email is known',
      body: EmailInput,
      response: detailResponse,
    },
  }, async (request) => {
    const email = validEmail(request.body.email);
    await db.update(users).set({ emailOptOut: true }).where(and(eq(users.email, email), eq(users.companyId, request.companyId)));
    return { detail: UNSUBSCRIBED };
  });
};
