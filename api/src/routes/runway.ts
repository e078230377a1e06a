import type { FastifyInstance } from 'fastify';
import { loadAccountForUser } from '../domain/access';
import { loadRunway } from '../domain/runway';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountOnlyQuery, errorResponses, moneySchema } from '../schemas';
import type { RouteOptions } from './types';

const str = { type: 'string' } as const;

// Every field is listed: Fastify's serializer drops the ones a response schema does not name.
const runwayEntrySchema = {
  type: 'object',
  required: ['name', 'start_date', 'end_date', 'status', 'income', 'budgeted', 'starting_balance', 'ending_balance'],
  properties: {
    name: { ...str, description: "The month, e.g. 'November 2026'" },
    start_date: { ...str, description: 'First day of the month (YYYY-MM-DD)' },
    end_date: { ...str, description: 'Last day of the month (YYYY-MM-DD)' },
    status: { type: 'string', enum: ['past', 'current', 'future'], description: 'current for this calendar month, future after it' },
    income: { ...moneySchema, description: "This month: the current budget's income dated today or later; later months: all its income" },
    budgeted: { ...moneySchema, description: 'This month: what is still to spend (amount − spent per qube budget, not below 0); later months: the total budgeted' },
    starting_balance: { ...moneySchema, description: "This month: the account balance now; later months: the previous month's ending balance" },
    ending_balance: { ...moneySchema, description: 'starting_balance + income − budgeted' },
  },
} as const;

/** The runway (PL-25): how long the money lasts if the current plan holds. Account-scoped: also under /api/households/. */
export const runwayRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;

  app.get<{ Querystring: { account_id: number } }>('/budgets/runway/', {
    schema: {
      operationId: 'getRunway', tags: ['budgets'],
      summary: 'This month and the next five: income, budgeted and the balance at the start and end of each, if the current budget repeats',
      querystring: accountOnlyQuery,
      response: { 200: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: runwayEntrySchema } } }, ...errorResponses },
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
