import { AccountListQuery, AccountQuery, ErrorResponses, IdParams, Page } from '@qube/contract/common';
import { NextDueDates, Qube } from '@qube/contract/qubes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { billRuleOf } from './qubeEdits';
import { loadAccountForRequest, loadAccountForUser, listQubes, listQubesPage, type QubeFilter } from '../accounts';
import { isoDate } from '../../platform/dates';
import { QUBE_NOT_FOUND } from '../transfers';
import { page, pageParams } from '../../platform/paging';
import { billDueDates } from '@qube/contract/core/repeat';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Qube lists (all, spend, bill, goal) and one qube. Default limit 9999 (the client's qube list limit). */
export const qubeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  const lists: [string, QubeFilter['type'], string, string][] = [
    ['/qubes/', undefined, 'listQubes', 'Active qubes of the account, in manual order'],
    ['/qubes/spend-qubes/', 'spending', 'listSpendQubes', 'Active spending qubes of the account, in manual order'],
    ['/qubes/bill-qubes/', 'billing', 'listBillQubes', 'Active bill qubes of the account, in manual order'],
    ['/qubes/goal-qubes/', 'goal', 'listGoalQubes', 'Active goal qubes of the account, in manual order'],
  ];
  for (const [path, type, operationId, summary] of lists) {
    app.get(path, {
      // A hot read: the account is read with the session (one statement), the page in one prepared statement.
      config: { authAccountFrom: 'query' },
      schema: { operationId, tags: ['qubes'], summary: `${summary} (default limit 9999)`, querystring: AccountListQuery, response: { 200: Page(Qube), ...ErrorResponses } },
    }, async (request) => {
      const auth = requireAuth(request.auth);
      const account = await loadAccountForRequest(db, auth, request.companyId, request.query.account_id, { households });
      const { limit, offset } = pageParams(request.query, 9999);
      const { count, results } = await listQubesPage(db, account.id, account.changeVersion, { type, limit, offset });
      return page(request.url, count, limit, offset, results);
    });
  }

  app.get('/qubes/:id/', {
    schema: {
      operationId: 'getQube',
      tags: ['qubes'],
      summary: 'One active qube of the account',
      params: IdParams,
      querystring: AccountQuery,
      response: { 200: Qube, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const [qube] = await listQubes(db, account.id, { id: request.params.id });
    if (!qube) throw new ApiError(404, 'Qube not found.', 'qube_not_found');
    return qube;
  });

  /** MM-125 / API-25: upcoming due dates of a bill qube (for the advance-due-date prompt); 404 for any other qube. */
  app.get('/qubes/bill-qubes/:id/next-due-dates/', {
    schema: {
      operationId: 'listBillQubeNextDueDates',
      tags: ['qubes'],
      summary: 'The next due dates of a bill qube (YYYY-MM-DD, soonest first)',
      params: IdParams,
      querystring: AccountQuery,
      response: { 200: NextDueDates, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const bill = await billRuleOf(db, account.id, request.params.id);
    if (!bill) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return { next_due_dates: billDueDates(bill, isoDate(now())) };
  });
};
