import { AccountQuery, ErrorResponses, IdParams, MoneyErrorResponses, type PocketRef } from '@qube/contract/common';
import { OrderExecuted, OrderExecuteInput, OrderInput, OrderPatch, OrderResult } from '@qube/contract/orders';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadAccountForRequest, runMoneyPost, withAnswerVersion, requireInternalTransfer, loadPermittedAccount } from '../accounts';
import { isoDate } from '../../platform/dates';
import { requestHash, scopedKey } from '../../platform/idempotency';
import { activeOrderOf, createTransferOrder, saveOrderChanges } from './transferOrders';
import { fromCents, toCents } from '@qube/contract/core/money';
import {
  executeTransfer,
  ORDER_NOT_FOUND,
  pocketRef,
  requireOrderPermission,
  resolvePocket,
  runOccurrence,
  SAME_QUBES,
  transferWithKey,
} from './orders';
import { requireAuth, requireSessionRead, withSessionGuard } from '../../platform/http/auth';
import { addDays, nextOccurrence } from '@qube/contract/core/repeat';
import { parseScheduledDate, parseTransferAmount } from './transferInput';
import { FieldErrors } from '../../platform/validation';
import { ApiError } from '../../platform/http/errors';
import type { RouteOptions } from '../../platform/http/routeTypes';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

export { TRANSFER_TYPES } from '@qube/contract/orders';
export { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, DATE_INVALID, DATE_IN_PAST } from './transferInput';
export const NOTE_MAX = 250;

/** 'cloud' → null; anything else → the number it names (NaN or ≤ 0 is refused as 404 by executeTransfer). */
const pocketOfRef = (ref: PocketRef): number | null => (ref === 'cloud' ? null : Number(ref));

const sameRef = (a: PocketRef, b: PocketRef) => String(a) === String(b);

/**
 * Internal transfers (API-29..API-35): POST orders/ (immediate or scheduled, idempotent), PATCH orders/{id}/,
 * POST orders/{id}/execute/. Account-scoped (also under /api/households/).
 */
export const orderRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.post('/orders/', {
    config: { authWithBodyAccount: true, authGuarded: true },
    schema: {
      operationId: 'createOrder', tags: ['orders'],
      summary: 'Internal transfer: now (scheduled_date today, recurring none) or a scheduled/recurring order',
      body: OrderInput,
      response: { 201: OrderResult, ...MoneyErrorResponses },
    },
  }, async (request, reply) => withSessionGuard(request, async () => {
    const body = request.body;
    const { user, account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireInternalTransfer });
    const at = now();
    const todayIso = isoDate(at);
    const errors = new FieldErrors();
    const amount = parseTransferAmount(body.amount, errors);
    const date = parseScheduledDate(body.scheduled_date, todayIso, errors);
    if (sameRef(body.from_qube, body.to_qube)) errors.add('to_qube', SAME_QUBES);
    errors.throwIfAny();
    if (amount === null || date === null) throw new Error('unreachable');
    const title = (body.title ?? '').trim();
    const days = body.days_in_calendar ?? [];

    const immediate = date === todayIso && body.recurring === 'none';
    const from = pocketOfRef(body.from_qube);
    const to = pocketOfRef(body.to_qube);
    // API-51: an immediate transfer is a money event too, so it notifies (same statement).
    const notify = { type: 'info', title: 'Transfer completed' };
    const answer = { amount, scheduled_date: date, recurring: body.recurring, from_qube: pocketRef(from), to_qube: pocketRef(to), status: 'executed' as const };
    const transfer = { accountId: account.id, from, to, amount, title, at, userId: user.id, notify };
    const key = scopedKey(user.id, 'order', body.idempotency_key);
    if (immediate) {
      // The hot path: key claim, movement, stored answer and its account version in one call. A key that exists already
      // (a repeat, or the same key with other details) is answered by withIdempotency below, as every other order is.
      // With a held session check (config.authGuarded) the session guard runs in the same message (ADR 0102).
      const done = await transferWithKey(db, transfer, { key, hash: requestHash(body), response: answer }, request.authGuard?.values);
      if (done !== 'conflict') {
        database.events.publish(account.id);
        return reply.status(201).send({ id: done.out.id, ...answer, account_version: done.accountVersion });
      }
    }
    // Everything else reads and writes more than the guarded call: the session is read first (withSessionGuard).
    requireSessionRead(request);

    const post = { accountId: account.id, userId: user.id, call: 'order' as const, idempotencyKey: body.idempotency_key, body, at, status: 201 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<OrderResult> => {
      if (immediate) {
        // Reached only when the key's first holder gave it up between our two looks: run the transfer under it.
        const done = await executeTransfer(tx, transfer);
        return { id: done.out.id, ...answer };
      }
      return createTransferOrder(tx, { accountId: account.id, userId: user.id, body, amount, date, title, days, todayIso, at });
    });
    // A replay answers what this route stored under the key: its own 201 OrderResult (only successes are stored).
    return reply.status(result.statusCode as 201).send(await withAnswerVersion(db, account.id, result));
  }));

  app.patch('/orders/:id/', {
    schema: {
      operationId: 'updateOrder', tags: ['orders'],
      summary: 'Edits an active scheduled order (same fields as POST, all optional)',
      params: IdParams,
      body: OrderPatch,
      response: { 200: OrderResult, ...ErrorResponses },
    },
  }, async (request) => {
    const body = request.body;
    const { account } = await loadPermittedAccount(db, request, body.account_id, { households, permit: requireInternalTransfer });
    const at = now();
    const todayIso = isoDate(at);
    return inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      // A scheduled bank deposit is edited through PATCH deposits/ach-deposits/{id}/ (its bank, income group and rules).
      const order = await activeOrderOf(tx, request.params.id, account.id, { withoutDeposits: true });
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
      const errors = new FieldErrors();
      const amount = body.amount === undefined ? order.amount : parseTransferAmount(body.amount, errors);
      const date = body.scheduled_date === undefined ? null : parseScheduledDate(body.scheduled_date, todayIso, errors);
      const fromRef = body.from_qube ?? pocketRef(order.fromQubeId);
      const toRef = body.to_qube ?? pocketRef(order.toQubeId);
      if (sameRef(fromRef, toRef)) errors.add('to_qube', SAME_QUBES);
      errors.throwIfAny();
      const from = await resolvePocket(tx, account.id, fromRef);
      const to = await resolvePocket(tx, account.id, toRef);
      const changes = {
        fromQubeId: from.pocket,
        toQubeId: to.pocket,
        amount: amount ?? order.amount,
        title: body.title === undefined ? order.title : body.title.trim(),
        transferType: body.type ?? order.transferType,
        recurring: body.recurring ?? order.recurring,
        frequency: body.frequency === undefined ? order.frequency : body.frequency,
        transferInterval: body.transfer_interval === undefined ? order.transferInterval : body.transfer_interval,
        daysInCalendar: body.days_in_calendar ?? order.daysInCalendar,
        startDate: date ?? order.startDate,
        nextDate: date ?? order.nextDate,
        updatedAt: at,
      };
      if (body.recurring !== undefined || body.days_in_calendar !== undefined || body.transfer_interval !== undefined || body.frequency !== undefined || date) {
        // Recompute the next date from the (new) rule: the first occurrence on or after the current next date.
        const start = changes.nextDate;
        const first = changes.recurring === 'none' ? start : nextOccurrence(changes, addDays(start, -1));
        changes.nextDate = first ?? start;
      }
      const updated = await saveOrderChanges(tx, order.id, changes);
      const row = updated ?? order;
      return {
        id: row.id,
        amount: fromCents(toCents(row.amount)),
        scheduled_date: row.nextDate,
        recurring: row.recurring,
        from_qube: pocketRef(row.fromQubeId),
        to_qube: pocketRef(row.toQubeId),
        status: 'scheduled' as const,
      };
    });
  });

  app.post('/orders/:id/execute/', {
    schema: {
      operationId: 'executeOrder', tags: ['orders'],
      summary: 'Runs one occurrence of a scheduled order now and moves its next date on (a one-time order ends); idempotent by key',
      params: IdParams,
      querystring: AccountQuery,
      body: OrderExecuteInput,
      response: { 200: OrderExecuted, ...MoneyErrorResponses },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const account = await loadAccountForRequest(db, auth, request.companyId, request.query.account_id, { households });
    const at = now();
    // The order is part of what the key stands for: the same key naming another order is 422, not a replay.
    const keyed = { order_id: request.params.id, idempotency_key: request.body.idempotency_key };
    const post = { accountId: account.id, userId: auth.user.id, call: 'order-execute' as const, idempotencyKey: request.body.idempotency_key, body: keyed, at, status: 200 as const, publish: [account.id] };
    const result = await runMoneyPost(database, post, async (tx): Promise<OrderExecuted> => {
      const order = await activeOrderOf(tx, request.params.id, account.id);
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
      // The permission of the order's own kind (a bank deposit needs ACH in), checked before anything runs.
      requireOrderPermission(order.kind, auth.user, account);
      await runOccurrence(tx, order, at, 'throw');
      return { id: order.id, status: 'executed' as const };
    });
    return result.response;
  });
};
