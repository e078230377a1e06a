import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { accounts, guestUsers, phoneVerifications, sessions, users } from '../../platform/db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { hashToken } from '../../platform/http/auth';
import { InvalidError, ForbiddenError, ConflictError } from '../../platform/errors';
import { matchesHash, newPhoneCode, PHONE_CODE_INVALID, PHONE_CODE_LIFETIME_MS, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_RESEND_AFTER_SECONDS, phoneCodeMatches, textPhoneCode } from '../identity';
import { MESSAGES as REGISTRATION_MESSAGES } from './registration';
import { NEW_CUSTOMER_FLAGS } from './registrationAccount';
import type { QubeEnv } from '../../platform/env';

/**
 * The anonymous sign-up (ON-40 to ON-48, API-15, API-16): a guest proves a phone with a 5-digit code, then becomes a
 * limited user in its own playground account. The code rules are registration's (10 minutes, 5 wrong tries, 50 s
 * before a resend, the fixed sandbox code); the codes live with the signed-in guest in phone_verifications.
 */

export const GUEST_CODE_LIFETIME_MS = PHONE_CODE_LIFETIME_MS;
export const GUEST_CODE_MAX_ATTEMPTS = PHONE_CODE_MAX_ATTEMPTS;
export const GUEST_RESEND_AFTER_SECONDS = PHONE_CODE_RESEND_AFTER_SECONDS;
export const TEMP_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export const GUEST_MESSAGES = {
  onlyGuests: 'Only a guest can create an account here.',
  code: PHONE_CODE_INVALID,
  tempToken: 'Your phone verification has expired. Please verify your phone number again.',
  terms: REGISTRATION_MESSAGES.terms,
  password: REGISTRATION_MESSAGES.password,
  reused: REGISTRATION_MESSAGES.reused,
  notPlayground: 'Account not found.',
} as const;

/**
 * Texts a code to `phone` for this guest, unless one went out less than 50 s ago (then that one still counts and its
 * seconds left are answered: the dialog's countdown). Only the newest code counts.
 */
export const sendGuestCode = async (db: Db, mailer: Mailer, input: { userId: number; phone: string; at: Date; env: QubeEnv; processEnv: NodeJS.ProcessEnv }) => {
  const { userId, phone, at } = input;
  const [last] = await db.select().from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)))
    .orderBy(desc(phoneVerifications.id)).limit(1);
  const waited = last ? Math.floor((at.getTime() - last.createdAt.getTime()) / 1000) : GUEST_RESEND_AFTER_SECONDS;
  if (last && last.phoneNumber === phone && waited < GUEST_RESEND_AFTER_SECONDS) {
    return { resendAfter: GUEST_RESEND_AFTER_SECONDS - waited, expiresIn: Math.floor((last.expiresAt.getTime() - at.getTime()) / 1000) };
  }
  const code = newPhoneCode(input.env, input.processEnv);
  await db.transaction(async (tx) => {
    await tx.update(phoneVerifications).set({ usedAt: at }).where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)));
    await tx.insert(phoneVerifications).values({ userId, phoneNumber: phone, codeHash: hashToken(code), expiresAt: new Date(at.getTime() + GUEST_CODE_LIFETIME_MS), createdAt: at });
  });
  await textPhoneCode(mailer, phone, code, at);
  return { resendAfter: GUEST_RESEND_AFTER_SECONDS, expiresIn: GUEST_CODE_LIFETIME_MS / 1000 };
};

/**
 * Checks a code. Each try first takes one of the code's 5 attempts in a single conditional UPDATE, so parallel guesses
 * can never try more than 5 times; a right code is then spent once. Answers the clear temp_token (sha256 stored with the
 * guest, 15 minutes) that create-limited-user/ spends.
 */
export const verifyGuestCode = async (db: Db, input: { userId: number; phone: string; code: string; urlParams: string | null; at: Date }) => {
  const { userId, phone, code, at } = input;
  const invalid = () => new InvalidError(GUEST_MESSAGES.code, 'invalid_code', { verification_code: GUEST_MESSAGES.code });
  const [pending] = await db.select().from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, userId), isNull(phoneVerifications.usedAt)))
    .orderBy(desc(phoneVerifications.id)).limit(1);
  if (!pending || pending.phoneNumber !== phone || pending.expiresAt.getTime() <= at.getTime()) throw invalid();
  const [counted] = await db.update(phoneVerifications).set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, pending.id), isNull(phoneVerifications.usedAt), lt(phoneVerifications.attempts, GUEST_CODE_MAX_ATTEMPTS)))
    .returning({ id: phoneVerifications.id });
  if (!counted || !phoneCodeMatches(code, pending.codeHash)) throw invalid();
  const tempToken = crypto.randomBytes(32).toString('hex');
  const spent = await db.transaction(async (tx) => {
    const [used] = await tx.update(phoneVerifications).set({ usedAt: at })
      .where(and(eq(phoneVerifications.id, pending.id), isNull(phoneVerifications.usedAt))).returning({ id: phoneVerifications.id });
    if (!used) return false;
    await tx.update(guestUsers).set({
      verifiedPhone: phone, tempTokenHash: hashToken(tempToken), tempTokenExpiresAt: new Date(at.getTime() + TEMP_TOKEN_LIFETIME_MS), urlParams: input.urlParams, lastSeenAt: at,
    }).where(eq(guestUsers.userId, userId));
    return true;
  });
  if (!spent) throw invalid();
  return tempToken;
};

export type LimitedUserDetails = { phone: string; email: string; firstName: string; lastName: string; passwordHash: string; tempToken: string };

/**
 * Turns the guest into a limited user in the same account (ON-46, ON-48), in one transaction: everything done in the
 * playground stays because nothing is copied. The temp_token must be this guest's, unexpired, for this phone; a phone or
 * e-mail someone else holds answers registration's 409, which names neither (the e-mail's holder is told by mail).
 * The guest's sessions end and its ids stop working (the guest row goes).
 */
export const convertGuest = async (db: Db, mailer: Mailer, input: { userId: number; companyId: number; accountId: number; details: LimitedUserDetails; at: Date }) => {
  const { userId, companyId, details, at } = input;
  const taken = await db.transaction(async (tx): Promise<{ id: number; email: string } | null> => {
    const [guest] = await tx.select().from(guestUsers).where(eq(guestUsers.userId, userId)).for('update');
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!guest || user?.userType !== 'anonymous_user') throw new ForbiddenError(GUEST_MESSAGES.onlyGuests, 'not_a_guest');
    const isTokenValid = guest.tempTokenHash !== null && guest.tempTokenExpiresAt !== null && guest.tempTokenExpiresAt.getTime() > at.getTime() && matchesHash(details.tempToken, guest.tempTokenHash);
    if (!isTokenValid || guest.verifiedPhone !== details.phone) throw new InvalidError(GUEST_MESSAGES.tempToken, 'invalid_temp_token', { temp_token: GUEST_MESSAGES.tempToken });
    const [holder] = await tx.select({ id: users.id, email: users.email }).from(users)
      .where(and(ne(users.id, userId), or(sql`lower(${users.email}) = ${details.email}`, and(eq(users.phoneNumber, details.phone), eq(users.companyId, companyId)))))
      .limit(1);
    if (holder) return holder;
    await tx.update(users).set({
      userType: 'limited_user', email: details.email, firstName: details.firstName, lastName: details.lastName, phoneNumber: details.phone, passwordHash: details.passwordHash, featureFlags: NEW_CUSTOMER_FLAGS,
    }).where(eq(users.id, userId));
    const name = `${details.firstName} ${details.lastName}`;
    await tx.update(accounts).set({ displayName: name, fullName: name }).where(eq(accounts.id, input.accountId));
    await tx.delete(guestUsers).where(eq(guestUsers.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return null;
  }).catch((error: unknown) => {
    // The unique e-mail index caught a holder who appeared meanwhile: the same answer as one found above.
    if (isUniqueViolation(error)) return { id: 0, email: '' };
    throw error;
  });
  if (taken) {
    if (taken.email.toLowerCase() === details.email) {
      await mailer.send({
        to: taken.email,
        subject: 'Someone tried to open a Qube account with your e-mail',
        body: 'A new Qube account was started with your e-mail address. If it was you, sign in or reset your password instead. If it was not, you can ignore this message.',
      }, at);
    }
    throw new ConflictError(GUEST_MESSAGES.reused, 'registration_reused');
  }
};
