import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { authorizedUserInvitations, users } from '../../platform/db/schema';
import { PHONE_CODE_MAX_ATTEMPTS } from '../identity';
import type { InvitationRow } from './authorizedUsersApplication';

/** Authorized-user onboarding's reads and writes (ON-72): the invitation row as the person fills it in. */

/** Writes a step's columns while the invitation is still open: the row as written, or undefined when used or gone. */
export const saveInvitationStep = async (db: Db, id: number, values: Partial<InvitationRow> & { completedStepIndex: number; updatedAt: Date }) => {
  const [updated] = await db.update(authorizedUserInvitations)
    .set(values)
    .where(and(eq(authorizedUserInvitations.id, id), eq(authorizedUserInvitations.status, 'invited')))
    .returning();
  return updated;
};

/** Whether a customer already has this (lower-case) e-mail address. */
export const emailHasUser = async (db: Db, email: string): Promise<boolean> => {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return Boolean(taken);
};

/** Whether a customer of the company already has this phone number. */
export const phoneHasUser = async (db: Db, phone: string, companyId: number): Promise<boolean> => {
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.phoneNumber, phone), eq(users.companyId, companyId))).limit(1);
  return Boolean(taken);
};

/**
 * Takes one try at the texted code, atomically before the code is compared, so parallel guesses cannot share one
 * attempt: the code's hash and number, or undefined when no try is left (verified, spent, expired).
 */
export const takeInvitationCodeAttempt = async (db: Db, id: number, at: Date) => {
  const [tried] = await db.update(authorizedUserInvitations)
    .set({ codeAttempts: sql`${authorizedUserInvitations.codeAttempts} + 1` })
    .where(and(
      eq(authorizedUserInvitations.id, id),
      eq(authorizedUserInvitations.isPhoneVerified, false),
      lt(authorizedUserInvitations.codeAttempts, PHONE_CODE_MAX_ATTEMPTS),
      sql`${authorizedUserInvitations.codeExpiresAt} > ${at.toISOString()}`,
    ))
    .returning({ codeHash: authorizedUserInvitations.codeHash, phoneNumber: authorizedUserInvitations.phoneNumber });
  return tried;
};

/** The user who sent the invitation (the account owner), whose address prefills the person's. */
export const inviterOf = async (db: Db, row: InvitationRow) => {
  const [owner] = await db.select().from(users).where(eq(users.id, row.inviterUserId)).limit(1);
  return owner;
};
