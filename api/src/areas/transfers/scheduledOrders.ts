import { eq, sql } from 'drizzle-orm';
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

/**
 * advanceOrder for many orders in one statement (the scheduler's page, issue 24 §3): each moves past its own
 * next_date, or ends when it was its last occurrence.
 */
export const advanceOrders = async (tx: Db, orders: OrderRow[], at: Date) => {
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.id);
  const nexts = orders.map((order) => nextOccurrence(ruleOf(order), order.nextDate));
  // Arrays as literals: one parameter each, whatever the page's size.
  const idList = `{${ids.join(',')}}`;
  const nextList = `{${nexts.map((next) => next ?? 'NULL').join(',')}}`;
  await tx.execute(sql`update ${scheduledOrders} as o
    set next_date = coalesce(v.next, o.next_date), is_active = v.next is not null, updated_at = ${at.toISOString()}::timestamptz
    from unnest(${idList}::int[], ${nextList}::date[]) as v(id, next)
    where o.id = v.id`);
};
