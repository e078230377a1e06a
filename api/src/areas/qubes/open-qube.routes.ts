import { ErrorResponses, IdParams, NoContent, OptionalAccountQuery } from '@qube/contract/common';
import { OpenQubeInput, OpenQubePatch, OpenQubeState } from '@qube/contract/openQube';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForUser, requireCardUse } from '../accounts';
import { closeOpenQube, openQubeJson, readOpenQube, saveOpenQube } from './openQube';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export const ACCOUNT_MISMATCH = 'account_id must be the account of the path.';

/**
 * API-27 the open qube: GET, POST, PATCH and DELETE accounts/{id}/open-qube/ (MM-127, MM-131, MM-133). One qube of the
 * account is open for card purchases until expires_in minutes pass (checked on every read and swipe, so expiry holds
 * server-side), remaining_purchases reaches 0, or the next purchase when close_qube_after_next_purchase is set. Each
 * change tells the live-updates socket (has_open_qube). Account-scoped.
 */
export const openQubeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  /** The account of the path, reached by the user, with a card (writes only: anyone who reaches it may read). */
  const accountOf = async (request: { auth?: unknown; companyId: number; params: { id: number } }, bodyAccount: number | undefined, forWrite: boolean) => {
    const { user } = requireAuth(request.auth as Parameters<typeof requireAuth>[0]);
    if (bodyAccount !== undefined && bodyAccount !== request.params.id) throw new ApiError(400, ACCOUNT_MISMATCH, 'invalid', { account_id: ACCOUNT_MISMATCH });
    const account = await loadAccountForUser(db, user.id, request.companyId, request.params.id, { households });
    if (forWrite) requireCardUse(user, account);
    return account;
  };

  app.get('/accounts/:id/open-qube/', {
    schema: {
      operationId: 'getOpenQube', tags: ['qubes'],
      summary: 'The qube open for card purchases (open_qube null when none), with the minutes left',
      params: IdParams,
      querystring: OptionalAccountQuery,
      response: { 200: OpenQubeState, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.query.account_id, false);
    return readOpenQube(database, account.id, now());
  });

  app.post('/accounts/:id/open-qube/', {
    schema: {
      operationId: 'openQube', tags: ['qubes'],
      summary: 'Opens a qube for card purchases (closing any other open one) for expires_in minutes',
      params: IdParams,
      body: OpenQubeInput,
      response: { 201: OpenQubeState, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const account = await accountOf(request, request.body.account_id, true);
    const body = request.body;
    const at = now();
    const row = await saveOpenQube(db, account.id, {
      qubeId: body.open_qube, expiresIn: body.expires_in, remainingPurchases: body.remaining_purchases ?? null, closeAfterNextPurchase: body.close_qube_after_next_purchase ?? false,
    }, at, false);
    database.events.publish(account.id);
    return reply.status(201).send(await openQubeJson(db, row, at));
  });

  app.patch('/accounts/:id/open-qube/', {
    schema: {
      operationId: 'updateOpenQube', tags: ['qubes'],
      summary: "Changes the open qube's close settings (or which qube is open); 404 when none is open",
      params: IdParams,
      body: OpenQubePatch,
      response: { 200: OpenQubeState, ...ErrorResponses },
    },
  }, async (request) => {
    const account = await accountOf(request, request.body.account_id, true);
    const body = request.body;
    const at = now();
    const row = await saveOpenQube(db, account.id, {
      qubeId: body.open_qube, expiresIn: body.expires_in, remainingPurchases: body.remaining_purchases, closeAfterNextPurchase: body.close_qube_after_next_purchase,
    }, at, true);
    database.events.publish(account.id);
    return openQubeJson(db, row, at);
  });

  app.delete('/accounts/:id/open-qube/', {
    schema: {
      operationId: 'closeOpenQube', tags: ['qubes'],
      summary: 'Closes the open qube (204 also when none was open: the qube is closed either way)',
      params: IdParams,
      querystring: OptionalAccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const account = await accountOf(request, request.query.account_id, true);
    const closed = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      return closeOpenQube(tx, account.id);
    });
    if (closed) database.events.publish(account.id);
    return reply.status(204).send(null);
  });
};
