import { Overview } from '@qube/contract/accounts';
import { ErrorResponses, IdParams } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForRequest } from './access';
import { overview } from './views';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** GET accounts/{id}/updates/: the Overview numbers (HTTP; the WebSocket upgrade on this path comes later). */
export const overviewRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households }) => {
  const { db } = database;
  app.get('/accounts/:id/updates/', {
    // A hot read: the account is read with the session (one statement), the figures in one prepared statement.
    config: { authAccountFrom: 'params' },
    schema: { operationId: 'getAccountOverview', tags: ['overview'], summary: 'Overview of an account', params: IdParams, response: { 200: Overview, ...ErrorResponses } },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { user } = auth;
    const account = await loadAccountForRequest(db, auth, request.companyId, request.params.id, { households });
    // The version was read with the account, before the figures: they are at least as new as it (API-28).
    return { ...(await overview(db, account, user.featureFlags, account.changeVersion)), account_version: account.changeVersion };
  });
};
