import { StatementParams } from '@qube/contract/statements';
import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { page, pageParams } from '../domain/paging';
import { fullMonths, isFullMonth, periodFromId, statementLines, statementSummary } from '../domain/statements';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { errorResponses, idParams, moneySchema, pageOf, pagingQuery } from '../schemas';
import type { RouteOptions } from './types';

export const STATEMENT_NOT_FOUND = 'Statement not found.';

const statementProperties = {
  id: { type: 'integer', description: 'YYYYMM of the period' },
  period_start: { type: 'string' },
  period_end: { type: 'string' },
  name: { type: 'string' },
  opening_balance: moneySchema,
  closing_balance: moneySchema,
  total_in: moneySchema,
  total_out: moneySchema,
  created_at: { type: 'string' },
} as const;

const statementSchema = { type: 'object', properties: statementProperties } as const;

const statementDetailSchema = {
  type: 'object',
  properties: {
    ...statementProperties,
    account_name: { type: 'string' },
    account_number_last4: { type: ['string', 'null'] },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', description: 'The activity id' },
          date: { type: 'string' },
          description: { type: 'string' },
          qube: { type: ['string', 'null'] },
          amount: moneySchema,
          balance: moneySchema,
        },
      },
    },
  },
} as const;

// The statement id stays a string so that a malformed one is a 404 like any other unknown statement, not a 400.
const statementParams = StatementParams;

const last4 = (accountNumber: string): string | null => {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** ST-02 statements of an account (the last three full months) and ST-05 one statement with its lines. */
export const statementRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  app.get<{ Params: { id: number }; Querystring: { limit?: number; offset?: number } }>('/accounts/:id/statements/', {
    schema: {
      operationId: 'listStatements', tags: ['statements'],
      summary: 'Statements of the last three full months the account existed in, newest first',
      params: idParams,
      querystring: { type: 'object', properties: pagingQuery },
      response: { 200: pageOf(statementSchema), ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const all = [];
    for (const period of fullMonths(account.createdAt, now()).slice(0, 3)) all.push(await statementSummary(db, account.id, period));
    const { limit, offset } = pageParams(request.query, 20);
    return page(request.url, all.length, limit, offset, all.slice(offset, offset + limit));
  });

  app.get<{ Params: { id: number; statementId: string } }>('/accounts/:id/statements/:statementId/', {
    schema: {
      operationId: 'getStatement', tags: ['statements'],
      summary: 'One statement (id YYYYMM, any full month of the account) with its lines, oldest first; internal transfers are left out',
      params: statementParams,
      response: { 200: statementDetailSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    const period = periodFromId(request.params.statementId);
    if (!period || !isFullMonth(period, account.createdAt, now())) throw new ApiError(404, STATEMENT_NOT_FOUND, 'statement_not_found');
    const summary = await statementSummary(db, account.id, period);
    return {
      ...summary,
      account_name: account.displayName,
      account_number_last4: last4(account.accountNumber),
      lines: await statementLines(db, account.id, period, summary.opening_balance),
    };
  });
};
