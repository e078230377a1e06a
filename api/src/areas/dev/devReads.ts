import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clientErrors, metricsEvents, outbox, outboxAttachments } from '../../platform/db/schema';

/** What the development-only endpoints show: the outbox and its attachments, metrics events and client errors, newest first. */

/** Mail and text messages the API would have sent; `to` filters by recipient, case-insensitive. */
export const outboxMessages = (db: Db, to: string | undefined, limit: number) =>
  db
    .select()
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);

/** The files attached to an outbox message, without their bytes (their size instead). */
export const outboxAttachmentsOf = (db: Db, outboxId: number) =>
  db
    .select({ id: outboxAttachments.id, outboxId: outboxAttachments.outboxId, filename: outboxAttachments.filename, contentType: outboxAttachments.contentType, size: sql<number>`octet_length(${outboxAttachments.content})::int` })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, outboxId))
    .orderBy(asc(outboxAttachments.id));

/** One outbox attachment with its bytes. */
export const outboxAttachment = async (db: Db, id: number) => {
  const [row] = await db.select().from(outboxAttachments).where(eq(outboxAttachments.id, id)).limit(1);
  return row;
};

/** Stored metrics events; `action` filters. */
export const metricsEventsList = (db: Db, action: string | undefined, limit: number) =>
  db
    .select()
    .from(metricsEvents)
    .where(action ? eq(metricsEvents.action, action) : undefined)
    .orderBy(desc(metricsEvents.id))
    .limit(limit);

/** Stored client error reports. */
export const clientErrorsList = (db: Db, limit: number) => db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(limit);
