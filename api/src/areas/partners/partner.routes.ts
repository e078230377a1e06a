import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { affiliateCodeRoutes } from './affiliatesCodes.routes';
import { affiliateConversionRoutes } from './affiliatesConversions.routes';
import { affiliatePayoutRoutes } from './affiliatesPayouts.routes';
import { coachingRoutes } from './coaching.routes';
import { coachingProfileRoutes } from './coachingProfile.routes';
import { partnerWelcomeRoutes } from './partnerWelcome.routes';
import { rewardsRoutes } from './rewards.routes';
import type { RouteOptions } from '../../platform/http/routeTypes';

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
