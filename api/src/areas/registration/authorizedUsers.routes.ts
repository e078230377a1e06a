import { ErrorResponses, IdParams } from '@qube/contract/common';
import {
  AuthorizedUserInviteInput, AuthorizedUserList, AuthorizedUserParams, AuthorizedUserRemoved, AuthorizedUserResult, type AuthorizedUser,
} from '@qube/contract/authorizedUsers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/client';
import { loadMembership } from '../accounts';
import { normaliseEmail } from './invitations';
import { webOrigin } from '../../platform/origins';
import { FieldErrors, MESSAGES as FORM_MESSAGES, isBlank } from '../../platform/validation';
import { hashToken, requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { routeLimiter } from '../../platform/http/routeLimiter';
import { AU_MESSAGES, INVITATION_LIFETIME_MS, type InvitationRow } from './authorizedUsersApplication';
import { newInvitationToken } from './authorizedUsersApplication.http';
import { AUTHORIZED_USER_ROLE } from './authorizedUsersFinish';
import { AUTHORIZED_USER_LIMITS } from './authorizedUsersLimits.http';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { createInvitation, listAuthorizedUsers, removeAuthorizedUser } from './authorizedUsers';

type Owner = { id: number; companyId: number; email: string; firstName: string; lastName: string; userType: string };

/**
 * The account the user owns: only the primary member of a personal account (not a guest's, a sub-account or a
 * household) manages its authorized users. An authorized user is told why (403); someone else's account is 404.
 */
export const loadOwnedAccount = async (db: Db, user: Owner, companyId: number, accountId: number) => {
  const row = await loadMembership(db, user.id, companyId, accountId);
  if (row.role === AUTHORIZED_USER_ROLE) throw new ApiError(403, AU_MESSAGES.authorizedUser, 'forbidden');
  if (row.role !== 'primary' || user.userType === 'anonymous_user' || user.userType === 'limited_user') throw new ApiError(403, AU_MESSAGES.notOwner, 'forbidden');
  if (row.account.isAggregate || row.account.isSubAccount) throw new ApiError(403, AU_MESSAGES.accountType, 'forbidden');
  return row.account;
};

const authorizedUserJson = (row: InvitationRow): AuthorizedUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  status: row.status === 'active' ? 'active' : 'invited',
  expires_at: row.status === 'active' ? null : row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/** The owner's side of authorized users (ON-72): invite by e-mail, list, revoke an invitation or remove a user. */
export const authorizedUserRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv, mailer }) => {
  const { db } = database;
  const tags = ['invitations'];
  const limitInvite = routeLimiter(app, AUTHORIZED_USER_LIMITS.invite, 'Too many invitations');

  app.get('/web/accounts/:id/authorized-users/', {
    schema: {
      operationId: 'listAuthorizedUsers', tags,
      summary: 'ON-72: the account\'s authorized users, invited (link not yet used) or active; the owner only',
      params: IdParams,
      response: { 200: AuthorizedUserList, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadOwnedAccount(db, user, request.companyId, request.params.id);
    const rows = await listAuthorizedUsers(db, account.id, now());
    return { results: rows.map(authorizedUserJson) };
  });

  app.post('/web/accounts/:id/authorized-users/', {
    schema: {
      operationId: 'inviteAuthorizedUser', tags,
      summary: 'ON-72: the owner invites an authorized user by e-mail: a one-time link, valid 7 days, to /register/authorized-user',
      params: IdParams,
      body: AuthorizedUserInviteInput,
      response: { 201: AuthorizedUserResult, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadOwnedAccount(db, user, request.companyId, request.params.id);
    const b = request.body;
    const errors = new FieldErrors();
    if (isBlank(b.first_name)) errors.add('first_name', FORM_MESSAGES.required);
    if (isBlank(b.last_name)) errors.add('last_name', FORM_MESSAGES.required);
    if (isBlank(b.email)) errors.add('email', FORM_MESSAGES.required);
    errors.throwIfAny();
    const email = normaliseEmail(b.email);
    if (email === user.email.toLowerCase()) throw new ApiError(400, AU_MESSAGES.self, 'invalid', { email: AU_MESSAGES.self });
    await limitInvite(request);
    const at = now();
    const token = newInvitationToken();
    const created = await createInvitation(db, {
      accountId: account.id, companyId: request.companyId, inviterUserId: user.id, email, firstName: b.first_name.trim(), lastName: b.last_name.trim(),
      tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS),
    }, at);
    const link = `${webOrigin(request.headers.origin, env, processEnv)}/register/authorized-user?invite=${token}`;
    const inviter = `${user.firstName} ${user.lastName}`.trim();
    await mailer.send({
      to: email,
      subject: `${user.firstName} invited you to be an authorized user on Qube`,
      body: `Hi ${created.firstName},\n\n${inviter} invited you to be an authorized user of the Qube account "${account.displayName}": you get your own debit card and can move money between its qubes.\n\nSet up your access with this link (it works once, for 7 days):\n${link}`,
    }, at);
    return reply.status(201).send({ authorized_user: authorizedUserJson(created), message: `Invitation sent to ${email}.` });
  });

  app.delete('/web/accounts/:id/authorized-users/:authorized_user_id/', {
    schema: {
      operationId: 'removeAuthorizedUser', tags,
      summary: 'ON-72: the owner cancels an invitation (its link stops working) or removes an active authorized user (membership, card and sessions end)',
      params: AuthorizedUserParams,
      response: { 200: AuthorizedUserRemoved, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadOwnedAccount(db, user, request.companyId, request.params.id);
    const at = now();
    return removeAuthorizedUser(db, account.id, request.params.authorized_user_id, at);
  });

};
