import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** "Sends" a mail or text message: it lands in the outbox table (read back with GET /api/dev/outbox). */
export const sendMessage = async (db: Db, message: { to: string; subject: string; body: string }, now: Date) => {
  await db.insert(outbox).values({ ...message, createdAt: now });
};
