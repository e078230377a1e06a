import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { passwordResetTokens, sessions, users } from '../../platform/db/schema';

/*
 * Password recovery and the e-mail opt-out: the reads and writes behind areas/identity/recovery.routes.ts, so the route parses, calls
 * these and answers (issue 23 §1: routes run no SQL).
 */

/** The user of this e-mail in this company, or null. */
export const userOfCompany = async (db: Db, email: string, companyId: number) => {
  const [user] = await db.select().from(users).where(and(eq(users.email, email), eq(users.companyId, companyId))).limit(1);
  return user ?? null;
};

/** Stores a reset link's hash for the user. */
export const storeResetToken = async (db: Db, input: { tokenHash: string; userId: number; companyId: number; expiresAt: Date; at: Date }) => {
  await db.insert(passwordResetTokens).values({
    tokenHash: input.tokenHash, userId: input.userId, companyId: input.companyId, expiresAt: input.expiresAt, createdAt: input.at,
  });
};

const liveToken = (tokenHash: string, at: Date) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at));

/** The company and e-mail of a live (unused, unexpired) reset link, or undefined. */
export const liveResetOf = async (db: Db, tokenHash: string, at: Date) => {
  const [reset] = await db
    .select({ companyId: passwordResetTokens.companyId, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveToken(tokenHash, at))
    .limit(1);
  return reset;
};

/**
 * Sets the new password with a live link: the link is used up first (of two concurrent requests only one gets the row
 * back), every session of the user ends and other links sent before stop working. False: the link was no longer live.
 */
export const resetPassword = (db: Db, input: { tokenHash: string; passwordHash: string; at: Date }) =>
  db.transaction(async (tx) => {
    const { at } = input;
    const [used] = await tx.update(passwordResetTokens).set({ usedAt: at }).where(liveToken(input.tokenHash, at)).returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx.update(passwordResetTokens).set({ usedAt: at }).where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });

/** Opts the user out of mail; false when no such user in this company (a token is bound to its user's company). */
export const optOutOfEmails = async (db: Db, userId: number, companyId: number) => {
  const [done] = await db
    .update(users)
    .set({ emailOptOut: true })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .returning({ id: users.id });
  return done !== undefined;
};
