import { and, eq, inArray } from 'drizzle-orm';
import { UNDO_MINUTES } from '@qube/contract/undo';
import { fromCents, toCents } from '@qube/contract/core/money';
import type { Db } from '../../platform/db/client';
import { activities, ledgerEntries, undoneMovements } from '../../platform/db/schema';
import { ConflictError, DomainError, InvalidError, NotFoundError } from '../../platform/errors';
import { pocketEntries, type Pocket } from '../accounts';
import { executeTransfer, pocketRef, resolvePocket } from './orders';

export const UNDO_WINDOW_MS = UNDO_MINUTES * 60_000;

/** What an undo answers when it cannot be done (issue 25 §4). */
export const UNDO_MESSAGES = {
  notFound: 'Transaction not found.',
  notUndoable: 'Only an internal transfer or an allocation can be undone.',
  isUndo: 'This is an undo: make a new transfer instead.',
  expired: `This transfer can no longer be undone: undo is possible for ${UNDO_MINUTES} minutes.`,
  already: 'This transfer has already been undone.',
  movedOn: (name: string) => `The money has already left ${name}, so this transfer cannot be undone.`,
  archived: 'A qube of this transfer has been archived, so it cannot be undone.',
} as const;

/**
 * The moves that can be undone: an internal transfer (made now or by its schedule), an auto-allocation run, and one
 * line of a paycheck rule's allocation (funding's paycheck_allocation: an ordinary Cloud → qube movement).
 */
const UNDOABLE = new Set([null, 'auto_allocation', 'paycheck_allocation']);

export type UndoDone = { undoneActivityId: number; reversalActivityId: number; amount: string; from: Pocket; to: Pocket; title: string };

/**
 * Undoes one internal transfer (either of its activities names it) inside the caller's transaction (the money-POST
 * helper's, with the account locked): a reversal movement the other way (never a deletion: both stay in the activity,
 * linked), refused when the move is not undoable, older than UNDO_MINUTES, already undone, an undo itself, or when its
 * destination no longer holds the money (what it received has left since). Once: undone_movements' key is the movement.
 */
export const undoTransfer = async (tx: Db, input: { accountId: number; activityId: number; userId: number; at: Date }): Promise<UndoDone> => {
  const [activity] = await tx.select().from(activities).where(and(eq(activities.id, input.activityId), eq(activities.accountId, input.accountId)));
  if (!activity) throw new NotFoundError(UNDO_MESSAGES.notFound, 'not_found');
  if (activity.sourceType === 'undo') throw new InvalidError(UNDO_MESSAGES.isUndo, 'not_undoable');
  if (activity.transactionType !== 'qube_transfer' || activity.result !== 'success' || !UNDOABLE.has(activity.sourceType)) throw new InvalidError(UNDO_MESSAGES.notUndoable, 'not_undoable');
  if (input.at.getTime() - activity.transactionDatetime.getTime() > UNDO_WINDOW_MS) throw new InvalidError(UNDO_MESSAGES.expired, 'undo_expired');
  const [entry] = await tx.select({ movementId: ledgerEntries.movementId }).from(ledgerEntries).where(and(eq(ledgerEntries.activityId, activity.id), pocketEntries(input.accountId)));
  if (!entry) throw new NotFoundError(UNDO_MESSAGES.notFound, 'not_found');
  const [done] = await tx.select().from(undoneMovements).where(eq(undoneMovements.movementId, entry.movementId));
  if (done) throw new ConflictError(UNDO_MESSAGES.already, 'already_undone');
  const sides = await tx
    .select({ activityId: ledgerEntries.activityId, qubeId: ledgerEntries.qubeId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.movementId, entry.movementId), pocketEntries(input.accountId)));
  const out = sides.find((s) => toCents(s.amount) < 0n);
  const into = sides.find((s) => toCents(s.amount) > 0n);
  if (!out || !into || sides.length !== 2) throw new InvalidError(UNDO_MESSAGES.notUndoable, 'not_undoable');
  const amount = fromCents(toCents(into.amount));
  let reversal;
  try {
    // Back from where the money went to where it came from: the same balance check as any transfer.
    reversal = await executeTransfer(tx, {
      accountId: input.accountId, from: into.qubeId, to: out.qubeId, amount, title: `Undo: ${activity.title || 'Internal Transfer'}`,
      at: input.at, userId: input.userId, sourceType: 'undo',
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds') throw new InvalidError(UNDO_MESSAGES.movedOn((await resolvePocket(tx, input.accountId, pocketRef(into.qubeId))).name), 'money_moved_on');
    if (error instanceof DomainError && error.code === 'qube_not_found') throw new InvalidError(UNDO_MESSAGES.archived, 'not_undoable');
    throw error;
  }
  // The reversal's activities point at the activity undone (source 'undo'): the activity shows both, linked.
  await tx.update(activities).set({ sourceId: activity.id }).where(inArray(activities.id, [reversal.out.id, reversal.into.id]));
  const [reversalEntry] = await tx.select({ movementId: ledgerEntries.movementId }).from(ledgerEntries).where(eq(ledgerEntries.activityId, reversal.out.id));
  await tx.insert(undoneMovements).values({
    movementId: entry.movementId, accountId: input.accountId, reversalMovementId: reversalEntry?.movementId ?? 0,
    undoneActivityId: activity.id, reversalActivityId: reversal.out.id, undoneBy: input.userId, undoneAt: input.at,
  });
  // The side asked for, in the reversal: the same pocket as the activity named.
  const sameSide = activity.id === into.activityId ? reversal.out.id : reversal.into.id;
  return { undoneActivityId: activity.id, reversalActivityId: sameSide, amount, from: into.qubeId, to: out.qubeId, title: activity.title };
};

/**
 * How one activity stands towards undo, for its details (issue 25 §4): until when it can be undone (an internal
 * transfer or auto-allocation not yet undone, within UNDO_MINUTES), the reversal that undid it, or what it undid.
 */
export const undoStateOf = async (db: Db, accountId: number, activity: { id: number; transactionType: string; result: string; sourceType: string | null; sourceId: number | null; transactionDatetime: Date }, now: Date) => {
  const isReversal = activity.sourceType === 'undo';
  const [entry] = isReversal ? [] : await db.select({ movementId: ledgerEntries.movementId }).from(ledgerEntries).where(and(eq(ledgerEntries.activityId, activity.id), pocketEntries(accountId)));
  const [done] = entry ? await db.select().from(undoneMovements).where(eq(undoneMovements.movementId, entry.movementId)) : [];
  const closes = activity.transactionDatetime.getTime() + UNDO_WINDOW_MS;
  const undoable = !isReversal && !done && activity.transactionType === 'qube_transfer' && activity.result === 'success' && UNDOABLE.has(activity.sourceType) && now.getTime() < closes;
  return {
    until: undoable ? new Date(closes).toISOString() : null,
    undone_by_activity_id: done ? done.reversalActivityId : null,
    undo_of_activity_id: isReversal ? activity.sourceId : null,
  };
};
