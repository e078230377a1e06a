import { BulkRequbeInput, BulkRequbeResult, RequbeInput, RequbeResult } from '@qube/contract/activity';
import { ErrorResponses, IdParams, OptionalAccountQuery } from '@qube/contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, ledgerEntries, notifications, qubes } from '../db/schema';
import { type AccountRow, loadAccountForUser } from '../domain/access';
import { emptyArchivedQube, pocketBalance } from '../domain/ledger';
import { fromCents, toCents } from '@qube/contract/core/money';
import { usd } from '../domain/peerToPeer';
import { QUBE_NOT_FOUND, resolvePocket } from '../domain/orders';
import { requireInternalTransfer } from '../domain/permissions';
import { listQubes } from '../domain/views';
import { requireAuth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import type { RouteOptions } from './types';
import { inTransaction, lockAccount } from '../platform/db/transactions';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';
export const CANNOT_REQUBE = 'This transaction cannot be moved to another qube.';
/** MM-33 on the server: ReQube is a household's (aggregate account's) action; items in Qubeless or Refunds excepted. */
export const REQUBE_HOUSEHOLD_ONLY = 'ReQube is available only on a Qube+ household account.';
/** The warning a pocket gets when a ReQube takes it below zero (SD-54 warning group, API-51). */
export const negativeBalanceNotice = (name: string, cents: bigint) => ({
  title: 'Negative balance',
  body: `${name} is below zero (-${usd(cents)}) after a ReQube. Move money into it to cover it.`,
});
/** Spending that can be reassigned (plus anything waiting in the qubeless/refunds buckets). */
const REQUBE_TYPES = ['purchase', 'payment', 'refund'];

const cloudRef = { id: 'cloud', name: 'Cloud', type: 'system' } as const;

/**
 * Moves one activity (and its ledger entry) to another pocket inside the caller's transaction: both balances change
 * atomically, the special bucket (qubeless/refunds) is cleared and new_balance becomes the destination's balance. A qube
 * archived since the activity keeps nothing of what the move gives back to it: that lands in Cloud (emptyArchivedQube),
 * as the rest of its money did when it was archived.
 */
const requbeOne = async (tx: Db, account: Pick<AccountRow, 'id' | 'isAggregate'>, activityId: number, to: number | null, by: { userId: number; at: Date }) => {
  const accountId = account.id;
  const [act] = await tx.select().from(activities).where(and(eq(activities.id, activityId), eq(activities.accountId, accountId)));
  if (!act) throw new ApiError(404, TRANSACTION_NOT_FOUND, 'not_found');
  if (act.result !== 'success' || (!REQUBE_TYPES.includes(act.transactionType) && act.specialBucket === null)) {
    throw new ApiError(400, CANNOT_REQUBE, 'invalid');
  }
  // MM-33: only a household re-budgets its activity; an item waiting in Qubeless or Refunds is qubed on any account
  // (ON-54 asks a person to do so before migrating; docs/adr/0078-migration-to-qube-plus.md).
  if (!account.isAggregate && act.specialBucket === null) throw new ApiError(403, REQUBE_HOUSEHOLD_ONLY, 'permission_denied');
  // Only the pocket side moves: the movement's counterparty entry stays, so the movement still sums to zero.
  await tx.update(ledgerEntries).set({ qubeId: to }).where(and(eq(ledgerEntries.activityId, act.id), eq(ledgerEntries.accountId, accountId), isNull(ledgerEntries.counterparty)));
  const balance = await pocketBalance(tx, accountId, to);
  await tx.update(activities).set({ qubeId: to, specialBucket: null, newBalance: balance }).where(eq(activities.id, act.id));
  if (act.qubeId !== null && act.qubeId !== to) {
    const [from] = await tx.select({ name: qubes.name, isArchived: qubes.isArchived }).from(qubes).where(and(eq(qubes.id, act.qubeId), eq(qubes.accountId, accountId)));
    if (from?.isArchived) await emptyArchivedQube(tx, { accountId, qubeId: act.qubeId, name: from.name, at: by.at, userId: by.userId });
  }
  return { activityId: act.id, balance: toCents(balance), before: toCents(balance) - toCents(act.amount) };
};

/**
 * The negative_balance warning (API-51), once per pocket that this ReQube took from zero or more to below zero. The
 * spec allows it ('Qubes with a balance less than the transaction will be negative after "ReQubing"'), and the account
 * total still bounds what can leave (issue 22 §3), so the person is told which qube to refill.
 */
const warnIfNegative = async (tx: Db, accountId: number, to: number | null, name: string, moved: { activityId: number; balance: bigint; before: bigint }[], at: Date) => {
  const first = moved[0];
  const last = moved[moved.length - 1];
  if (!first || !last || first.before < 0n || last.balance >= 0n) return;
  const notice = negativeBalanceNotice(name, -last.balance);
  await tx.insert(notifications).values({
    accountId, type: 'negative_balance', title: notice.title, body: notice.body, amount: fromCents(last.balance), qubeId: to, activityId: last.activityId, createdAt: at,
  });
};

/** API-41 ReQube: PATCH banking/transactions/{id}/ and POST banking/transactions/bulk-reqube/. Account-scoped. */
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
    const to = await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const target = await resolvePocket(tx, account.id, request.body.to_qube_id);
      const at = now();
      const moved = await requbeOne(tx, account, request.params.id, target.pocket, { userId: user.id, at });
      await warnIfNegative(tx, account.id, target.pocket, target.name, [moved], at);
      return target.pocket;
    });
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
    await inTransaction(db, async (tx) => {
      await lockAccount(tx, account.id);
      const target = await resolvePocket(tx, account.id, toRef);
      const found = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.accountId, account.id), inArray(activities.id, ids)));
      if (found.length !== ids.length) throw new ApiError(404, TRANSACTION_NOT_FOUND, 'not_found');
      const moved = [];
      const at = now();
      for (const id of ids) moved.push(await requbeOne(tx, account, id, target.pocket, { userId: user.id, at }));
      await warnIfNegative(tx, account.id, target.pocket, target.name, moved, at);
    });
    database.events.publish(account.id);
    return { count: ids.length, ids };
  });
};
