import { Runway } from '@qube/contract/budgets';
import { AccountQuery, ErrorResponses } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from '../accounts';
import { loadRunway } from './runway';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** The runway (PL-25): how long the money lasts if the current plan holds. Account-scoped: also under /api/households/. */
export const runwayRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.get('/budgets/runway/', {
    schema: {
      operationId: 'getRunway', tags: ['budgets'],
      summary: 'This month and the next five: income, budgeted and the balance at the start and end of each, if the current budget repeats',
      querystring: AccountQuery,
      response: { 200: Runway, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const results = await loadRunway(db, account.id, now());
    // Without a current budget there is no plan to project: the same answer as budgets/current/.
    if (!results) throw new ApiError(404, 'No current budget.', 'no_current_budget');
    return { results };
  });
};
