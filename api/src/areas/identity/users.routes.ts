import { ErrorResponses } from '@qube/contract/common';
import { Me, MeQuery, type CompanyId, type UserType } from '@qube/contract/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser, accountJson, membershipsOf } from '../accounts';
import { completeFlags } from '../../platform/flags';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const userRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;

  app.get('/users/me/', {
    schema: {
      operationId: 'getMe',
      tags: ['users'],
      summary: 'The signed-in user (Me)',
      querystring: MeQuery,
      response: { 200: Me, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    if (request.query.account_id) await loadAccountForUser(db, user.id, request.companyId, request.query.account_id);
    const rows = await membershipsOf(db, user.id, user.companyId);
    // ON-72: an authorized user has no account of their own: the owner's account they were invited to stands in.
    const primary = rows.find((r) => r.role === 'primary') ?? rows.find((r) => r.role === 'authorized_user');
    if (!primary) throw new ApiError(404, 'Account not found.', 'account_not_found');
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
      // Text columns holding only the contract's values (the company plugin admits companies 1 and 2).
      user_type: user.userType as UserType,
      primary_account: accountJson(primary.account),
      sub_accounts: rows.filter((r) => r.role === 'sub_account').map((r) => accountJson(r.account)),
      households: rows.filter((r) => r.role === 'household' || (r.role === 'primary' && r.account.isAggregate)).map((r) => accountJson(r.account)),
      is_coach: user.isCoach,
      is_affiliate: user.isAffiliate,
      is_rewards_affiliate: user.isRewardsAffiliate,
      feature_flags: completeFlags(user.featureFlags),
      address_street: user.addressStreet,
      address_apartment_no: user.addressApartmentNo,
      address_city: user.addressCity,
      address_state: user.addressState,
      address_postal_code: user.addressPostalCode,
      company: user.companyId as CompanyId,
      account_role: primary.role === 'authorized_user' ? 'authorized_user' as const : 'primary' as const,
    };
  });
};
