import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginCodes } from '../../platform/db/schema';
import { ConflictError, InvalidError } from '../../platform/errors';

/*
 * Sign-in links' one-time codes (SH-19): only a code's sha256 is stored, bound to the user, the company and the
 * session that made it; the rows behind areas/identity/login-codes.routes.ts (issue 23 §1: routes run no SQL).
 */

export const LOGIN_LINK_INVALID = 'This sign-in link is invalid or has expired.';
export const SIGNED_IN_AS_SOMEONE_ELSE = 'You are signed in as someone else.';

/** Unknown, spent, expired or of the other company: the code the exchange counts as a failure. */
export const invalidCode = () => new InvalidError(LOGIN_LINK_INVALID, 'invalid_code');

/** Stores a new code's hash; spent and expired codes go on the way, as live tickets do. */
export const storeLoginCode = async (
  db: Db, code: { codeHash: string; userId: number; companyId: number; sessionId: number; expiresAt: Date }, at: Date,
) => {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, at));
  await db.insert(loginCodes).values(code);
};

/**
 * Spends a live code of the company: the user it signs in. A caller signed in as someone else is refused with the
 * code left unspent; of two concurrent exchanges only one gets the row back.
 */
export const spendLoginCode = async (db: Db, input: { codeHash: string; companyId: number; signedInUserId: number | null; at: Date }): Promise<number> => {
  const live = and(eq(loginCodes.codeHash, input.codeHash), eq(loginCodes.companyId, input.companyId), gt(loginCodes.expiresAt, input.at));
  const [found] = await db.select({ userId: loginCodes.userId }).from(loginCodes).where(live).limit(1);
  if (!found) throw invalidCode();
  if (input.signedInUserId !== null && input.signedInUserId !== found.userId) throw new ConflictError(SIGNED_IN_AS_SOMEONE_ELSE, 'signed_in_as_other_user');
  // Spent before anything else: of two concurrent requests only one gets the row back.
  const [spent] = await db.delete(loginCodes).where(live).returning({ userId: loginCodes.userId });
  if (!spent) throw invalidCode();
  return spent.userId;
};
