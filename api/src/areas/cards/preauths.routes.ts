import { Activity } from '@qube/contract/activity';
import { AccountQuery, ErrorResponses, IdParams, NoContent } from '@qube/contract/common';
import { PreauthInput } from '@qube/contract/orders';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelPreauth, createPreauth } from './preauths';
import { AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { runMoneyPost, requireInternalTransfer, loadPermittedAccount } from '../accounts';
import type { Db } from '../../platform/db/client';
import { FieldErrors, MESSAGES } from '../../platform/validation';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export const PREAUTH_NOT_FOUND = 'Pre-Auth not found.';

/**
 * API-42 pre-auths (preapproved payments): POST accounts/preapproved-payments/ records a pending card debit
 * (source_type preapproved_payment, result pending, is_cancellable; no ledger entry: funds are not held in this
 * sandbox), idempotent with idempotency_key; DELETE accounts/preapproved-payments/{id}/?account_id= cancels it (result 'cancelled') → 204.
 * search/pre-auths/ lists the pending ones. Account-scoped.
 */
export const preauthRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;
  app.post('/accounts/preapproved-payments/', {
    schema: {
      operationId: 'createPreauth', tags: ['banking'],
      summary: 'Creates a pre-auth (a pending card debit of exactly this amount at this merchant)',
      body: PreauthInput,
      response: { 201: Activity, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireInternalTransfer });
    const errors = new FieldErrors();
    const merchant = body.merchant_name.trim();
    if (merchant === '') errors.add('merchant_name', MESSAGES.required);
    const text = typeof body.amount === 'number' ? String(body.amount) : body.amount.trim();
    if (!isMoney(text) || toCents(text) <= 0n) errors.add('amount', AMOUNT_NOT_POSITIVE);
    errors.throwIfAny();
    const at = now();
    const create = (tx: Db) => createPreauth(tx, {
      accountId: account.id, userId: user.id, pocket: body.qube_id, amount: fromCents(-toCents(text)), title: (body.title ?? merchant).trim(), merchant, at,
    });
    // With a key (the browser's dialog sends one), a retry after a lost answer replays the first hold, never a second.
    if (body.idempotency_key !== undefined) {
      // No live update, as on the keyless path below: the helper keeps this call's answer and key handling only.
      const post = { accountId: account.id, userId: user.id, call: 'preauth' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [] };
      const result = await runMoneyPost(database, post, create);
      return reply.status(201).send(result.response);
    }
    const item = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      return create(tx);
    });
    return reply.status(201).send(item);
  });

  app.delete('/accounts/preapproved-payments/:id/', {
    schema: {
      operationId: 'cancelPreauth', tags: ['banking'],
      summary: 'Cancels a pending pre-auth',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    // Cancelling a pre-auth changes what the qube can spend: the same permission as moving money.
    const { account } = await loadPermittedAccount(db, request, request.query.account_id, { households, permit: requireInternalTransfer });
    const cancelled = await cancelPreauth(db, request.params.id, account.id);
    if (!cancelled) throw new ApiError(404, PREAUTH_NOT_FOUND, 'not_found');
    return reply.status(204).send(null);
  });
};
