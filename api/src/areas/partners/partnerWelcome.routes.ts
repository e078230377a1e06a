import { ErrorResponses } from '@qube/contract/common';
import type { ProgramType } from '@qube/contract/company';
import { AffiliateType, WelcomeAssets, WelcomeAssetsQuery } from '@qube/contract/partners';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { affiliateProfiles, partnerPersonalizations } from '../../platform/db/schema';
import { findActiveCode } from './partnerCodes';
import type { RouteOptions } from '../../platform/http/routeTypes';

const tags = ['registration'];

/** The partner behind an active code, with their program type and landing personalization; null for any other text. */
const assetsOf = async (db: Db, affiliateId: string | undefined) => {
  const code = await findActiveCode(db, affiliateId);
  if (!code) return null;
  const [profile] = await db.select({ programType: affiliateProfiles.programType }).from(affiliateProfiles).where(eq(affiliateProfiles.userId, code.partnerUserId));
  if (!profile) return null;
  const [personal] = await db.select().from(partnerPersonalizations).where(eq(partnerPersonalizations.partnerUserId, code.partnerUserId));
  // A text column holding only the contract's program types (the seed writes them).
  return { affiliateType: profile.programType as ProgramType, message: personal?.message || null, imageUrl: personal?.imageUrl ?? null };
};

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
    const assets = await assetsOf(db, request.query.affiliate_id);
    return { affiliate_type: assets?.affiliateType ?? null, image_url: assets?.imageUrl ?? null, message: assets?.message ?? null };
  });

  app.get('/onboarding/affiliate-type/', {
    config: { isPublic: true },
    schema: {
      operationId: 'getAffiliateType', tags, querystring: WelcomeAssetsQuery,
      summary: 'The program type of the partner behind ?affiliate_id=CODE, or null', response: { 200: AffiliateType, ...ErrorResponses },
    },
  }, async (request) => ({ affiliate_type: (await assetsOf(db, request.query.affiliate_id))?.affiliateType ?? null }));
};
