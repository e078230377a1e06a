import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notifications, users } from '../../platform/db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { inTransaction } from '../../platform/db/transactions';
import { alertKindOf } from './alertKinds';
import { alertMessage } from './alertMessages';
import { membersWithSettings, type Member } from './alertSettings';
import { alertDeliveries } from './schema';

/** How many times an e-mail or text is tried before it is marked failed, and the wait before each retry. */
export const DELIVERY_ATTEMPTS = 5;
export const retryDelayMs = (attempt: number) => 60_000 * 2 ** Math.max(0, attempt - 1);

/**
 * Decides who gets each new notification by e-mail or text (issue 25 §2): the notifications still 'pending' are
 * claimed (FOR UPDATE SKIP LOCKED: two instances share them, never both take one), each person of the account who has
 * its alert kind on gets a delivery per chosen channel (a text only with a phone number and a texts provider), and the
 * notification becomes 'queued' or 'none', all in one transaction. Returns how many notifications it handled.
 */
export const queueAlertDeliveries = async (db: Db, now: Date, options: { texts: boolean; limit?: number }): Promise<number> =>
  inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: notifications.id, accountId: notifications.accountId, type: notifications.type, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.alertState, 'pending'))
      .orderBy(asc(notifications.id))
      .limit(options.limit ?? 100)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const membersOf = new Map<number, Member[]>();
    const queued: number[] = [];
    const none: number[] = [];
    for (const row of rows) {
      const kind = alertKindOf(row.type, row.title);
      if (!kind) {
        none.push(row.id);
        continue;
      }
      const members = membersOf.get(row.accountId) ?? (await membersWithSettings(tx, row.accountId));
      membersOf.set(row.accountId, members);
      const deliveries = members.flatMap((member) => {
        const setting = member.settings.kinds[kind];
        if (!setting.enabled) return [];
        return [
          ...(setting.email ? [{ notificationId: row.id, userId: member.userId, channel: 'email', nextAttemptAt: now, createdAt: now }] : []),
          ...(setting.text && options.texts && member.phone ? [{ notificationId: row.id, userId: member.userId, channel: 'text', nextAttemptAt: now, createdAt: now }] : []),
        ];
      });
      if (deliveries.length > 0) await tx.insert(alertDeliveries).values(deliveries).onConflictDoNothing();
      (deliveries.length > 0 ? queued : none).push(row.id);
    }
    if (queued.length > 0) await tx.update(notifications).set({ alertState: 'queued' }).where(inArray(notifications.id, queued));
    if (none.length > 0) await tx.update(notifications).set({ alertState: 'none' }).where(inArray(notifications.id, none));
    return rows.length;
  });

export type DeliveryChannels = { mailer: Mailer; texts: Mailer | null; origin: string };

/**
 * Sends the queued e-mails and texts that are due. Each is first leased (its attempt counted and its next attempt
 * pushed back, committed) so another instance leaves it alone while it is sent; then sent and marked 'sent'. A
 * failure keeps it queued for the lease's time (the backoff), until DELIVERY_ATTEMPTS, then 'failed'. A crash between
 * the send and the mark sends it once more after the lease: at least once, never silently lost (ADR 0091).
 */
export const sendAlertDeliveries = async (db: Db, now: Date, channels: DeliveryChannels, limit = 50): Promise<{ sent: number; failed: number }> => {
  const leased = await inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: alertDeliveries.id, attempts: alertDeliveries.attempts })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.status, 'queued'), lte(alertDeliveries.nextAttemptAt, now)))
      .orderBy(asc(alertDeliveries.nextAttemptAt), asc(alertDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx.update(alertDeliveries).set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts + 1)) }).where(eq(alertDeliveries.id, row.id));
    }
    return due.map((row) => ({ id: row.id, attempt: row.attempts + 1 }));
  });
  if (leased.length === 0) return { sent: 0, failed: 0 };
  const rows = await db
    .select({
      id: alertDeliveries.id, channel: alertDeliveries.channel,
      email: users.email, phone: users.phoneNumber,
      type: notifications.type, title: notifications.title, body: notifications.body,
    })
    .from(alertDeliveries)
    .innerJoin(users, eq(users.id, alertDeliveries.userId))
    .innerJoin(notifications, eq(notifications.id, alertDeliveries.notificationId))
    .where(inArray(alertDeliveries.id, leased.map((l) => l.id)));
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const attempt = leased.find((l) => l.id === row.id)?.attempt ?? DELIVERY_ATTEMPTS;
    const via = row.channel === 'text' ? channels.texts : channels.mailer;
    const to = row.channel === 'text' ? row.phone : row.email;
    try {
      if (!via || !to) throw new Error(row.channel === 'text' ? 'no texts provider or phone number' : 'no e-mail address');
      await via.send(alertMessage(row, row.channel === 'text' ? 'text' : 'email', channels.origin, to), now);
      await db.update(alertDeliveries).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(alertDeliveries.id, row.id));
      sent += 1;
    } catch (error) {
      const last = attempt >= DELIVERY_ATTEMPTS;
      await db.update(alertDeliveries).set({ status: last ? 'failed' : 'queued', lastError: error instanceof Error ? error.message.slice(0, 200) : 'send failed' }).where(eq(alertDeliveries.id, row.id));
      if (last) failed += 1;
    }
  }
  return { sent, failed };
};

/** Waiting, sending-or-retrying and failed deliveries: the health endpoint shows them (issue 24 §3 visibility). */
export const deliveryCounts = async (db: Db): Promise<Record<'queued' | 'sent' | 'failed', number>> => {
  const rows = await db.select({ status: alertDeliveries.status, count: sql<number>`count(*)::int` }).from(alertDeliveries).groupBy(alertDeliveries.status);
  const of = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return { queued: of('queued'), sent: of('sent'), failed: of('failed') };
};
