import { ErrorAnswer, ErrorResponses, IdParams } from '@qube/contract/common';
import {
  InviteFriendInput, InviteFriendResult, JointInvitationAnswer, JointInvitationCreate, JointInvitationList, JointInvitationResult,
} from '@qube/contract/invitations';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { loadAccountForUser } from '../accounts';
import { answerJointInvitation, createJointInvitation, inviteFriend, listJointInvitations, resendJointInvitation } from './invitations';
import { webOrigin } from '../../platform/origins';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import { type RouteLimit, routeLimiter } from '../../platform/http/routeLimiter';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['invitations'];
const MINUTE = 60_000;

/**
 * Every invitation is a mail to an address the sender chooses: 10 sends (friend invitations, joint invitations and
 * resends together) per hour per user and 30 per address, so the outbox cannot be used to spam.
 */
export const INVITE_LIMITS = [
  { name: 'invite-send', by: 'user', max: 10, windowMs: 60 * MINUTE },
  { name: 'invite-send', by: 'ip', max: 30, windowMs: 60 * MINUTE },
] as const satisfies readonly RouteLimit[];

/** Invite a friend and joint-account invitations (ON-70, ON-71, API-59). Not household-scoped: they name their account. */
export const invitationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, now, processEnv, mailer }) => {
  const { db } = database;
  const limit = routeLimiter(app, INVITE_LIMITS, 'Too many invitations');
  const originOf = (request: FastifyRequest) => webOrigin(request.headers.origin, env, processEnv);

  app.post('/users/account/:id/invite-a-friend/', {
    schema: {
      operationId: 'inviteFriend', tags,
      summary: 'Mails a friend a link to the landing carrying the sender\'s referral code (60 days free)',
      params: IdParams,
      body: InviteFriendInput,
      response: { 200: InviteFriendResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id);
    await limit(request);
    return inviteFriend(db, mailer, { user, accountId: account.id, email: request.body.email, origin: originOf(request), now: now() });
  });

  app.post('/web/joint-account-invitations/', {
    schema: {
      operationId: 'createJointAccountInvitation', tags,
      summary: 'A member of a household (Qube+) account invites a person by e-mail to share it',
      body: JointInvitationCreate,
      response: { 201: JointInvitationResult, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    await limit(request);
    const { account_id: accountId, email, first_name: firstName } = request.body;
    const created = await createJointInvitation(db, mailer, { user, companyId: request.companyId, accountId, email, firstName, origin: originOf(request), now: now() });
    return reply.status(201).send(created);
  });

  app.get('/web/joint-account-invitations/me/', {
    schema: {
      operationId: 'listMyJointAccountInvitations', tags,
      summary: 'The joint-account invitations the user sent and those sent to their e-mail address',
      response: { 200: JointInvitationList, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return listJointInvitations(db, user);
  });

  app.put('/web/joint-account-invitations/:id/', {
    schema: {
      operationId: 'answerJointAccountInvitation', tags,
      summary: 'The invited person accepts with the mailed code (becomes a household member) or declines; 404 for anyone else',
      params: IdParams,
      body: JointInvitationAnswer,
      response: { 200: JointInvitationResult, ...ErrorResponses, 429: ErrorAnswer('Too many wrong codes: the sender resends the invitation for a new one') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const { id: bodyId, status, code } = request.body;
    if (bodyId !== undefined && bodyId !== request.params.id) {
      throw new ApiError(400, 'The id in the body must be the invitation\'s.', 'invalid', { id: 'The id in the body must be the invitation\'s.' });
    }
    return answerJointInvitation(db, user, request.params.id, status, code, now());
  });

  app.post('/web/joint-account-invitations/:id/resend/', {
    schema: {
      operationId: 'resendJointAccountInvitation', tags,
      summary: 'The sender mails a pending invitation again (a minute apart, at most 5 sends)',
      params: IdParams,
      response: { 200: JointInvitationResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    await limit(request);
    return resendJointInvitation(db, mailer, user, request.params.id, originOf(request), now());
  });
};
