import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMembers, accounts } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { completeFlags } from '../domain/flags';
import { accountJson } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { errorResponses, meSchema } from '../schemas';
import type { RouteOptions } from './types';

export const userRoutes = async (app: FastifyInstance, { database }: RouteOptions) => {
  const { db } = database;

  app.get<{ Querystring: { account_id?: number } }>('/users/me/', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user (Me)',
      querystring: { type: 'object', properties: { account_id: { type: 'integer', minimum: 1 } } },
      response: { 200: meSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    if (request.query.account_id) await loadAccountForUser(db, user.id, request.companyId, request.query.account_id);
    const rows = await db
      .select({ account: accounts, role: accountMembers.role })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(and(eq(accountMembers.userId, user.id), eq(accounts.companyId, user.companyId)))
      .orderBy(asc(accounts.id));
    const primary = rows.find((r) => r.role === 'primary');
    if (!primary) throw new ApiError(404, 'Account not found.', 'account_not_found');
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
      user_type: user.userType,
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
      company: user.companyId,
    };
  });
};
