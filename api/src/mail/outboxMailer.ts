import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Mailer } from './mailer';

/** Development and tests only: messages land in the outbox table, read back with GET /api/dev/outbox. */
export const outboxMailer = (db: Db): Mailer => ({
  send: async (message, at) => {
    await db.insert(outbox).values({ ...message, createdAt: at });
  },
});
