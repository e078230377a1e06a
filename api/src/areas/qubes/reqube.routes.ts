import { BulkRequbeInput, BulkRequbeResult, RequbeInput, RequbeResult } from '@qube/contract/activity';
import { ErrorResponses, IdParams, MoneyErrorResponses, OptionalAccountQuery } from '@qube/contract/common';
import { UndoInput, UndoRequbeResult } from '@qube/contract/undo';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requbeActivities } from './reqube';
import { undoReqube } from './requbeUndo';
import { loadAccountForUser, loadPermittedAccount, requireInternalTransfer, listQubes, runMoneyPost, withAnswerVersion } from '../accounts';
import { pocketRef, QUBE_NOT_FOUND } from '../transfers';
import { requireAuth } from '../../platform/http/auth';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';

export { CANNOT_REQUBE, negativeBalanceNotice, REQUBE_HOUSEHOLD_ONLY, TRANSACTION_NOT_FOUND } from './reqube';

const cloudRef = { id: 'cloud', name: 'Cloud', type: 'system' } as const;

/**
 * API-41 ReQube: PATCH banking/transactions/{id}/ and POST banking/transactions/bulk-reqube/; and its undo within ten
 * minutes (issue 25 §4): POST banking/transactions/{id}/undo-reqube/. Account-scoped.
 */
export const requbeRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  const answer = async (accountId: number, to: number | null): Promise<RequbeResult> => {
    if (to === null) return cloudRef;
    const [qube] = await listQubes(db, accountId, { id: to });
    // Only if the qube was archived between the move and this read.
    if (!qube) throw new ApiError(404, QUBE_NOT_FOUND, 'qube_not_found');
    return qube;
  };

  app.patch('/banking/transactions/:id/', {
    schema: {
      operationId: 'requbeTransaction', tags: ['banking'],
      summary: 'Moves a transaction to another qube (or Cloud); returns the destination qube',
      params: IdParams,
      querystring: OptionalAccountQuery,
      body: RequbeInput,
      response: { 200: RequbeResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const accountId = request.body.account_id ?? request.query.account_id;
    if (accountId === undefined) throw new ApiError(400, 'Invalid request: account_id is required.', 'invalid', { account_id: 'This Field is required!' });
    const account = await loadAccountForUser(db, user.id, request.companyId, accountId, { households });
    // ReQube moves the money of a transaction between pockets: the same permission as a transfer.
    requireInternalTransfer(user, account);
    const to = await requbeActivities(db, { account, toRef: request.body.to_qube_id, ids: [request.params.id], userId: user.id, at: now() });
    database.events.publish(account.id);
    return answer(account.id, to);
  });

  app.post('/banking/transactions/bulk-reqube/', {
    schema: {
      operationId: 'requbeTransactions', tags: ['banking'],
      summary: 'Moves several transactions to one qube (all or nothing)',
      body: BulkRequbeInput,
      response: { 200: BulkRequbeResult, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
    requireInternalTransfer(user, account);
    const toRef = body.to_qube ?? body.to_qube_id;
    if (toRef === undefined) throw new ApiError(400, 'Invalid request: to_qube is required.', 'invalid', { to_qube: 'This Field is required!' });
    const fromGroups = (body.qube_transaction_groups ?? []).flatMap((g) =>
      typeof g === 'number' ? [g] : [...(g.id ? [g.id] : []), ...(g.ids ?? []), ...(g.transaction_ids ?? [])]);
    const ids = [...new Set([...(body.transaction_ids ?? []), ...fromGroups])];
    if (ids.length === 0) throw new ApiError(400, 'Invalid request: choose at least one transaction.', 'invalid', { transaction_ids: 'This Field is required!' });
    await requbeActivities(db, { account, toRef, ids, userId: user.id, at: now() });
    database.events.publish(account.id);
    return { count: ids.length, ids };
  });

  app.post('/banking/transactions/:id/undo-reqube/', {
    config: { authWithBodyAccount: true },
    schema: {
      operationId: 'undoReqube', tags: ['banking'],
      summary: 'Undoes the newest ReQube of this transaction (with every transaction it moved) within 10 minutes',
      params: IdParams,
      body: UndoInput,
      response: { 201: UndoRequbeResult, ...MoneyErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    // The same permission as the ReQube it undoes.
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireInternalTransfer });
    const at = now();
    const post = { accountId: account.id, userId: user.id, call: 'undo-reqube' as const, idempotencyKey: body.idempotency_key, body: { ...body, activity: request.params.id }, at, status: 201 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<UndoRequbeResult> => {
      const done = await undoReqube(tx, { accountId: account.id, activityId: request.params.id, userId: user.id, at });
      return { reqube_id: done.requbeId, ids: done.ids, from_qube: pocketRef(done.to) };
    });
    return reply.status(result.statusCode as 201).send(await withAnswerVersion(db, account.id, result));
  });
};
