import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scheduledOrders } from '../../platform/db/schema';
import { nextOccurrence, type CalendarEntry } from '@qube/contract/core/repeat';

/*
 * A scheduled order's row, its repeat rule and the step past an occurrence: what both kinds of order run
 * (orders.ts for transfers between pockets, deposits.ts for scheduled bank deposits), kept below both so neither
 * imports the other for it.
 */

export type OrderRow = typeof scheduledOrders.$inferSelect;

/** The rule nextOccurrence reads from an order row. */
export const ruleOf = (order: Pick<OrderRow, 'recurring' | 'frequency' | 'transferInterval' | 'daysInCalendar' | 'startDate'>) => ({
  recurring: order.recurring,
  frequency: order.frequency,
  transferInterval: order.transferInterval,
  daysInCalendar: order.daysInCalendar as CalendarEntry[],
  startDate: order.startDate,
});

/** Moves next_date past `done` (the occurrence just handled), or deactivates a one-time order. */
export const advanceOrder = async (tx: Db, order: OrderRow, done: string, at: Date) => {
  const next = nextOccurrence(ruleOf(order), done);
  await tx
    .update(scheduledOrders)
    .set(next ? { nextDate: next, updatedAt: at } : { isActive: false, updatedAt: at })
    .where(eq(scheduledOrders.id, order.id));
  return next;
};
