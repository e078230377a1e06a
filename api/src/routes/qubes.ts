import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { qubes } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { isoDate } from '../domain/dates';
import { QUBE_NOT_FOUND } from '../domain/orders';
import { page, pageParams } from '../domain/paging';
import { billDueDates } from '../domain/recurrence';
import { countQubes, listQubes, type QubeFilter } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountIdQuery, accountOnlyQuery, errorResponses, idParams, pageOf, qubeSchema } from '../schemas';
import type { RouteOptions } from './types';

type ListQuery = { account_id: number; limit?: number; offset?: number };

/** Qube lists (all, spend, bill, goal) and one qube. Default limit 9999 (the client's qube list limit). */
export const qubeRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;
  const lists: [string, QubeFilter['type']][] = [
    ['/qubes/', undefined],
    ['/qubes/spend-qubes/', 'spending'],
    ['/qubes/bill-qubes/', 'billing'],
    ['/qubes/goal-qubes/', 'goal'],
  ];
  for (const [path, type] of lists) {
    app.get<{ Querystring: ListQuery }>(path, {
      schema: { tags: ['qubes'], querystring: accountIdQuery, response: { 200: pageOf(qubeSchema), ...errorResponses } },
    }, async (request) => {
      const { user } = requireAuth(request.auth);
      const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
      const { limit, offset } = pageParams(request.query, 9999);
      const count = await countQubes(db, account.id, { type });
      const results = await listQubes(db, account.id, { type, limit, offset });
      return page(request.url, count, limit, offset, results);
    });
  }

  app.get<{ Params: { id: number }; Querystring: { account_id: number } }>('/qubes/:id/', {
    schema: {
      tags: ['qubes'],
      params: idParams,
      querystring: accountOnlyQuery,
      response: { 200: qubeSchema, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const [qube] = await listQubes(db, account.id, { id: request.params.id });
    if (!qube) throw new ApiError(404, 'Qube not found.', 'qube_not_found');
    return qube;
  });

  /** MM-125 / API-25: upcoming due dates of a bill qube (for the advance-due-date prompt); 404 for any other qube. */
  app.get<{ Params: { id: number }; Querystring: { account_id: number } }>('/qubes/bill-qubes/:id/next-due-dates/', {
    schema: {
      tags: ['qubes'],
      summary: 'The next due dates of a bill qube (YYYY-MM-DD, soonest first)',
      params: idParams,
      querystring: accountOnlyQuery,
      response: { 200: { type: 'object', properties: { next_due_dates: { type: 'array', items: { type: 'string' } } } }, ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const [bill] = await db
      .select({ dueDay: qubes.dueDay, paymentFrequency: qubes.paymentFrequency, paymentInterval: qubes.paymentInterval })
      .from(qubes)
      .where(and(eq(qubes.id, request.params.id), eq(qubes.accountId, account.id), eq(qubes.isArchived, false), eq(qubes.type, 'billing')));
    if (!bill) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return { next_due_dates: billDueDates(bill, isoDate(now())) };
  });
};
