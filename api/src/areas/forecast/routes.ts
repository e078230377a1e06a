import { AccountQuery, ErrorResponses } from '@qube/contract/common';
import { Forecast } from '@qube/contract/forecast';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from '../accounts';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { forecastJson, loadForecast } from './forecastLoad';

/** Each pocket's forecast (issue 25 §1). Account-scoped: also under /api/households/. */
export const forecastRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.get('/forecast/', {
    schema: {
      operationId: 'getForecast', tags: ['budgets'],
      summary: "Every pocket's balance for each of the next six months' days, its lowest day, the day it runs out and the events behind it",
      querystring: AccountQuery,
      response: { 200: Forecast, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    return forecastJson(await loadForecast(db, account.id, now()));
  });
};
