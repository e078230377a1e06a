import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, partnerConversions, partnerPrograms, planInvoices } from '../../platform/db/schema';
import { fromCents, toCents } from '@qube/contract/core/money';
import { commissionOf, DEFAULT_COMMISSION_RATE } from '../partners';

/**
 * Partner commissions follow plan fees as they are collected (issue 22 §2): an invoice of a partner's customer carries
 * the partner and the program's rate at billing, and its commission is always the rate of what it collected net of
 * refunds (rounded down to the cent). Each payment or refund moves the conversion's earned and commission by the
 * difference, so a refund claws back its share; a claw-back after a payout leaves collectable below zero (shown as
 * $0.00) until later commission covers it.
 */

/** The partner whose customer holds the account (its primary member's conversion), with the program's rate. */
export const commissionTarget = async (db: Db, accountId: number): Promise<{ partnerUserId: number; rate: string } | null> => {
  const [row] = await db.select({ partnerUserId: partnerConversions.partnerUserId, rate: partnerPrograms.commissionRate })
    .from(accountMembers)
    .innerJoin(partnerConversions, eq(partnerConversions.customerUserId, accountMembers.userId))
    .leftJoin(partnerPrograms, eq(partnerPrograms.partnerUserId, partnerConversions.partnerUserId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.role, 'primary')))
    .orderBy(asc(accountMembers.id))
    .limit(1);
  return row ? { partnerUserId: row.partnerUserId, rate: row.rate ?? DEFAULT_COMMISSION_RATE } : null;
};

type InvoiceMoney = Pick<typeof planInvoices.$inferSelect, 'id' | 'accountId' | 'amountPaid' | 'amountRefunded' | 'refundable' | 'partnerUserId' | 'commissionRate' | 'commission'>;

/**
 * Records money collected on (positive) or given back from (refund) an invoice, in the caller's transaction: its paid,
 * refunded and refundable amounts, and the partner's commission with it.
 */
export const recordCollected = async (db: Db, invoice: InvoiceMoney, change: { paidCents: bigint; refundedCents: bigint; refundableCents: bigint; at: Date }) => {
  const paid = toCents(invoice.amountPaid) + change.paidCents;
  const refunded = toCents(invoice.amountRefunded) + change.refundedCents;
  const hasPartner = invoice.partnerUserId !== null && invoice.commissionRate !== null;
  const commission = hasPartner ? commissionOf(paid - refunded, invoice.commissionRate as string) : 0n;
  const commissionDelta = commission - toCents(invoice.commission);
  const earnedDelta = change.paidCents - change.refundedCents;
  await db.update(planInvoices).set({
    amountPaid: fromCents(paid),
    amountRefunded: fromCents(refunded),
    refundable: fromCents(toCents(invoice.refundable) + change.refundableCents),
    commission: fromCents(commission),
    updatedAt: change.at,
  }).where(eq(planInvoices.id, invoice.id));
  if (!hasPartner || (commissionDelta === 0n && earnedDelta === 0n)) return;
  const [member] = await db.select({ userId: accountMembers.userId }).from(accountMembers)
    .where(and(eq(accountMembers.accountId, invoice.accountId), eq(accountMembers.role, 'primary'))).orderBy(asc(accountMembers.id)).limit(1);
  if (!member) return;
  await db.update(partnerConversions).set({
    earned: sql`${partnerConversions.earned} + ${fromCents(earnedDelta)}::numeric`,
    commission: sql`${partnerConversions.commission} + ${fromCents(commissionDelta)}::numeric`,
  }).where(and(eq(partnerConversions.customerUserId, member.userId), eq(partnerConversions.partnerUserId, invoice.partnerUserId as number)));
};
