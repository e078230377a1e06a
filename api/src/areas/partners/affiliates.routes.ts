import { ErrorResponses } from '@qube/contract/common';
import { AffiliateMe, AffiliateMetrics, type ProgramType } from '@qube/contract/company';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findAffiliateProfile } from './partnerAccess';
import { metricsFromConversions } from './partnerConversions';
import { requireAuth } from '../../platform/http/auth';
import { ApiError, forbidden } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const affiliateRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, now }) => {
  const { db } = database;
  const profileOf = (userId: number) => findAffiliateProfile(db, userId);

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
    // CO-12: the plan counts and commissions come from the partner's conversions (so they agree with the Revenue
    // table and the payouts); landing and checkout are the funnel counters kept on the profile.
    return { landing: profile.landing, checkout: profile.checkout, ...(await metricsFromConversions(db, user.id, now())) };
  });
};
