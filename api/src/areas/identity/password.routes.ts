import { Detail, ErrorResponses } from '@qube/contract/common';
import { PasswordChangeInput } from '@qube/contract/passwords';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changePassword } from './signIn';
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
    // Every other session of the user ends, and reset links mailed before the change stop working (signIn.ts).
    await changePassword(db, { userId: user.id, keepSessionId: sessionId, passwordHash, at: now() });
    return { detail: PASSWORD_CHANGED };
  });
};
