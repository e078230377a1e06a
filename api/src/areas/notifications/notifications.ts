import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications } from '../../platform/db/schema';

/** An account's notifications (API-50/API-51): newest first a page at a time, and marking them seen. */

/** One page of the account's notifications, newest first, and the count of all. */
export const notificationsPage = async (db: Db, accountId: number, { limit, offset }: { limit: number; offset: number }) => {
  const where = eq(notifications.accountId, accountId);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where);
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset);
  return { total: Number(total?.n ?? 0), rows };
};

/** Marks every unseen notification of the account with id ≤ lastId seen: how many changed and how many stay unread. */
export const markNotificationsSeen = async (db: Db, accountId: number, lastId: number) => {
  const updated = await db
    .update(notifications)
    .set({ isSeen: true })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.isSeen, false), lte(notifications.id, lastId)))
    .returning({ id: notifications.id });
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.isSeen, false)));
  return { updated: updated.length, unread: Number(unread?.n ?? 0) };
};
