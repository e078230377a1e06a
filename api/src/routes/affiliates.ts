import { ErrorResponses } from '@qube/contract/common';
import { AffiliateMe, AffiliateMetrics, type ProgramType } from '@qube/contract/company';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { affiliateProfiles } from '../db/schema';
import { money } from '../domain/money';
import { requireAuth } from '../plugins/auth';
import { ApiError, forbidden } from '../plugins/errors';
import type { RouteOptions } from './types';

export const affiliateRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;
  const profileOf = async (userId: number) => (await db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, userId)).limit(1))[0];

  app.get('/affiliates/me/', {
    schema: {
      operationId: 'getAffiliateMe', summary: "The signed-in partner's affiliate program", tags: ['affiliates'],
      response: { 200: AffiliateMe, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const profile = (user.isCoach || user.isAffiliate) ? await profileOf(user.id) : undefined;
    if (!profile) throw new ApiError(404, 'Affiliate not found.', 'not_found');
    // A text column holding only the contract's program types (the seed writes them).
    const programType = profile.programType as ProgramType;
    return { id: profile.id, user_id: user.id, current_subscription: { program: { program_type: programType, affiliate_features: profile.affiliateFeatures } } };
  });

  app.get('/affiliates/metrics/', {
    schema: {
      operationId: 'getAffiliateMetrics', summary: "The signed-in partner's metrics", tags: ['affiliates'],
      response: { 200: AffiliateMetrics, ...ErrorResponses },
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
