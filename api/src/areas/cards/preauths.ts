import type { PocketRef } from '@qube/contract/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activities } from '../../platform/db/schema';
import { activityItems } from '../qubes';
import { resolvePocket } from '../transfers';

/**
 * API-42 pre-auths (preapproved payments): a pending card debit of exactly an amount at a merchant, kept as an activity
 * (source_type preapproved_payment, result pending; no ledger entry: funds are not held in this sandbox).
 */

export type NewPreauth = { accountId: number; userId: number; pocket: PocketRef; amount: string; title: string; merchant: string; at: Date };

/** Records the pre-auth in the caller's transaction: its activity item as the list shows it. */
export const createPreauth = async (tx: Db, input: NewPreauth) => {
  const pocket = await resolvePocket(tx, input.accountId, input.pocket);
  const [created] = await tx.insert(activities).values({
    accountId: input.accountId,
    transactionType: 'purchase',
    amount: input.amount,
    result: 'pending',
    transactionDatetime: input.at,
    title: input.title,
    merchantName: input.merchant,
    qubeId: pocket.pocket,
    userId: input.userId,
    sourceType: 'preapproved_payment',
  }).returning();
  if (!created) throw new Error('pre-auth insert failed');
  const [item] = await activityItems(tx, input.accountId, [created]);
  if (!item) throw new Error('pre-auth item missing');
  return item;
};

/** Cancels a pending pre-auth of the account: false when there is none of that id. */
export const cancelPreauth = async (db: Db, id: number, accountId: number): Promise<boolean> => {
  const cancelled = await db
    .update(activities)
    .set({ result: 'cancelled' })
    .where(and(
      eq(activities.id, id),
      eq(activities.accountId, accountId),
      eq(activities.sourceType, 'preapproved_payment'),
      eq(activities.result, 'pending'),
    ))
    .returning({ id: activities.id });
  return cancelled.length > 0;
};
