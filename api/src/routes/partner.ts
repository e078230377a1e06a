import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { affiliateCodeRoutes } from './affiliatesCodes';
import { affiliateConversionRoutes } from './affiliatesConversions';
import { affiliatePayoutRoutes } from './affiliatesPayouts';
import { coachingRoutes } from './coaching';
import { coachingProfileRoutes } from './coachingProfile';
import { partnerWelcomeRoutes } from './partnerWelcome';
import { rewardsRoutes } from './rewards';
import type { RouteOptions } from './types';

/** The partner portal's API (issue 12 §3), registered in one place: affiliates/me/ and metrics/ stay in affiliates.ts. */
export const partnerRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, env, households, now, processEnv, mailer, texts, rateLimits }) => {
  // Only the route options: a prefix passed on would be added a second time (/api/api/…).
  const options: RouteOptions = { database, env, households, now, processEnv, mailer, texts, rateLimits };
  await app.register(affiliateConversionRoutes, options);
  await app.register(affiliatePayoutRoutes, options);
  await app.register(affiliateCodeRoutes, options);
  await app.register(partnerWelcomeRoutes, options);
  await app.register(rewardsRoutes, options);
  await app.register(coachingRoutes, options);
  await app.register(coachingProfileRoutes, options);
};
