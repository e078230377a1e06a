import crypto from 'node:crypto';
import { ErrorAnswer, ErrorResponses } from '@qube/contract/common';
import { CoursesLogin } from '@qube/contract/company';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { completeFlags } from '../../platform/flags';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import type { QubeEnv } from '../../platform/env';

export const DEV_COURSES_SECRET = 'qube-courses-development-secret';
export const DEFAULT_COURSES_SSO_URL = 'http://localhost:8080/qubemasters/sso';
export const COURSES_TOKEN_LIFETIME_S = 5 * 60;
export const COURSES_DOWN = 'Qube Masters course is currently down for maintenance.';
export const COURSES_NOT_AVAILABLE = 'Qube Masters is not available for this account.';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A compact HS256 JWT (RFC 7519) signed with node:crypto HMAC-SHA256. */
export const signHs256 = (payload: Record<string, unknown>, secret: string): string => {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${crypto.createHmac('sha256', secret).update(head).digest('base64url')}`;
};

/** Course settings, read per request so QUBE_COURSES_DOWN can be switched without a restart. No default secret in production. */
export const coursesConfig = (processEnv: NodeJS.ProcessEnv, env: QubeEnv) => ({
  secret: processEnv.QUBE_COURSES_SECRET || (env === 'production' ? null : DEV_COURSES_SECRET),
  ssoUrl: processEnv.QUBE_COURSES_SSO_URL || DEFAULT_COURSES_SSO_URL,
  down: processEnv.QUBE_COURSES_DOWN === '1',
});

/** Qube Masters single sign-on: a short-lived JWT the course site accepts. */
export const courseRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { env, now, processEnv }) => {
  app.post('/courses/login/', {
    schema: {
      operationId: 'loginToCourses', tags: ['courses'],
      summary: 'Signs the user in to the Qube Masters course site (needs the web_qube_masters flag)',
      response: { 200: CoursesLogin, ...ErrorResponses, 503: ErrorAnswer('The course site is down for maintenance, or sign-on is not configured') },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    if (!completeFlags(user.featureFlags).web_qube_masters) throw new ApiError(403, COURSES_NOT_AVAILABLE, 'feature_not_available');
    const config = coursesConfig(processEnv, env);
    if (config.down || !config.secret) {
      if (!config.secret) request.log.error('QUBE_COURSES_SECRET is not set: Qube Masters sign-on is off');
      throw new ApiError(503, COURSES_DOWN, 'service_unavailable');
    }
    const iat = Math.floor(now().getTime() / 1000);
    const jwt = signHs256({ sub: String(user.id), email: user.email, iat, exp: iat + COURSES_TOKEN_LIFETIME_S }, config.secret);
    return { jwt, sso_url: config.ssoUrl };
  });
};
