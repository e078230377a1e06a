import { Detail, ErrorResponses } from '@qube/contract/common';
import { PasswordChangeInput } from '@qube/contract/passwords';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { PASSWORD_MESSAGES, passwordProblem } from './passwordRules';
import { hashPassword, verifyPassword } from './passwords';
import { FieldErrors } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import { PASSWORD_CHANGED } from './recovery.routes';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

/** The signed-in user's password (ASVS 5.0 V6.2.2, V6.2.3). Rate-limited per account like sign-in (platform/http/rateLimits.ts). */
export const passwordRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now }) => {
  const { db } = database;

  app.post('/users/change-password/', {
    schema: {
      operationId: 'changePassword', tags: ['users'],
      summary: 'Changes the password with the current one; ends every other session of the user, keeps this one',
      body: PasswordChangeInput,
      response: { 200: Detail, ...ErrorResponses },
    },
  }, async (request) => {
    const { user, sessionId } = requireAuth(request.auth);
    const { current_password: current, password, password_confirm: confirm } = request.body;

    // The current password is checked even when the new one breaks a rule: every field's problem shows at once.
    const { isValid } = await verifyPassword(current, user.passwordHash, env);
    const errors = new FieldErrors();
    if (!isValid) errors.add('current_password', CURRENT_PASSWORD_INCORRECT);
    const problem = passwordProblem(password, user.email);
    if (problem) errors.add('password', problem);
    if (password !== confirm) errors.add('password_confirm', PASSWORD_MESSAGES.mismatch);
    errors.throwIfAny();

    const passwordHash = await hashPassword(password, env);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      // ASVS 5.0 V7.4.3: whoever else holds a session of this user is signed out; the person changing it stays in.
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
      // A reset link mailed before the change would otherwise still set a password.
      await tx.update(passwordResetTokens).set({ usedAt: now() }).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    });
    return { detail: PASSWORD_CHANGED };
  });
};
