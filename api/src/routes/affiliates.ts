import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliateProfiles } from '../db/schema';
import { money } from '../domain/money';
import { requireAuth } from '../plugins/auth';
import { ApiError, forbidden } from '../plugins/errors';
import { errorResponses, moneySchema } from '../schemas';
import type { RouteOptions } from './types';

export const affiliateRoutes = async (app: FastifyInstance, { database }: RouteOptions) => {
  const { db } = database;
  const profileOf = async (userId: number) => (await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, userId)).limit(1))[0];

  app.get('/affiliates/me/', {
    schema: {
      operationId: 'getAffiliateMe', summary: "The signed-in partner's affiliate program", tags: ['affiliates'],
      response: {
        200: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            user_id: { type: 'integer' },
            current_subscription: {
              type: 'object',
              properties: {
                program: {
                  type: 'object',
                  properties: {
                    program_type: { type: 'string', enum: ['coach', 'affiliate', 'rewards', 'church', 'employer'] },
                    affiliate_features: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const profile = (user.isCoach || user.isAffiliate) ? await profileOf(user.id) : undefined;
    if (!profile) throw new ApiError(404, 'Affiliate not found.', 'not_found');
    return { id: profile.id, user_id: user.id, current_subscription: { program: { program_type: profile.programType, affiliate_features: profile.affiliateFeatures } } };
  });

  app.get('/affiliates/metrics/', {
    schema: {
      operationId: 'getAffiliateMetrics', summary: "The signed-in partner's metrics", tags: ['affiliates'],
      response: {
        200: {
          type: 'object',
          properties: {
            landing: { type: 'integer' }, checkout: { type: 'integer' }, basic: { type: 'integer' }, premium: { type: 'integer' }, family: { type: 'integer' },
            commission: moneySchema, pending: { type: 'integer' }, pending_premium: { type: 'integer' }, pending_family: { type: 'integer' }, pending_commission: moneySchema,
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const profile = (user.isCoach || user.isAffiliate) ? await profileOf(user.id) : undefined;
    if (!profile) throw forbidden();
    return {
      landing: profile.landing, checkout: profile.checkout, basic: profile.basic, premium: profile.premium, family: profile.family,
      commission: money(profile.commission), pending: profile.pending, pending_premium: profile.pendingPremium,
      pending_family: profile.pendingFamily, pending_commission: money(profile.pendingCommission),
    };
  });
};
