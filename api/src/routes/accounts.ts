import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { accountJson } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { accountSchema, errorResponses, idParams } from '../schemas';
import type { RouteOptions } from './types';

/** Account-scoped: also mounted under /api/households/ (household accounts only there). */
export const accountRoutes = async (app: FastifyInstance, { database, households }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number } }>('/accounts/:id/', {
    schema: { tags: ['accounts'], summary: 'One account the user reaches', params: idParams, response: { 200: accountSchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    return accountJson(await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households }));
  });
};
