import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveTickets, sessions, users } from '../db/schema';
import { hashToken, sessionExpiry, type AuthSession, type AuthUser } from './auth';

/** How long a ticket may wait for its upgrade: long enough for a slow network, short enough to be useless if logged. */
export const TICKET_TTL_MS = 30_000;

/** A new single-use ticket of a session for one account; only its sha256 is stored. Expired tickets go on the way. */
export const issueTicket = async (db: Db, sessionId: number, accountId: number, now: Date): Promise<string> => {
  const ticket = crypto.randomBytes(32).toString('hex');
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  await db.insert(liveTickets).values({ ticketHash: hashToken(ticket), sessionId, accountId, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  return ticket;
};

/**
 * Uses a ticket up (deleted whether or not it is still valid, so it never works twice) and answers the live session
 * and user it was issued to, with its account; null when the ticket is unknown, expired or its session has ended.
 */
export const redeemTicket = async (
  db: Db,
  ticket: string,
  now: Date,
): Promise<{ session: AuthSession; user: AuthUser; accountId: number } | null> => {
  if (!/^[0-9a-f]{64}$/.test(ticket)) return null;
  const [used] = await db.delete(liveTickets).where(eq(liveTickets.ticketHash, hashToken(ticket))).returning();
  if (!used || used.expiresAt.getTime() <= now.getTime()) return null;
  const [found] = await db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(sessions.id, used.sessionId));
  if (!found || now.getTime() >= sessionExpiry(found.session).expiresAt.getTime()) return null;
  return { session: found.session, user: found.user, accountId: used.accountId };
};
