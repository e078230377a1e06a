import { ErrorResponses, IdParams, Page, PagingOnlyQuery } from '@qube/contract/common';
import { Statement, StatementDetail, StatementParams } from '@qube/contract/statements';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser } from '../accounts';
import { page, pageParams } from '../../platform/paging';
import { fullMonths, isFullMonth, periodFromId, statementLines, statementSummary } from './statements';
import { requireAuth } from '../../platform/http/auth';
import { readLagTolerant } from '../../platform/db/replica';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const STATEMENT_NOT_FOUND = 'Statement not found.';

const last4 = (accountNumber: string): string | null => {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** ST-02 statements of an account (the last three full months) and ST-05 one statement with its lines. */
export const statementRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  app.get('/accounts/:id/statements/', {
    schema: {
      operationId: 'listStatements', tags: ['statements'],
      summary: 'Statements of the last three full months the account existed in, newest first',
      params: IdParams,
      querystring: PagingOnlyQuery,
      response: { 200: Page(Statement), ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    // Membership above on the primary (a removed member loses access at once); the statements may lag a second (replica.ts).
    const all = await readLagTolerant(database, async (reads) => {
      const summaries = [];
      for (const period of fullMonths(account.createdAt, now()).slice(0, 3)) summaries.push(await statementSummary(reads, account.id, period));
      return summaries;
    });
    const { limit, offset } = pageParams(request.query, 20);
    return page(request.url, all.length, limit, offset, all.slice(offset, offset + limit));
  });

  app.get('/accounts/:id/statements/:statementId/', {
    schema: {
      operationId: 'getStatement', tags: ['statements'],
      summary: 'One statement (id YYYYMM, any full month of the account) with its lines, oldest first; internal transfers are left out',
      // The statement id stays a string so that a malformed one is a 404 like any other unknown statement, not a 400.
      params: StatementParams,
      response: { 200: StatementDetail, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const period = periodFromId(request.params.statementId);
    if (!period || !isFullMonth(period, account.createdAt, now())) throw new ApiError(404, STATEMENT_NOT_FOUND, 'statement_not_found');
    const { summary, lines } = await readLagTolerant(database, async (reads) => {
      const totals = await statementSummary(reads, account.id, period);
      return { summary: totals, lines: await statementLines(reads, account.id, period, totals.opening_balance) };
    });
    return { ...summary, account_name: account.displayName, account_number_last4: last4(account.accountNumber), lines };
  });
};
