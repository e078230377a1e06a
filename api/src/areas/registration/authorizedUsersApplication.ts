import { AUTHORIZED_USER_STEPS, type AuthorizedUserApplication, type AuthorizedUserStep } from '@qube/contract/authorizedUsers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { accounts, authorizedUserInvitations, users } from '../../platform/db/schema';
import { ConflictError, GoneError, NotFoundError } from '../../platform/errors';
import { PHONE_CODE_RESEND_AFTER_SECONDS } from '../identity';
import { birthDateFault, MESSAGES as REGISTRATION_MESSAGES } from './registration';
import { hashToken } from '../../platform/http/auth';

/**
 * The authorized user's application (ON-72): the invitation row holds it, and these are its rules and reads. The
 * browser holds the link's token in a cookie (authorizedUsersApplication.http.ts). docs/adr/0083-authorized-users.md.
 */

export type InvitationRow = typeof authorizedUserInvitations.$inferSelect;

/** What the form holds (jsonb): the steps' answers that have no column of their own. */
export type AuthorizedUserForm = {
  birth_date?: string;
  virtual_card_selected?: boolean;
  debit_card_design?: 'classic' | null;
  address_street?: string;
  address_apartment_no?: string | null;
  address_city?: string;
  address_state?: string;
  address_postal_code?: string;
};

export const AU_MESSAGES = {
  invalidLink: 'This invitation link is not valid. Ask the account owner to invite you again.',
  expired: 'This invitation has expired. Ask the account owner to invite you again.',
  used: 'This invitation has already been used. Sign in instead.',
  emailMismatch: 'Please use the e-mail address the invitation was sent to.',
  emailTaken: 'This e-mail address already has a Qube account, so it cannot be added as an authorized user. Ask the account owner to invite another address.',
  phoneTaken: 'This phone number belongs to another Qube account. Please use another number.',
  tooYoung: 'Authorized users must be at least 13 years old.',
  birthDate: REGISTRATION_MESSAGES.birthDate,
  earlierSteps: REGISTRATION_MESSAGES.earlierSteps,
  password: REGISTRATION_MESSAGES.password,
  design: 'Please choose a card design.',
  confirm: 'Please confirm your details.',
  notOwner: 'Only the account owner can invite authorized users.',
  authorizedUser: 'Authorized users cannot invite or manage other authorized users. Ask the account owner.',
  accountType: 'Authorized users can be added to personal accounts only.',
  self: 'You cannot invite yourself.',
  pendingExists: 'An invitation to this e-mail address is waiting to be used.',
  alreadyActive: 'This person is already an authorized user of this account.',
  tooMany: 'An account can have at most 5 authorized users.',
  notFound: 'Authorized user not found.',
} as const;

/** How long an invitation link works, and how many authorized users (invited or active) an account may have. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_AUTHORIZED_USERS = 5;

export const stepIndexOf = (step: AuthorizedUserStep): number => AUTHORIZED_USER_STEPS.indexOf(step);

/** An invitation the link may still use, or the refusal: unknown, revoked or removed 404; used or expired 410. */
export const assertUsable = (row: InvitationRow | undefined, companyId: number, now: Date): InvitationRow => {
  if (!row || row.companyId !== companyId) throw new NotFoundError(AU_MESSAGES.invalidLink, 'invalid_invitation');
  if (row.status === 'active' || row.usedAt) throw new GoneError(AU_MESSAGES.used, 'invitation_used');
  if (row.status !== 'invited') throw new NotFoundError(AU_MESSAGES.invalidLink, 'invalid_invitation');
  if (row.expiresAt.getTime() <= now.getTime()) throw new GoneError(AU_MESSAGES.expired, 'invitation_expired');
  return row;
};

/** The invitation of a token (the link's or the cookie's). */
export const invitationByToken = async (db: Db, token: string | undefined, companyId: number, now: Date): Promise<InvitationRow> => {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new NotFoundError(AU_MESSAGES.invalidLink, 'invalid_invitation');
  const [row] = await db.select().from(authorizedUserInvitations).where(eq(authorizedUserInvitations.tokenHash, hashToken(token))).limit(1);
  return assertUsable(row, companyId, now);
};

/** The one rule of every step save: the person has reached this step. */
export const assertReached = (row: InvitationRow, step: AuthorizedUserStep) => {
  if (row.completedStepIndex < stepIndexOf(step)) throw new ConflictError(AU_MESSAGES.earlierSteps, 'step_not_reached');
};

/** Seconds before another code may be texted (50 s after the last, ON-42's rule). */
export const resendAfter = (row: InvitationRow, now: Date): number => {
  if (!row.codeSentAt || row.isPhoneVerified) return 0;
  const waited = Math.floor((now.getTime() - row.codeSentAt.getTime()) / 1000);
  return Math.max(0, PHONE_CODE_RESEND_AFTER_SECONDS - waited);
};

/** The application as the browser reads it. */
export const applicationView = async (db: Db, row: InvitationRow, now: Date): Promise<AuthorizedUserApplication> => {
  const [account] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, row.accountId)).limit(1);
  const [inviter] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, row.inviterUserId)).limit(1);
  const form = row.form as AuthorizedUserForm;
  const index = Math.min(Math.max(row.completedStepIndex, 0), AUTHORIZED_USER_STEPS.length - 1);
  return {
    current_step: AUTHORIZED_USER_STEPS[index] ?? 'first-name-last-name-email',
    completed_step_index: index,
    account_name: account?.name ?? '',
    inviter_name: inviter ? `${inviter.first} ${inviter.last}`.trim() : '',
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    birth_date: form.birth_date ?? null,
    phone_number: row.phoneNumber,
    is_phone_verified: row.isPhoneVerified,
    resend_after_seconds: resendAfter(row, now),
    has_password: row.passwordHash !== null,
    virtual_card_selected: form.virtual_card_selected ?? null,
    debit_card_design: form.virtual_card_selected === false ? (form.debit_card_design ?? 'classic') : null,
    address_street: form.address_street ?? null,
    address_apartment_no: form.address_apartment_no ?? null,
    address_city: form.address_city ?? null,
    address_state: form.address_state ?? null,
    address_postal_code: form.address_postal_code ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
};

/** A real day (YYYY-MM-DD) and at least 13 years before `today` (authorized minors are 13 to 17, adults 18+). */
export const authorizedBirthDateProblem = (value: string, today: Date): string | null => {
  const fault = birthDateFault(value, today, 13);
  return fault === 'not_a_date' ? AU_MESSAGES.birthDate : fault === 'too_young' ? AU_MESSAGES.tooYoung : null;
};
