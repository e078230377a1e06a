import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { accounts, achDeposits, activities, ledgerEntries, notifications } from '../db/schema';
import { openMovement, pocketBalance } from './ledger';
import { fromCents, money, toCents } from './money';
import { inTransaction } from './orders';

/** A pending ACH deposit may be cancelled this long after it was started (spec 001: 15 minutes). */
export const ACH_CANCEL_WINDOW_MS = 15 * 60_000;
/** The sandbox bank's simulated delay before a pending deposit settles into Cloud (after the cancel window). */
export const ACH_SETTLE_AFTER_MS = 60 * 60_000;

export type AchDepositRow = typeof achDeposits.$inferSelect;

export const isAchCancellable = (deposit: Pick<AchDepositRow, 'status' | 'createdAt'>, now: Date) =>
  deposit.status === 'pending' && now.getTime() - deposit.createdAt.getTime() < ACH_CANCEL_WINDOW_MS;

/**
 * Records a pending deposit into Cloud inside the caller's transaction: the deposit row and its pending activity
 * (ach_deposit, result pending, no ledger entry: the money is not there yet), plus an ach_deposit notification.
 */
export const startAchDeposit = async (
  tx: Db,
  input: { accountId: number; amount: string; bankAccountId: number | null; userId: number | null; at: Date; notify?: boolean },
) => {
  const [deposit] = await tx.insert(achDeposits).values({
    accountId: input.accountId, bankAccountId: input.bankAccountId, amount: input.amount, status: 'pending', createdBy: input.userId, createdAt: input.at, updatedAt: input.at,
  }).returning();
  if (!deposit) throw new Error('deposit insert failed');
  const [activity] = await tx.insert(activities).values({
    accountId: input.accountId,
    transactionType: 'ach_deposit',
    amount: input.amount,
    result: 'pending',
    transactionDatetime: input.at,
    title: 'Bank Deposit',
    merchantName: 'Linked Bank',
    qubeId: null,
    userId: input.userId,
    sourceType: 'ach_deposit',
    sourceId: deposit.id,
  }).returning();
  if (!activity) throw new Error('deposit activity insert failed');
  await tx.update(achDeposits).set({ activityId: activity.id }).where(eq(achDeposits.id, deposit.id));
  if (input.notify === false) return { deposit: { ...deposit, activityId: activity.id }, activity };
  await tx.insert(notifications).values({
    accountId: input.accountId,
    type: 'ach_deposit',
    title: 'Bank deposit started',
    body: `$${money(input.amount)} from your linked bank is on its way to Cloud.`,
    amount: money(input.amount),
    qubeId: null,
    activityId: activity.id,
    createdAt: input.at,
  });
  return { deposit: { ...deposit, activityId: activity.id }, activity };
};

/**
 * The sandbox bank settles deposits pending for ACH_SETTLE_AFTER_MS: one movement from the outside world into Cloud,
 * the activity becomes success with its new_balance, and a 'Deposit received' notification. Claimed like scheduled
 * orders (FOR UPDATE OF deposit and account SKIP LOCKED), so several instances never settle one deposit twice.
 */
export const settleAchDeposits = async (database: Pick<Database, 'db' | 'events'>, now: Date) => {
  const { db } = database;
  const before = new Date(now.getTime() - ACH_SETTLE_AFTER_MS);
  let settled = 0;
  for (;;) {
    const accountId = await inTransaction(db, async (tx) => {
      // Deposit and account rows together, never waiting: a cancel holds the account first, then the deposit.
      const [claimed] = await tx
        .select({ deposit: achDeposits })
        .from(achDeposits)
        .innerJoin(accounts, eq(accounts.id, achDeposits.accountId))
        .where(and(eq(achDeposits.status, 'pending'), lte(achDeposits.createdAt, before)))
        .orderBy(asc(achDeposits.id))
        .limit(1)
        .for('update', { of: [achDeposits, accounts], skipLocked: true });
      if (!claimed) return null;
      const row = claimed.deposit;
      const cents = toCents(row.amount);
      const balance = fromCents(toCents(await pocketBalance(tx, row.accountId, null)) + cents);
      const movementId = await openMovement(tx, row.accountId, now);
      await tx.insert(ledgerEntries).values([
        { accountId: row.accountId, qubeId: null, amount: fromCents(cents), activityId: row.activityId, movementId, createdAt: now },
        { accountId: row.accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: 'external', createdAt: now },
      ]);
      if (row.activityId !== null) {
        await tx.update(activities).set({ result: 'success', newBalance: balance }).where(eq(activities.id, row.activityId));
      }
      await tx.update(achDeposits).set({ status: 'completed', updatedAt: now }).where(eq(achDeposits.id, row.id));
      await tx.insert(notifications).values({
        accountId: row.accountId, type: 'ach_deposit', title: 'Deposit received', body: `$${money(row.amount)} from your linked bank arrived in Cloud.`,
        amount: money(row.amount), qubeId: null, activityId: row.activityId, createdAt: now,
      });
      return row.accountId;
    });
    if (accountId === null) break;
    settled += 1;
    database.events.publish(accountId);
  }
  return settled;
};
