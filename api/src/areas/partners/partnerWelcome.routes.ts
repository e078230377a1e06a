import { ErrorResponses } from '@qube/contract/common';
import { AffiliateType, WelcomeAssets, WelcomeAssetsQuery } from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { welcomeAssetsOf } from './partnerPersonalization';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['registration'];

/**
 * The onboarding landing's partner assets (spec 002 onboarding v1, CO-16): public, no session. A code that is unknown,
 * inactive or malformed answers the empty assets (200), so the landing cannot probe which codes exist beyond that.
 */
export const partnerWelcomeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database }) => {
  const { db } = database;

  app.get('/onboarding/welcome-assets/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getWelcomeAssets', tags, querystring: WelcomeAssetsQuery,
      summary: "The partner's landing message and image for ?affiliate_id=CODE (all null for no partner code)",
      response: { 200: WelcomeAssets, ...ErrorResponses },
    },
  }, async (request) => {
    const assets = await welcomeAssetsOf(db, request.query.affiliate_id);
    return { affiliate_type: assets?.affiliateType ?? null, image_url: assets?.imageUrl ?? null, message: assets?.message ?? null };
  });

  app.get('/onboarding/affiliate-type/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getAffiliateType', tags, querystring: WelcomeAssetsQuery,
      summary: 'The program type of the partner behind ?affiliate_id=CODE, or null', response: { 200: AffiliateType, ...ErrorResponses },
    },
  }, async (request) => ({ affiliate_type: (await welcomeAssetsOf(db, request.query.affiliate_id))?.affiliateType ?? null }));
};
