import { and, eq, inArray, ne, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accountMembers, passwordResetTokens, sessions, users } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transactions';

/*
 * The sign-in calls' reads and writes (SH-19, ASVS 5.0 V6, V7): the user of an e-mail, the account a sign-in opens,
 * ending sessions and changing a password, so areas/identity/{auth,password,login-codes}.routes.ts parse, call these and
 * answer (issue 23 §1: routes run no SQL).
 */

export type UserRow = typeof users.$inferSelect;

/** The user of this (lower-case) e-mail in any company, or undefined. */
export const userByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
};

export const userById = async (db: Db, id: number): Promise<UserRow | undefined> => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

/** Replaces a password hash only over the hash just checked: a password changed meanwhile is not overwritten. */
export const rehashPassword = async (db: Db, user: Pick<UserRow, 'id' | 'passwordHash'>, passwordHash: string) => {
  await db.update(users).set({ passwordHash }).where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
};

/** The account a sign-in opens: the user's own (primary) or the owner's they are an authorized user of; undefined when none. */
export const signInAccountOf = async (db: Db, userId: number): Promise<number | undefined> => {
  const [primary] = await db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(and(eq(accountMembers.userId, userId), inArray(accountMembers.role, ['primary', 'authorized_user'])))
    .limit(1);
  return primary?.accountId;
};

export const endSession = async (db: Db, sessionId: number) => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

/**
 * Sets a new password hash. ASVS 5.0 V7.4.3: whoever else holds a session of this user is signed out (the one that
 * changes it stays in), and a reset link mailed before the change would otherwise still set a password.
 */
export const changePassword = (db: Db, input: { userId: number; keepSessionId: number; passwordHash: string; at: Date }) =>
  inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, input.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.keepSessionId)));
    await tx.update(passwordResetTokens).set({ usedAt: input.at }).where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
  });

/** The user's feature flags as stored (not as a session without a bank-link provider sees them), or undefined. */
export const storedFeatureFlags = async (db: Db, userId: number): Promise<UserRow['featureFlags'] | undefined> => {
  const [stored] = await db.select({ featureFlags: users.featureFlags }).from(users).where(eq(users.id, userId)).limit(1);
  return stored?.featureFlags;
};
