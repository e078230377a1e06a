import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { UNDO_MINUTES } from '@qube/contract/undo';
import { toCents } from '@qube/contract/core/money';
import type { Db } from '../../platform/db/client';
import { activities, ledgerEntries, qubes, requbeMoveItems, requbeMoves } from '../../platform/db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../platform/errors';
import { pocketBalance, type Pocket } from '../accounts';
import { pocketRef, resolvePocket } from '../transfers';

/*
 * Undo of a ReQube (issue 25 §4, docs/adr/0092-undo.md "ReQube"). A ReQube reassigns activities in place instead of
 * moving money, so its undo puts each activity (and its pocket-side ledger entry) back where reqube_moves says it was:
 * the same in-place reassignment the other way, all or nothing, within UNDO_MINUTES, once.
 */

const UNDO_WINDOW_MS = UNDO_MINUTES * 60_000;

export const REQUBE_UNDO_MESSAGES = {
  notFound: 'Transaction not found.',
  notRequbed: 'This transaction has not been moved to another qube.',
  expired: `This ReQube can no longer be undone: undo is possible for ${UNDO_MINUTES} minutes.`,
  already: 'This ReQube has already been undone.',
  movedAgain: 'This transaction has been moved again since, so this ReQube cannot be undone.',
  movedOn: (name: string) => `The money has already left ${name}, so this ReQube cannot be undone.`,
  archived: 'A qube of this ReQube has been archived, so it cannot be undone.',
} as const;

type Move = typeof requbeMoves.$inferSelect;

/** The newest ReQube of an activity of the account, if any. */
const latestMoveOf = async (db: Db, accountId: number, activityId: number): Promise<Move | undefined> => {
  const [row] = await db
    .select({ move: requbeMoves })
    .from(requbeMoveItems)
    .innerJoin(requbeMoves, eq(requbeMoves.id, requbeMoveItems.requbeMoveId))
    .where(and(eq(requbeMoveItems.activityId, activityId), eq(requbeMoveItems.accountId, accountId)))
    .orderBy(desc(requbeMoves.id))
    .limit(1);
  return row?.move;
};

export type RequbeUndone = { requbeId: number; ids: number[]; to: Pocket };

/**
 * Undoes the newest ReQube of this activity (with every activity it moved) inside the caller's transaction (the
 * money-POST helper's, with the account locked). Refused when there is none, after UNDO_MINUTES, when already undone,
 * when one of its activities has been moved again since (another ReQube), when a pocket it left has been archived,
 * or when a pocket the undo takes money back from no longer holds it (what the ReQube gave it has been spent since).
 */
export const undoReqube = async (tx: Db, input: { accountId: number; activityId: number; userId: number; at: Date }): Promise<RequbeUndone> => {
  const { accountId, at } = input;
  const [activity] = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.id, input.activityId), eq(activities.accountId, accountId)));
  if (!activity) throw new NotFoundError(REQUBE_UNDO_MESSAGES.notFound, 'not_found');
  const move = await latestMoveOf(tx, accountId, activity.id);
  if (!move) throw new InvalidError(REQUBE_UNDO_MESSAGES.notRequbed, 'not_undoable');
  if (move.undoneAt) throw new ConflictError(REQUBE_UNDO_MESSAGES.already, 'already_undone');
  if (at.getTime() - move.movedAt.getTime() > UNDO_WINDOW_MS) throw new InvalidError(REQUBE_UNDO_MESSAGES.expired, 'undo_expired');
  const items = await tx.select().from(requbeMoveItems).where(eq(requbeMoveItems.requbeMoveId, move.id));
  for (const item of items) {
    const [later] = await tx.select({ id: requbeMoveItems.requbeMoveId }).from(requbeMoveItems)
      .where(and(eq(requbeMoveItems.activityId, item.activityId), gt(requbeMoveItems.requbeMoveId, move.id))).limit(1);
    if (later) throw new InvalidError(REQUBE_UNDO_MESSAGES.movedAgain, 'not_undoable');
  }
  const returning = [...new Set(items.map((i) => i.fromQubeId).filter((id): id is number => id !== null))];
  for (const qubeId of returning) {
    const [qube] = await tx.select({ isArchived: qubes.isArchived }).from(qubes).where(and(eq(qubes.id, qubeId), eq(qubes.accountId, accountId)));
    if (!qube || qube.isArchived) throw new InvalidError(REQUBE_UNDO_MESSAGES.archived, 'not_undoable');
  }
  // What the undo changes in each pocket: an activity's amount leaves its ReQube's destination and returns to where it was.
  const deltas = new Map<Pocket, bigint>();
  const add = (pocket: Pocket, cents: bigint) => deltas.set(pocket, (deltas.get(pocket) ?? 0n) + cents);
  for (const item of items) {
    add(item.fromQubeId, toCents(item.amount));
    add(move.toQubeId, -toCents(item.amount));
  }
  for (const [pocket, delta] of deltas) {
    if (delta >= 0n) continue;
    if (toCents(await pocketBalance(tx, accountId, pocket)) + delta < 0n) {
      throw new InvalidError(REQUBE_UNDO_MESSAGES.movedOn((await resolvePocket(tx, accountId, pocketRef(pocket))).name), 'money_moved_on');
    }
  }
  for (const item of items) {
    await tx.update(ledgerEntries).set({ qubeId: item.fromQubeId })
      .where(and(eq(ledgerEntries.activityId, item.activityId), eq(ledgerEntries.accountId, accountId), isNull(ledgerEntries.counterparty)));
  }
  // new_balance after every entry moved back: each activity shows its pocket's balance as the undo leaves it.
  for (const item of items) {
    const balance = await pocketBalance(tx, accountId, item.fromQubeId);
    await tx.update(activities).set({ qubeId: item.fromQubeId, specialBucket: item.fromSpecialBucket, newBalance: balance }).where(eq(activities.id, item.activityId));
  }
  const [marked] = await tx.update(requbeMoves).set({ undoneAt: at, undoneBy: input.userId })
    .where(and(eq(requbeMoves.id, move.id), isNull(requbeMoves.undoneAt))).returning({ id: requbeMoves.id });
  // The account is locked, so nothing else undid it meanwhile; this guards the invariant if that ever changes.
  if (!marked) throw new ConflictError(REQUBE_UNDO_MESSAGES.already, 'already_undone');
  return { requbeId: move.id, ids: items.map((i) => i.activityId), to: move.toQubeId };
};

/** Until when the newest ReQube of an activity can be undone (its details' undo.reqube_until), or null. */
export const requbeUndoUntil = async (db: Db, accountId: number, activityId: number, now: Date): Promise<string | null> => {
  const move = await latestMoveOf(db, accountId, activityId);
  if (!move || move.undoneAt) return null;
  const closes = move.movedAt.getTime() + UNDO_WINDOW_MS;
  return now.getTime() < closes ? new Date(closes).toISOString() : null;
};
