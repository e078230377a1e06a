import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fromCents, toCents } from '@qube/contract/core/money';
import type { Db } from '../../platform/db/client';
import { activities, ledgerEntries, notifications, qubes, requbeMoveItems, requbeMoves } from '../../platform/db/schema';
import { ForbiddenError, InvalidError, NotFoundError } from '../../platform/errors';
import { inTransaction, lockAccount } from '../../platform/db/transactions';
import { type AccountRow, emptyArchivedQube, pocketBalance } from '../accounts';
import { resolvePocket } from '../transfers';
import { usd } from '../../platform/moneyText';

/* API-41 ReQube: a transaction's money moved to another pocket (the rules behind areas/qubes/reqube.routes.ts). */

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

/**
 * Moves one activity (and its ledger entry) to another pocket inside the caller's transaction: both balances change
 * atomically, the special bucket (qubeless/refunds) is cleared and new_balance becomes the destination's balance. A qube
 * archived since the activity keeps nothing of what the move gives back to it: that lands in Cloud (emptyArchivedQube),
 * as the rest of its money did when it was archived.
 */
const requbeOne = async (tx: Db, account: Pick<AccountRow, 'id' | 'isAggregate'>, activityId: number, to: number | null, by: { userId: number; at: Date }) => {
  const accountId = account.id;
  const [act] = await tx.select().from(activities).where(and(eq(activities.id, activityId), eq(activities.accountId, accountId)));
  if (!act) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'not_found');
  if (act.result !== 'success' || (!REQUBE_TYPES.includes(act.transactionType) && act.specialBucket === null)) {
    throw new InvalidError(CANNOT_REQUBE, 'invalid');
  }
  // MM-33: only a household re-budgets its activity; an item waiting in Qubeless or Refunds is qubed on any account
  // (ON-54 asks a person to do so before migrating; docs/adr/0078-migration-to-qube-plus.md).
  if (!account.isAggregate && act.specialBucket === null) throw new ForbiddenError(REQUBE_HOUSEHOLD_ONLY, 'permission_denied');
  // Only the pocket side moves: the movement's counterparty entry stays, so the movement still sums to zero.
  await tx.update(ledgerEntries).set({ qubeId: to }).where(and(eq(ledgerEntries.activityId, act.id), eq(ledgerEntries.accountId, accountId), isNull(ledgerEntries.counterparty)));
  const balance = await pocketBalance(tx, accountId, to);
  await tx.update(activities).set({ qubeId: to, specialBucket: null, newBalance: balance }).where(eq(activities.id, act.id));
  if (act.qubeId !== null && act.qubeId !== to) {
    const [from] = await tx.select({ name: qubes.name, isArchived: qubes.isArchived }).from(qubes).where(and(eq(qubes.id, act.qubeId), eq(qubes.accountId, accountId)));
    if (from?.isArchived) await emptyArchivedQube(tx, { accountId, qubeId: act.qubeId, name: from.name, at: by.at, userId: by.userId });
  }
  return {
    activityId: act.id, balance: toCents(balance), before: toCents(balance) - toCents(act.amount),
    // Where it was, for the undo (requbeUndo.ts).
    from: { qubeId: act.qubeId, specialBucket: act.specialBucket, amount: act.amount },
  };
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

/**
 * ReQubes these activities of the account to one pocket (a qube id or 'cloud'), all or nothing, under the account's
 * lock: an id that is not the account's is 404 before anything moves. Records where each activity was (reqube_moves,
 * for its undo). Answers the destination pocket.
 */
export const requbeActivities = (db: Db, input: { account: AccountRow; toRef: number | string; ids: number[]; userId: number; at: Date }) =>
  inTransaction(db, async (tx) => {
    const { account, ids, at } = input;
    await lockAccount(tx, account.id);
    const target = await resolvePocket(tx, account.id, input.toRef);
    const found = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.accountId, account.id), inArray(activities.id, ids)));
    if (found.length !== ids.length) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'not_found');
    const moved = [];
    for (const id of ids) moved.push(await requbeOne(tx, account, id, target.pocket, { userId: input.userId, at }));
    await warnIfNegative(tx, account.id, target.pocket, target.name, moved, at);
    const [record] = await tx.insert(requbeMoves).values({ accountId: account.id, toQubeId: target.pocket, movedBy: input.userId, movedAt: at }).returning({ id: requbeMoves.id });
    if (record) {
      await tx.insert(requbeMoveItems).values(moved.map((m) => ({
        requbeMoveId: record.id, accountId: account.id, activityId: m.activityId, fromQubeId: m.from.qubeId, fromSpecialBucket: m.from.specialBucket, amount: m.from.amount,
      })));
    }
    return target.pocket;
  });
