import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { qubes, sessions } from '../../platform/db/schema';

/** What the live-updates socket (API-28) reads besides the overview: the open qube flag and its sockets' sessions. */

/** Whether the account has a current, unarchived Open Qube. */
export const hasOpenQube = async (db: Db, accountId: number) => {
  const [row] = await db
    .select({ id: qubes.id })
    .from(qubes)
    .where(and(eq(qubes.accountId, accountId), eq(qubes.isCurrentOpenQube, true), eq(qubes.isArchived, false)))
    .limit(1);
  return Boolean(row);
};

/** The sessions of these ids that still exist (one query for every open socket). */
export const sessionsByIds = (db: Db, ids: number[]) => db.select().from(sessions).where(inArray(sessions.id, ids));
