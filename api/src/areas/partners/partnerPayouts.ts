import { NOTHING_TO_COLLECT, type CommissionEarned, type CollectPaymentResult, type Payout } from '@qube/contract/partners';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, affiliateProfiles, ledgerEntries, partnerConversions, partnerNodeSales, partnerPayouts } from '../../platform/db/schema';
import { InvalidError } from '../../platform/errors';
import { withIdempotency } from '../../platform/idempotency';
import { openMovement, postActivity } from '../accounts';
import { fromCents, money, toCents } from '@qube/contract/core/money';

/** The clearing pocket the payouts are drawn from: the program's side of each payout movement (sums to zero with the Cloud entry). */
export const PARTNER_PAYOUTS_CLEARING = 'clearing:partner_payouts';
export const PAYOUT_TITLE = 'Partner commission payout';
export const NO_PAYOUT_ACCOUNT = 'You need a Qube account of your own to receive payouts.';

export type PayoutRow = typeof partnerPayouts.$inferSelect;

/** The partner's payouts, newest first: one page and the count of all. */
export const payoutsPage = async (db: Db, partnerUserId: number, { limit, offset }: { limit: number; offset: number }) => {
  const mine = eq(partnerPayouts.partnerUserId, partnerUserId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(partnerPayouts).where(mine);
  const rows = await db.select().from(partnerPayouts).where(mine).orderBy(desc(partnerPayouts.paidAt), desc(partnerPayouts.id)).limit(limit).offset(offset);
  return { total: Number(n), rows };
};

export const payoutJson = (row: PayoutRow): Payout => ({
  id: row.id,
  paid_at: row.paidAt.toISOString(),
  amount: money(row.amount),
  status: 'paid',
  destination: 'Cloud',
  account_id: row.accountId,
  activity_id: row.activityId,
});

/**
 * What the partner earned, was paid and can collect (CO-15): conversions count once out of their hold (collectable_at),
 * sold nodes as soon as sold; collectable = earned − pending − paid, never below zero.
 */
export const commissionEarned = async (db: Db, partnerUserId: number, at: Date): Promise<CommissionEarned> => {
  const atText = at.toISOString();
  const [conv] = await db.select({
    total: sql<string>`coalesce(sum(${partnerConversions.commission}), 0)::text`,
    pending: sql<string>`coalesce(sum(${partnerConversions.commission}) filter (where ${partnerConversions.collectableAt} > ${atText}::timestamptz), 0)::text`,
  }).from(partnerConversions).where(eq(partnerConversions.partnerUserId, partnerUserId));
  const [nodes] = await db.select({ total: sql<string>`coalesce(sum(${partnerNodeSales.commission}), 0)::text` })
    .from(partnerNodeSales).where(and(eq(partnerNodeSales.partnerUserId, partnerUserId), eq(partnerNodeSales.status, 'sold')));
  const [paid] = await db.select({ total: sql<string>`coalesce(sum(${partnerPayouts.amount}), 0)::text` })
    .from(partnerPayouts).where(eq(partnerPayouts.partnerUserId, partnerUserId));
  const earned = toCents(conv?.total ?? '0') + toCents(nodes?.total ?? '0');
  const pending = toCents(conv?.pending ?? '0');
  const totalPaid = toCents(paid?.total ?? '0');
  const collectable = earned - pending - totalPaid;
  const [last] = await db.select({ paidAt: partnerPayouts.paidAt }).from(partnerPayouts)
    .where(eq(partnerPayouts.partnerUserId, partnerUserId)).orderBy(desc(partnerPayouts.paidAt)).limit(1);
  return {
    total_earned: fromCents(earned),
    total_paid: fromCents(totalPaid),
    collectable: fromCents(collectable > 0n ? collectable : 0n),
    pending: fromCents(pending),
    last_payout_at: last ? last.paidAt.toISOString() : null,
  };
};

/** The partner's own account that receives payouts: the one they are the primary holder of (lowest id). */
export const payoutAccountId = async (db: Db, partnerUserId: number): Promise<number> => {
  const [member] = await db.select({ accountId: accountMembers.accountId }).from(accountMembers)
    .where(and(eq(accountMembers.userId, partnerUserId), eq(accountMembers.role, 'primary'))).orderBy(asc(accountMembers.accountId)).limit(1);
  if (!member) throw new InvalidError(NO_PAYOUT_ACCOUNT, 'no_payout_account');
  return member.accountId;
};

/**
 * POST affiliates/collect-payment/ (CO-15): pays everything collectable into the partner's Cloud, once.
 * The idempotency key replays the first answer; the partner's profile row lock serialises calls with other keys, which
 * then find nothing left and answer 400. One movement: Cloud +amount, clearing:partner_payouts −amount.
 */
export const collectPayment = async (
  db: Db,
  partnerUserId: number,
  input: { idempotency_key: string },
  at: Date,
): Promise<{ statusCode: number; response: CollectPaymentResult; replayed: boolean }> => {
  const accountId = await payoutAccountId(db, partnerUserId);
  const result = await withIdempotency(db, { accountId, key: `partner-payout:${input.idempotency_key}`, body: input, at }, async (tx) => {
    await tx.select({ id: affiliateProfiles.id }).from(affiliateProfiles).where(eq(affiliateProfiles.userId, partnerUserId)).for('update');
    const before = await commissionEarned(tx, partnerUserId, at);
    const cents = toCents(before.collectable);
    if (cents <= 0n) throw new InvalidError(NOTHING_TO_COLLECT, 'nothing_to_collect');
    const movementId = await openMovement(tx, accountId, at);
    const activity = await postActivity(tx, {
      accountId, qubeId: null, transactionType: 'other', amount: cents, title: PAYOUT_TITLE, description: 'Commission from the Qube partner program',
      merchantName: 'Qube Partner Program', at, userId: partnerUserId, movementId,
    });
    await tx.insert(ledgerEntries).values({ accountId, qubeId: null, amount: fromCents(-cents), activityId: null, movementId, counterparty: PARTNER_PAYOUTS_CLEARING, createdAt: at });
    const [payout] = await tx.insert(partnerPayouts).values({ partnerUserId, accountId, activityId: activity.id, amount: fromCents(cents), status: 'paid', paidAt: at }).returning();
    if (!payout) throw new Error('payout insert failed');
    const response: CollectPaymentResult = { payout: payoutJson(payout), commission_earned: await commissionEarned(tx, partnerUserId, at) };
    return { statusCode: 200, response };
  });
  return { statusCode: result.statusCode, response: result.response as CollectPaymentResult, replayed: result.replayed };
};
