import { AccountQuery, ErrorResponses, IdParams, MoneyErrorResponses, NoContent } from '@qube/contract/common';
import { AchDeposit, AchDepositInput } from '@qube/contract/orders';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { achDeposits, activities } from '../db/schema';
import { loadAccountForUser } from '../domain/access';
import { ACH_CANCEL_WINDOW_MS, isAchCancellable, startAchDeposit, type AchDepositRow } from '../domain/deposits';
import { withIdempotency } from '../domain/idempotency';
import { fromCents, isMoney, toCents } from '../domain/money';
import { inTransaction, lockAccount } from '../domain/orders';
import { requireAchIn } from '../domain/permissions';
import { FieldErrors, MESSAGES } from '../domain/validation';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';

export const DEPOSIT_NOT_FOUND = 'Deposit not found.';
export const DEPOSIT_NOT_PENDING = 'This deposit is no longer pending.';
export const DEPOSIT_TOO_LATE = 'A deposit can only be cancelled within 15 minutes of starting it.';

const depositJson = (d: AchDepositRow, now: Date): AchDeposit => ({
  id: d.id,
  account_id: d.accountId,
  amount: fromCents(toCents(d.amount)),
  bank_account_id: d.bankAccountId,
  // A text column holding only the contract's statuses (this module writes them).
  status: d.status as AchDeposit['status'],
  activity_id: d.activityId,
  creation_datetime: d.createdAt.toISOString(),
  cancellable_until: new Date(d.createdAt.getTime() + ACH_CANCEL_WINDOW_MS).toISOString(),
  is_cancellable: isAchCancellable(d, now),
});

/**
 * API-43 bank deposits into Cloud: POST deposits/ach-deposits/ starts a pending deposit (idempotent like orders/),
 * DELETE deposits/ach-deposits/{id}/?account_id= cancels it within 15 minutes. The sandbox bank settles pending
 * deposits after an hour (settleAchDeposits, run by the scheduler). Account-scoped.
 */
export const depositRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households, now }) => {
  const { db } = database;

  app.post('/deposits/ach-deposits/', {
    schema: {
      operationId: 'createAchDeposit', tags: ['deposits'],
      summary: 'Starts a bank (ACH) deposit into Cloud: pending, cancellable for 15 minutes',
      body: AchDepositInput,
      response: { 201: AchDeposit, ...MoneyErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const body = request.body;
    const account = await loadAccountForUser(db, user.id, request.companyId, body.account_id, { households });
    requireAchIn(user, account);
    const errors = new FieldErrors();
    const text = typeof body.amount === 'number' ? (Number.isFinite(body.amount) ? String(body.amount) : '') : body.amount.trim();
    if (!isMoney(text)) errors.add('amount', text === '' ? MESSAGES.required : 'Enter a valid amount.');
    else if (toCents(text) <= 0n) errors.add('amount', 'Amount must be greater than 0.');
    errors.throwIfAny();
    const at = now();
    const result = await withIdempotency(db, { accountId: account.id, key: body.idempotency_key, body, at }, async (tx) => {
      const { deposit } = await startAchDeposit(tx, { accountId: account.id, amount: fromCents(toCents(text)), bankAccountId: body.bank_account_id ?? null, userId: user.id, at });
      return { statusCode: 201, response: depositJson(deposit, at) };
    });
    if (!result.replayed) database.events.publish(account.id);
    // A replay answers what this route stored under the key: its own 201 AchDeposit (only successes are stored).
    return reply.status(result.statusCode as 201).send(result.response as AchDeposit);
  });

  app.delete('/deposits/ach-deposits/:id/', {
    schema: {
      operationId: 'cancelAchDeposit', tags: ['deposits'],
      summary: 'Cancels a pending bank deposit (only within 15 minutes of starting it); id is the activity source_id',
      params: IdParams,
      querystring: AccountQuery,
      response: { 204: NoContent, ...ErrorResponses },
    },
  }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    requireAchIn(user, account);
    const at = now();
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const [deposit] = await tx
        .select()
        .from(achDeposits)
        .where(and(eq(achDeposits.id, request.params.id), eq(achDeposits.accountId, account.id)))
        .for('update');
      if (!deposit) throw new ApiError(404, DEPOSIT_NOT_FOUND, 'not_found');
      if (deposit.status !== 'pending') throw new ApiError(400, DEPOSIT_NOT_PENDING, 'not_pending');
      if (!isAchCancellable(deposit, at)) throw new ApiError(400, DEPOSIT_TOO_LATE, 'not_cancellable');
      await tx.update(achDeposits).set({ status: 'cancelled', updatedAt: at }).where(eq(achDeposits.id, deposit.id));
      if (deposit.activityId !== null) await tx.update(activities).set({ result: 'cancelled' }).where(eq(activities.id, deposit.activityId));
    });
    database.events.publish(account.id);
    return reply.status(204).send(null);
  });
};
