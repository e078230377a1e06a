import { IdParams, MoneyErrorResponses } from '@qube/contract/common';
import { UndoInput, UndoResult } from '@qube/contract/undo';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadPermittedAccount, requireInternalTransfer, runMoneyPost, withAnswerVersion } from '../accounts';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { pocketRef } from './orders';
import { undoTransfer } from './undo';

/** Undo of a money move (issue 25 §4). Account-scoped: also under /api/households/. */
export const undoRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.post('/activities/:id/undo/', {
    config: { authWithBodyAccount: true },
    schema: {
      operationId: 'undoMove', tags: ['orders'],
      summary: 'Undoes an internal transfer or auto-allocation within 10 minutes: one movement back, linked to it',
      params: IdParams,
      body: UndoInput,
      response: { 201: UndoResult, ...MoneyErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireInternalTransfer });
    const at = now();
    const post = { accountId: account.id, userId: user.id, call: 'undo' as const, idempotencyKey: body.idempotency_key, body: { ...body, activity: request.params.id }, at, status: 201 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<UndoResult> => {
      const done = await undoTransfer(tx, { accountId: account.id, activityId: request.params.id, userId: user.id, at });
      return { undone_activity_id: done.undoneActivityId, reversal_activity_id: done.reversalActivityId, amount: done.amount, from_qube: pocketRef(done.from), to_qube: pocketRef(done.to) };
    });
    return reply.status(result.statusCode as 201).send(await withAnswerVersion(db, account.id, result));
  });
};
