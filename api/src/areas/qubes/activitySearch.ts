import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../platform/http/auth';
import type { Db } from '../../platform/db/client';
import { activities, scheduledOrders } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';
import type { AccountRow } from '../accounts';
import { ORDER_NOT_FOUND, requireOrderPermission } from '../transfers';
import { inTransaction, lockAccount } from '../../platform/db/transactions';

/*
 * The reads and small writes of activity search (API-38..API-40) that activity.ts' pages do not cover: pending pre-auths,
 * scheduled orders with their filters, one item, notes and cancelling, so areas/qubes/search.routes.ts runs no SQL (issue 23 §1).
 */

type Window = { limit: number; offset: number };
export type ScheduledFilter = { source?: string; from?: string; to?: string; qube?: number | 'cloud' };

/** The activity rows of this id in this account (none or one). */
export const activityRowsOf = (db: Db, accountId: number, id: number) =>
  db.select().from(activities).where(and(eq(activities.id, id), eq(activities.accountId, accountId)));

/** Pending pre-auths (preapproved card payments), newest first, and how many there are. */
export const pendingPreauthPage = async (db: Db, accountId: number, { limit, offset }: Window) => {
  const where = and(eq(activities.accountId, accountId), eq(activities.sourceType, 'preapproved_payment'), eq(activities.result, 'pending'));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(activities).where(where);
  const rows = await db.select().from(activities).where(where).orderBy(desc(activities.transactionDatetime), desc(activities.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
};

/** Active scheduled orders, soonest first, with the search's filters, and how many there are. */
export const scheduledOrderPage = async (db: Db, accountId: number, filter: ScheduledFilter, { limit, offset }: Window) => {
  const conditions: (SQL | undefined)[] = [eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true)];
  if (filter.source) conditions.push(eq(scheduledOrders.sourceType, filter.source));
  if (filter.from) conditions.push(gte(scheduledOrders.nextDate, filter.from));
  if (filter.to) conditions.push(lte(scheduledOrders.nextDate, filter.to));
  if (filter.qube !== undefined) {
    const id = filter.qube === 'cloud' ? null : filter.qube;
    conditions.push(id === null
      ? or(isNull(scheduledOrders.fromQubeId), isNull(scheduledOrders.toQubeId))
      : or(eq(scheduledOrders.fromQubeId, id), eq(scheduledOrders.toQubeId, id)));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduledOrders).where(where);
  const rows = await db.select().from(scheduledOrders).where(where).orderBy(asc(scheduledOrders.nextDate), asc(scheduledOrders.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
};

/** An active scheduled order of the account; 404 otherwise. */
export const activeOrderOf = async (db: Db, accountId: number, id: number) => {
  const [order] = await db
    .select()
    .from(scheduledOrders)
    .where(and(eq(scheduledOrders.id, id), eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'not_found');
  return order;
};

/** Cancels a scheduled order (the whole series), under the account's lock, with the permission its kind needs. */
export const cancelScheduledOrder = (db: Db, input: { user: AuthUser; account: AccountRow; orderId: number; at: Date }) =>
  inTransaction(db, async (tx) => {
    const { account, orderId } = input;
    await lockAccount(tx, account.id);
    const [order] = await tx
      .select({ kind: scheduledOrders.kind })
      .from(scheduledOrders)
      .where(and(eq(scheduledOrders.id, orderId), eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true)));
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND, 'not_found');
    // A scheduled item is money moving later: cancelling it needs the permission that starting it needs.
    requireOrderPermission(order.kind, input.user, account);
    const cancelled = await tx
      .update(scheduledOrders)
      .set({ isActive: false, updatedAt: input.at })
      .where(and(eq(scheduledOrders.id, orderId), eq(scheduledOrders.accountId, account.id), eq(scheduledOrders.isActive, true)))
      .returning({ id: scheduledOrders.id });
    if (cancelled.length === 0) throw new NotFoundError(ORDER_NOT_FOUND, 'not_found');
  });

/** Saves an activity's note (its title); undefined when the account has no such activity. */
export const saveActivityNote = async (db: Db, accountId: number, id: number, title: string) => {
  const [row] = await db
    .update(activities)
    .set({ title })
    .where(and(eq(activities.id, id), eq(activities.accountId, accountId)))
    .returning({ id: activities.id, title: activities.title });
  return row;
};

/** Saves an active scheduled order's note (its title); undefined when the account has no such order. */
export const saveScheduledNote = async (db: Db, accountId: number, id: number, title: string, at: Date) => {
  const [row] = await db
    .update(scheduledOrders)
    .set({ title, updatedAt: at })
    .where(and(eq(scheduledOrders.id, id), eq(scheduledOrders.accountId, accountId), eq(scheduledOrders.isActive, true)))
    .returning({ id: scheduledOrders.id, title: scheduledOrders.title });
  return row;
};
