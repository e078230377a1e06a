import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { isSignedWebhook } from './webhooks';

export const API_VERSION = '15';

/** Paths that answer without the X-API-Version header. */
export const isVersionExempt = (path: string): boolean =>
  path === '/api/openapi.json' || path === '/api/health' || path.startsWith('/api/dev/');

/** Every request must carry X-API-Version: 15 (except a few tooling paths, and signed webhooks: a partner's server sends none). */
export const installVersionCheck = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (isVersionExempt(path) || isSignedWebhook(request)) return;
    if (request.headers['x-api-version'] !== API_VERSION) {
      throw new ApiError(400, 'Unsupported API version.', 'unsupported_api_version');
    }
  });
};
