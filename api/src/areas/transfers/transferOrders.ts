import type { OrderInput, OrderResult } from '@qube/contract/orders';
import { addDays, nextOccurrence } from '@qube/contract/core/repeat';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scheduledOrders } from '../../platform/db/schema';
import { pocketRef, resolvePair, runOccurrence } from './orders';
import { DEPOSIT_ORDER_KIND } from '../funding';

/** A scheduled or repeating transfer between pockets as POST orders/ parsed it (amount and date already checked). */
export type TransferOrderInput = {
  accountId: number;
  userId: number;
  body: Pick<OrderInput, 'from_qube' | 'to_qube' | 'recurring' | 'frequency' | 'transfer_interval' | 'type'>;
  amount: string;
  date: string;
  title: string;
  days: NonNullable<OrderInput['days_in_calendar']>;
  todayIso: string;
  at: Date;
};

/**
 * API-29: the order of a transfer that is not simply "now": its row, with the first occurrence on or after the chosen
 * date; a series whose first occurrence is today runs it at once (400 and nothing saved when the balance is too low).
 */
export const createTransferOrder = async (tx: Db, input: TransferOrderInput): Promise<OrderResult> => {
  const { body, amount, date, days, at } = input;
  const { from, to } = await resolvePair(tx, input.accountId, body.from_qube, body.to_qube);
  const base = { amount, scheduled_date: date, recurring: body.recurring, from_qube: pocketRef(from.pocket), to_qube: pocketRef(to.pocket) };
  const rule = { recurring: body.recurring, frequency: body.frequency ?? null, transferInterval: body.transfer_interval ?? null, daysInCalendar: days, startDate: date };
  // The first occurrence of a custom series may fall after the chosen date (e.g. 'last day of the month').
  const first = body.recurring === 'none' ? date : (nextOccurrence(rule, addDays(date, -1)) ?? date);
  const firstDate = first < date ? date : first;
  const [order] = await tx.insert(scheduledOrders).values({
    accountId: input.accountId,
    kind: 'qube_transfer',
    fromQubeId: from.pocket,
    toQubeId: to.pocket,
    amount,
    title: input.title,
    transferType: body.type ?? 'transfer',
    recurring: body.recurring,
    frequency: body.frequency ?? null,
    transferInterval: body.transfer_interval ?? null,
    daysInCalendar: days,
    startDate: date,
    nextDate: firstDate,
    createdBy: input.userId,
    createdAt: at,
    updatedAt: at,
  }).returning();
  if (!order) throw new Error('order insert failed');
  if (firstDate !== input.todayIso) return { id: order.id, ...base, scheduled_date: firstDate, status: 'scheduled' };
  await runOccurrence(tx, order, at, 'throw');
  return { id: order.id, ...base, status: 'executed' };
};

export type ScheduledOrderRow = typeof scheduledOrders.$inferSelect;

/**
 * An active scheduled order of the account, or undefined; `withoutDeposits` leaves out scheduled bank deposits (those
 * are edited through PATCH deposits/ach-deposits/{id}/, with their bank, income group and rules).
 */
export const activeOrderOf = async (tx: Db, orderId: number, accountId: number, { withoutDeposits = false } = {}): Promise<ScheduledOrderRow | undefined> => {
  const [order] = await tx
    .select()
    .from(scheduledOrders)
    .where(and(
      eq(scheduledOrders.id, orderId), eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true),
      ...(withoutDeposits ? [ne(scheduledOrders.kind, DEPOSIT_ORDER_KIND)] : []),
    ));
  return order;
};

/** Writes an edited order's columns: the row as written, or undefined when gone. */
export const saveOrderChanges = async (tx: Db, orderId: number, changes: Partial<ScheduledOrderRow>): Promise<ScheduledOrderRow | undefined> => {
  const [updated] = await tx.update(scheduledOrders).set(changes).where(eq(scheduledOrders.id, orderId)).returning();
  return updated;
};
