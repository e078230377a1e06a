import { Activity, NotesInput, NotesResult, PreAuthsQuery, ScheduledQuery, TransactionsQuery } from '@qube/contract/activity';
import { AccountQuery, ErrorResponses, IdParams, NoContent, Page } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  activeOrderOf, activityRowsOf, cancelScheduledOrder, pendingPreauthPage, saveActivityNote, saveScheduledNote, scheduledOrderPage, type ScheduledFilter,
} from './activitySearch';
import { loadAccountForRequest, loadAccountForUser } from '../accounts';
import { activityItems, activityPage, scheduledItems, type ActivityFilter } from './activity';
import { monthBounds } from '../../platform/dates';
import { ORDER_NOT_FOUND, undoStateOf } from '../transfers';
import { requbeUndoUntil } from './requbeUndo';
import { page, pageParams } from '../../platform/paging';
import { fieldError } from '../../platform/validation';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export const ACTIVITY_NOT_FOUND = 'Activity not found.';
export const NOTE_MAX = 250;
export const NOTE_TOO_LONG = `Ensure this field has no more than ${NOTE_MAX} characters.`;

/** Local midnight of a YYYY-MM-DD date (the server calendar), shifted by `days`. */
const midnight = (iso: string, days = 0) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days);

/**
 * Activity search (API-38..API-40): search/transactions/, search/pre-auths/, search/scheduled/ (+ one, notes, cancel).
 * Account-scoped (also under /api/households/).
 */
export const searchRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.get('/search/transactions/', {
    // A hot read (the first page opens /activity): the account is read with the session, the page in one prepared statement.
    config: { authAccountFrom: 'query' },
    schema: {
      operationId: 'listTransactions', tags: ['search'],
      summary: 'Activity of an account, newest first (default limit 20)',
      querystring: TransactionsQuery,
      response: { 200: Page(Activity), ...ErrorResponses },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForRequest(db, auth, request.companyId, q.account_id, { households });
    const { limit, offset } = pageParams(q, 20);
    const filter: ActivityFilter = {};
    const range = q.filter_date_range ?? (q.filter_date_range_from || q.filter_date_range_to ? 'custom' : 'all');
    if (range === 'this_month' || range === 'last_month') {
      const bounds = monthBounds(now(), range === 'this_month' ? 0 : -1);
      filter.from = midnight(bounds.start);
      filter.to = midnight(bounds.end, 1);
    } else if (range === 'custom') {
      if (q.filter_date_range_from) filter.from = midnight(q.filter_date_range_from);
      if (q.filter_date_range_to) filter.to = midnight(q.filter_date_range_to, 1);
    }
    if (q.filter_qube) filter.qube = q.filter_qube === 'cloud' ? 'cloud' : Number(q.filter_qube);
    if (q.filter_type_group) filter.typeGroup = q.filter_type_group;
    const { count, results } = await activityPage(db, account.id, account.changeVersion, filter, { limit, offset }, now());
    return page(request.url, count, limit, offset, results);
  });

  /** One activity of the account (Transaction Details opens an item without paging through the list); 404 otherwise. */
  app.get('/search/transactions/:id/', {
    schema: { operationId: 'getTransaction', tags: ['search'], summary: 'One activity of the account', params: IdParams, querystring: AccountQuery, response: { 200: Activity, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const rows = await activityRowsOf(db, account.id, request.params.id);
    if (rows.length === 0) throw new ApiError(404, ACTIVITY_NOT_FOUND, 'not_found');
    const at = now();
    const [item] = await activityItems(db, account.id, rows, at);
    const [row] = rows;
    if (!item || !row) throw new ApiError(404, ACTIVITY_NOT_FOUND, 'not_found');
    // Issue 25 §4: the details say whether it can be undone and link an undo with what it undid.
    return { ...item, undo: { ...(await undoStateOf(db, account.id, row, at)), reqube_until: await requbeUndoUntil(db, account.id, row.id, at) } };
  });

  app.get('/search/pre-auths/', {
    schema: {
      operationId: 'listPreauths', tags: ['search'],
      summary: 'Pending pre-auths (preapproved card payments), newest first',
      querystring: PreAuthsQuery,
      response: { 200: Page(Activity), ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const { limit, offset } = pageParams(request.query, 20);
    const { count, rows } = await pendingPreauthPage(db, account.id, { limit, offset });
    return page(request.url, count, limit, offset, await activityItems(db, account.id, rows, now()));
  });

  app.get('/search/scheduled/', {
    schema: {
      operationId: 'listScheduled', tags: ['search'],
      summary: 'Active scheduled orders as Activity items, soonest first (default limit 20)',
      querystring: ScheduledQuery,
      response: { 200: Page(Activity), ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const q = request.query;
    const account = await loadAccountForUser(db, user.id, request.companyId, q.account_id, { households });
    const { limit, offset } = pageParams(q, 20);
    const filter: ScheduledFilter = {
      ...(q.filter_source ? { source: q.filter_source } : {}),
      ...(q.filter_date_range_from ? { from: q.filter_date_range_from } : {}),
      ...(q.filter_date_range_to ? { to: q.filter_date_range_to } : {}),
      ...(q.filter_qube ? { qube: q.filter_qube === 'cloud' ? 'cloud' as const : Number(q.filter_qube) } : {}),
    };
    const { count, rows } = await scheduledOrderPage(db, account.id, filter, { limit, offset });
    return page(request.url, count, limit, offset, await scheduledItems(db, account.id, rows));
  });

  app.get('/search/scheduled/:id/', {
    schema: { operationId: 'getScheduled', tags: ['search'], summary: 'One active scheduled item', params: IdParams, querystring: AccountQuery, response: { 200: Activity, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const [item] = await scheduledItems(db, account.id, [await activeOrderOf(db, account.id, request.params.id)]);
    if (!item) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    return item;
  });

  app.delete('/search/scheduled/:id/', {
    schema: {
      operationId: 'cancelScheduled', tags: ['search'],
      summary: 'Cancels a scheduled order (the whole series for a recurring one)',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    await cancelScheduledOrder(db, { user, account, orderId: request.params.id, at: now() });
    return reply.status(204).send(null);
  });

  const checkNote = (notes: string) => {
    const text = notes.trim();
    if ([...text].length > NOTE_MAX) fieldError('notes', NOTE_TOO_LONG);
    return text;
  };

  app.post('/search/transactions/:id/notes/', {
    schema: { operationId: 'saveTransactionNote', tags: ['search'], summary: 'Saves the note (title) of an activity', params: IdParams, querystring: AccountQuery, body: NotesInput, response: { 200: NotesResult, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const title = checkNote(request.body.notes);
    const row = await saveActivityNote(db, account.id, request.params.id, title);
    if (!row) throw new ApiError(404, ACTIVITY_NOT_FOUND, 'not_found');
    return row;
  });

  app.post('/search/scheduled/:id/notes/', {
    schema: { operationId: 'saveScheduledNote', tags: ['search'], summary: 'Saves the note (title) of a scheduled order', params: IdParams, querystring: AccountQuery, body: NotesInput, response: { 200: NotesResult, ...ErrorResponses } },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const title = checkNote(request.body.notes);
    const row = await saveScheduledNote(db, account.id, request.params.id, title, now());
    if (!row) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    return row;
  });
};
