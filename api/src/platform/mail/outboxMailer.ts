import type { Db } from '../db/client';
import { outbox, outboxAttachments } from '../db/schema';
import type { Mailer } from './mailer';

/** Development and tests only: messages land in the outbox table, read back with GET /api/dev/outbox (attachments too). */
export const outboxMailer = (db: Db): Mailer => ({
  send: async ({ attachments, ...message }, at) => {
    const [row] = await db.insert(outbox).values({ ...message, createdAt: at }).returning({ id: outbox.id });
    if (!row || !attachments?.length) return;
    await db.insert(outboxAttachments).values(attachments.map((file) => ({ outboxId: row.id, filename: file.filename, contentType: file.contentType, content: file.content })));
  },
});
