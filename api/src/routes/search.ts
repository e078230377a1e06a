import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities, scheduledOrders } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { activityItems, scheduledItems, TYPE_GROUPS, type TypeGroup } from '../domain/activity';
import { monthBounds } from '../domain/dates';
import { inTransaction, lockAccount, ORDER_NOT_FOUND } from '../domain/orders';
import { page, pageParams } from '../domain/paging';
import { fieldError } from '../domain/validation';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { accountOnlyQuery, activitySchema, errorResponses, idParams, pageOf, pagingQuery } from '../schemas';
import type { RouteOptions } from './types';

export const ACTIVITY_NOT_FOUND = 'Activity not found.';
export const NOTE_MAX = 250;
export const NOTE_TOO_LONG = `Ensure this field has no more than ${NOTE_MAX} characters.`;

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const QUBE_FILTER = { type: 'string', pattern: '^(cloud|\\d+)$', description: "qube id or 'cloud'" } as const;

type TransactionsQuery = {
  account_id: number;
  limit?: number;
  offset?: number;
  filter_date_range?: 'all' | 'this_month' | 'last_month' | 'custom';
  filter_date_range_from?: string;
  filter_date_range_to?: string;
  filter_qube?: string;
  filter_type_group?: TypeGroup;
};
type ScheduledQuery = {
  account_id: number;
  limit?: number;
  offset?: number;
  filter_source?: string;
  filter_date_range_from?: string;
  filter_date_range_to?: string;
  filter_qube?: string;
};

/** Local midnight of a YYYY-MM-DD date (the server calendar), shifted by `days`. */
const midnight = (iso: string, days = 0) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days);

const notesBody = { type: 'object', required: ['notes'], properties: { notes: { type: 'string', maxLength: 10000 } } } as const;
const notesAnswer = { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } } as const;

/**
 * Activity search (API-38..API-40): search/transactions/, search/pre-auths/, search/scheduled/ (+ one, notes, cancel).
 * Account-scoped (also under /api/households/).
 */
export const searchRoutes = async (app: FastifyInstance, { database, households, now }: RouteOptions) => {
  const { db } = database;

  app.get<{ Querystring: TransactionsQuery }>('/search/transactions/', {
    schema: {
      operationId: 'listTransactions', tags: ['search'],
      summary: 'Activity of an account, newest first (default limit 20)',
      querystring: {
        type: 'object',
        required: ['account_id'],
        properties: {
          account_id: { type: 'integer', minimum: 1 },
          ...pagingQuery,
          filter_date_range: { type: 'string', enum: ['all', 'this_month', 'last_month', 'custom'] },
          filter_date_range_from: DATE,
          filter_date_range_to: DATE,
          filter_qube: QUBE_FILTER,
          filter_type_group: { type: 'string', enum: Object.keys(TYPE_GROUPS) },
        },
      },
      response: { 200: pageOf(activitySchema), ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForUser(db, user.id, request.companyId, q.account_id, { households });
    const { limit, offset } = pageParams(q, 20);
    const conditions: (SQL | undefined)[] = [eq(activities.accountId, account.id)];
    const range = q.filter_date_range ?? (q.filter_date_range_from || q.filter_date_range_to ? 'custom' : 'all');
    if (range === 'this_month' || range === 'last_month') {
      const bounds = monthBounds(now(), range === 'this_month' ? 0 : -1);
      conditions.push(gte(activities.transactionDatetime, midnight(bounds.start)), lt(activities.transactionDatetime, midnight(bounds.end, 1)));
    } else if (range === 'custom') {
      if (q.filter_date_range_from) conditions.push(gte(activities.transactionDatetime, midnight(q.filter_date_range_from)));
      if (q.filter_date_range_to) conditions.push(lt(activities.transactionDatetime, midnight(q.filter_date_range_to, 1)));
    }
    if (q.filter_qube) conditions.push(q.filter_qube === 'cloud' ? isNull(activities.qubeId) : eq(activities.qubeId, Number(q.filter_qube)));
    if (q.filter_type_group) conditions.push(inArray(activities.transactionType, [...TYPE_GROUPS[q.filter_type_group]]));
    const where = and(...conditions);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where);
    const rows = await db.select().from(activities).where(where).orderBy(desc(activities.transactionDatetime), desc(activities.id)).limit(limit).offset(offset);
    return page(request.url, Number(total?.n ?? 0), limit, offset, await activityItems(db, account.id, rows, now()));
  });

  /** One activity of the account (Transaction Details opens an item without paging through the list); 404 otherwise. */
  app.get<{ Params: { id: number }; Querystring: { account_id: number } }>('/search/transactions/:id/', {
    schema: { operationId: 'getTransaction', tags: ['search'], summary: 'One activity of the account', params: idParams, querystring: accountOnlyQuery, response: { 200: activitySchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const rows = await db.select().from(activities).where(and(eq(activities.id, request.params.id), eq(activities.accountId, account.id)));
    if (rows.length === 0) throw new ApiError(404, ACTIVITY_NOT_FOUND, 'not_found');
    const [item] = await activityItems(db, account.id, rows, now());
    return item;
  });

  app.get<{ Querystring: { account_id: number; limit?: number; offset?: number } }>('/search/pre-auths/', {
    schema: {
      operationId: 'listPreauths', tags: ['search'],
      summary: 'Pending pre-auths (preapproved card payments), newest first',
      querystring: {
        type: 'object',
        required: ['account_id'],
        properties: { account_id: { type: 'integer', minimum: 1 }, ...pagingQuery, filter_date_range: { type: 'string' } },
      },
      response: { 200: pageOf(activitySchema), ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const { limit, offset } = pageParams(request.query, 20);
    const where = and(eq(activities.accountId, account.id), eq(activities.sourceType, 'preapproved_payment'), eq(activities.result, 'pending'));
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where);
    const rows = await db.select().from(activities).where(where).orderBy(desc(activities.transactionDatetime), desc(activities.id)).limit(limit).offset(offset);
    return page(request.url, Number(total?.n ?? 0), limit, offset, await activityItems(db, account.id, rows, now()));
  });

  app.get<{ Querystring: ScheduledQuery }>('/search/scheduled/', {
    schema: {
      operationId: 'listScheduled', tags: ['search'],
      summary: 'Active scheduled orders as Activity items, soonest first (default limit 20)',
      querystring: {
        type: 'object',
        required: ['account_id'],
        properties: {
          account_id: { type: 'integer', minimum: 1 },
          ...pagingQuery,
          filter_source: { type: 'string', enum: ['auto_allocation', 'preapproved_payment', 'requested_account_transfer'] },
          filter_date_range_from: DATE,
          filter_date_range_to: DATE,
          filter_qube: QUBE_FILTER,
        },
      },
      response: { 200: pageOf(activitySchema), ...errorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForUser(db, user.id, request.companyId, q.account_id, { households });
    const { limit, offset } = pageParams(q, 20);
    const conditions: (SQL | undefined)[] = [eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true)];
    if (q.filter_source) conditions.push(eq(scheduledOrders.sourceType, q.filter_source));
    if (q.filter_date_range_from) conditions.push(gte(scheduledOrders.nextDate, q.filter_date_range_from));
    if (q.filter_date_range_to) conditions.push(lte(scheduledOrders.nextDate, q.filter_date_range_to));
    if (q.filter_qube) {
      const id = q.filter_qube === 'cloud' ? null : Number(q.filter_qube);
      conditions.push(id === null
        ? or(isNull(scheduledOrders.fromQubeId), isNull(scheduledOrders.toQubeId))
        : or(eq(scheduledOrders.fromQubeId, id), eq(scheduledOrders.toQubeId, id)));
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduledOrders).where(where);
    const rows = await db.select().from(scheduledOrders).where(where).orderBy(asc(scheduledOrders.nextDate), asc(scheduledOrders.id)).limit(limit).offset(offset);
    return page(request.url, Number(total?.n ?? 0), limit, offset, await scheduledItems(db, account.id, rows));
  });

  const activeOrder = async (accountId: number, id: number) => {
    const [order] = await db
      .select()
      .from(scheduledOrders)
      .where(and(eq(scheduledOrders.id, id), eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true)));
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    return order;
  };

  app.get<{ Params: { id: number }; Querystring: { account_id: number } }>('/search/scheduled/:id/', {
    schema: { operationId: 'getScheduled', tags: ['search'], summary: 'One active scheduled item', params: idParams, querystring: accountOnlyQuery, response: { 200: activitySchema, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const [item] = await scheduledItems(db, account.id, [await activeOrder(account.id, request.params.id)]);
    return item;
  });

  app.delete<{ Params: { id: number }; Querystring: { account_id: number } }>('/search/scheduled/:id/', {
    schema: {
      operationId: 'cancelScheduled', tags: ['search'],
      summary: 'Cancels a scheduled order (the whole series for a recurring one)',
      params: idParams,
      querystring: accountOnlyQuery,
      response: { 204: { type: 'null', description: 'Cancelled' }, ...errorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const cancelled = await tx
        .update(scheduledOrders)
        .set({ isActive: false, updatedAt: now() })
        .where(and(eq(scheduledOrders.id, request.params.id), eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true)))
        .returning({ id: scheduledOrders.id });
      if (cancelled.length === 0) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    });
    return reply.status(204).send();
  });

  const checkNote = (notes: string) => {
    const text = notes.trim();
    if ([...text].length > NOTE_MAX) fieldError('notes', NOTE_TOO_LONG);
    return text;
  };

  app.post<{ Params: { id: number }; Querystring: { account_id: number }; Body: { notes: string } }>('/search/transactions/:id/notes/', {
    schema: { operationId: 'saveTransactionNote', tags: ['search'], summary: 'Saves the note (title) of an activity', params: idParams, querystring: accountOnlyQuery, body: notesBody, response: { 200: notesAnswer, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const title = checkNote(request.body.notes);
    const [row] = await db
      .update(activities)
      .set({ title })
      .where(and(eq(activities.id, request.params.id), eq(activities.accountId, account.id)))
      .returning({ id: activities.id, title: activities.title });
    if (!row) throw new ApiError(404, ACTIVITY_NOT_FOUND, 'not_found');
    return row;
  });

  app.post<{ Params: { id: number }; Querystring: { account_id: number }; Body: { notes: string } }>('/search/scheduled/:id/notes/', {
    schema: { operationId: 'saveScheduledNote', tags: ['search'], summary: 'Saves the note (title) of a scheduled order', params: idParams, querystring: accountOnlyQuery, body: notesBody, response: { 200: notesAnswer, ...errorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const title = checkNote(request.body.notes);
    const [row] = await db
      .update(scheduledOrders)
      .set({ title, updatedAt: now() })
      .where(and(eq(scheduledOrders.id, request.params.id), eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true)))
      .returning({ id: scheduledOrders.id, title: scheduledOrders.title });
    if (!row) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    return row;
  });
};
