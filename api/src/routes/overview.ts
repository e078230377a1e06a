import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { overview } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { errorResponses, idParams, overviewSchema } from '../schemas';
import type { RouteOptions } from './types';

/** GET accounts/{id}/updates/: the Overview numbers (HTTP; the WebSocket upgrade on this path comes later). */
export const overviewRoutes = async (app: FastifyInstance, { database, households }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number } }>('/accounts/:id/updates/', {
    schema: { tags: ['overview'], summary: 'Overview of an account', params: idParams, response: { 200: overviewSchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    return overview(db, account, user.featureFlags);
  });
};
