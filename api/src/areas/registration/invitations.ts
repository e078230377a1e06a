import crypto from 'node:crypto';
import type { JointInvitation } from '@qube/contract/invitations';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { accountMembers, accounts, friendInvitations, jointAccountInvitations, notifications, users } from '../../platform/db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import { InvalidError, ForbiddenError, NotFoundError, ConflictError, TooManyError } from '../../platform/errors';
import { loadMembership } from '../accounts';
import { EMAIL_RE, MESSAGES } from '../../platform/validation';
import { inTransaction } from '../../platform/db/transactions';

/**
 * Invitations (ON-70, ON-71, API-59). A friend is invited by e-mail with a referral code that their landing link
 * carries (/register/begin?referral_code=…: 60 days free, ON-06). A joint-account invitation asks a person, by
 * e-mail, to join a household (Qube+) account: only the person with that e-mail answers it, and accepting makes them
 * a household member, so the account appears in their account switcher.
 * docs/adr/0080-invitations-and-joint-accounts.md.
 */

export const INVITE_MESSAGES = {
  self: 'You cannot invite yourself.',
  guest: 'Create an account to invite people.',
  notHousehold: 'Joint accounts are Qube+ household accounts. Switch to your Qube+ account to invite someone to it.',
  alreadyMember: 'This person is already a member of this account.',
  pendingExists: 'An invitation to this e-mail address is waiting for an answer. You can resend it.',
  notFound: 'Invitation not found.',
  answered: 'This invitation has already been answered.',
  resendTooSoon: 'This invitation was just sent. Please wait a minute before sending it again.',
  resendLimit: 'This invitation has been sent 5 times. Ask the person to check their e-mail.',
  codeRequired: 'Enter the code from the invitation e-mail.',
  codeWrong: 'This code does not match. Use the code in the latest invitation e-mail.',
  codeSpent: 'Too many wrong codes. Ask the person who invited you to resend the invitation.',
} as const;

/** Wrong acceptance codes an invitation takes before its code is void (the sender's resend mails a new one). */
export const MAX_CODE_ATTEMPTS = 10;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An acceptance code: 8 base-32 characters (40 bits), shown as XXXX-XXXX; 10 tries make guessing it hopeless. */
const newAcceptCode = () => {
  const raw = Array.from(crypto.randomBytes(8), (b) => CODE_ALPHABET[b % 32]).join('');
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
};
/** A typed code as stored: upper case, dashes and spaces dropped (people copy it either way). */
const normaliseCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashCode = (code: string) => crypto.createHash('sha256').update(normaliseCode(code)).digest('hex');

/** How often one joint invitation can be sent (the first time included), and the pause between two sends. */
export const MAX_SENDS = 5;
export const RESEND_PAUSE_MS = 60_000;

type Inviter = { id: number; companyId: number; email: string; firstName: string; lastName: string; userType: string };

/** A trimmed, lower-case e-mail address, or 400 with the forms' message (SD-15). */
export const normaliseEmail = (value: string): string => {
  const email = value.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new InvalidError(MESSAGES.email, 'invalid', { email: MESSAGES.email });
  return email;
};

const requireRealUser = (user: Inviter) => {
  if (user.userType === 'anonymous_user') throw new ForbiddenError(INVITE_MESSAGES.guest, 'forbidden');
};

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** An unguessable referral code: 'F' and 10 base-32 characters (its only power is 60 free days, ON-06). */
const newReferralCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `F${Array.from(crypto.randomBytes(10), (b) => alphabet[b % 32]).join('')}`;
};

/** POST users/account/{id}/invite-a-friend/: mails the friend a landing link with the inviter's referral code. */
export const inviteFriend = async (
  db: Db, mailer: Mailer,
  input: { user: Inviter; accountId: number; email: string; origin: string; now: Date },
) => {
  requireRealUser(input.user);
  const email = normaliseEmail(input.email);
  if (email === input.user.email.toLowerCase()) throw new InvalidError(INVITE_MESSAGES.self, 'invalid', { email: INVITE_MESSAGES.self });
  const referralCode = newReferralCode();
  await db.insert(friendInvitations).values({ accountId: input.accountId, userId: input.user.id, email, referralCode, createdAt: input.now });
  const link = `${input.origin}/register/begin?referral_code=${referralCode}`;
  // Our wording only: the inviter's name is the one they registered with, the rest is ours (no note, no greeting typed
  // by the sender), so the mail cannot carry a stranger's text to any address.
  const body = `Hi,\n\n${fullName(input.user)} invited you to Qube, the app that splits your money into qubes so every dollar has a job.\n\nOpen an account with this link and your first 60 days are free:\n${link}`;
  await mailer.send({ to: email, subject: `${input.user.firstName} invited you to Qube`, body }, input.now);
  return { email, referral_code: referralCode, message: `Invitation sent to ${email}.` };
};

const inviterUsers = alias(users, 'inviter_users');

const invitationRows = (db: Db) => db
  .select({ invitation: jointAccountInvitations, accountName: accounts.displayName, inviterFirst: inviterUsers.firstName, inviterLast: inviterUsers.lastName })
  .from(jointAccountInvitations)
  .innerJoin(accounts, eq(accounts.id, jointAccountInvitations.accountId))
  .innerJoin(inviterUsers, eq(inviterUsers.id, jointAccountInvitations.inviterUserId));

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationRows>['where']>>[number];

const invitationJson = (row: InvitationRow): JointInvitation => ({
  id: row.invitation.id,
  account_id: row.invitation.accountId,
  account_name: row.accountName,
  inviter_name: `${row.inviterFirst} ${row.inviterLast}`.trim(),
  email: row.invitation.email,
  first_name: row.invitation.firstName,
  status: row.invitation.status as JointInvitation['status'],
  send_count: row.invitation.sendCount,
  last_sent_at: row.invitation.lastSentAt.toISOString(),
  responded_at: row.invitation.respondedAt ? row.invitation.respondedAt.toISOString() : null,
  created_at: row.invitation.createdAt.toISOString(),
});

const loadInvitation = async (db: Db, id: number) => {
  const [row] = await invitationRows(db).where(eq(jointAccountInvitations.id, id)).limit(1);
  return row ?? null;
};

/**
 * Mails the invitation with a new acceptance code (it replaces the one of an earlier send) and, when the person already
 * banks with us, tells them in their notifications too. Only the mailbox gets the code: accepting needs it, so holding
 * an account whose unverified e-mail matches is not enough to join someone's household.
 */
const deliver = async (db: Db, mailer: Mailer, row: InvitationRow, origin: string, now: Date) => {
  const inviter = `${row.inviterFirst} ${row.inviterLast}`.trim();
  const code = newAcceptCode();
  await db.update(jointAccountInvitations).set({ acceptCodeHash: hashCode(code), acceptAttempts: 0 }).where(eq(jointAccountInvitations.id, row.invitation.id));
  // The first name the inviter typed stays on their list, not in the mail: the mail is our wording only.
  const body = `Hi,\n\n${inviter} invited you to share the Qube+ household account "${row.accountName}".\n\nYour code to accept: ${code}\n\nSign in and open Invite a Friend to accept (with this code) or decline:\n${origin}/invite/friend?invitation_code=${code}\n\nNo Qube account yet? Open one with this e-mail address first:\n${origin}/register/begin`;
  await mailer.send({ to: row.invitation.email, subject: `${inviter} invited you to a joint Qube account`, body }, now);
  const [invited] = await db
    .select({ accountId: accountMembers.accountId })
    .from(users)
    .innerJoin(accountMembers, and(eq(accountMembers.userId, users.id), eq(accountMembers.role, 'primary')))
    .where(and(eq(users.companyId, row.invitation.companyId), sql`lower(${users.email}) = ${row.invitation.email}`))
    .limit(1);
  if (invited) {
    await db.insert(notifications).values({
      accountId: invited.accountId, type: 'joint_account', title: 'Joint account invitation',
      body: `${inviter} invited you to join ${row.accountName}. Open Invite a Friend to accept or decline.`, createdAt: now,
    });
  }
};

/** POST web/joint-account-invitations/: a member of a household account invites a person by e-mail. */
export const createJointInvitation = async (
  db: Db, mailer: Mailer,
  input: { user: Inviter; companyId: number; accountId: number; email: string; firstName?: string; origin: string; now: Date },
) => {
  requireRealUser(input.user);
  const membership = await loadMembership(db, input.user.id, input.companyId, input.accountId);
  if (!membership.account.isAggregate || (membership.role !== 'primary' && membership.role !== 'household')) {
    throw new InvalidError(INVITE_MESSAGES.notHousehold, 'invalid', { account_id: INVITE_MESSAGES.notHousehold });
  }
  const email = normaliseEmail(input.email);
  if (email === input.user.email.toLowerCase()) throw new InvalidError(INVITE_MESSAGES.self, 'invalid', { email: INVITE_MESSAGES.self });
  const [member] = await db
    .select({ id: users.id })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, input.accountId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (member) throw new ConflictError(INVITE_MESSAGES.alreadyMember, 'already_member', { email: INVITE_MESSAGES.alreadyMember });
  const [created] = await db.insert(jointAccountInvitations).values({
    accountId: input.accountId, companyId: input.companyId, inviterUserId: input.user.id, email,
    firstName: input.firstName?.trim() ?? '', status: 'pending', sendCount: 1, lastSentAt: input.now, createdAt: input.now,
  }).onConflictDoNothing().returning({ id: jointAccountInvitations.id });
  if (!created) throw new ConflictError(INVITE_MESSAGES.pendingExists, 'pending_exists', { email: INVITE_MESSAGES.pendingExists });
  const row = await loadInvitation(db, created.id);
  if (!row) throw new Error('created invitation missing');
  await deliver(db, mailer, row, input.origin, input.now);
  return { invitation: invitationJson(row), message: `Invitation sent to ${email}.` };
};

/** GET web/joint-account-invitations/me/: what the user sent, and what was sent to their e-mail address. */
export const listJointInvitations = async (db: Db, user: Inviter) => {
  const sent = await invitationRows(db)
    .where(and(eq(jointAccountInvitations.inviterUserId, user.id), eq(jointAccountInvitations.companyId, user.companyId)))
    .orderBy(desc(jointAccountInvitations.id)).limit(100);
  const received = await invitationRows(db)
    .where(and(eq(jointAccountInvitations.companyId, user.companyId), eq(jointAccountInvitations.email, user.email.toLowerCase())))
    .orderBy(desc(jointAccountInvitations.id)).limit(100);
  return { sent: sent.map(invitationJson), received: received.map(invitationJson) };
};

/**
 * Accepting proves the invited address with the mailed code. The try is counted in one statement before the compare
 * (and outside the answer's transaction, so a wrong code's count is kept): parallel guesses each spend one.
 */
const checkAcceptCode = async (db: Db, user: Inviter, id: number, code: string | undefined) => {
  const mine = and(eq(jointAccountInvitations.id, id), eq(jointAccountInvitations.companyId, user.companyId), eq(jointAccountInvitations.email, user.email.toLowerCase()));
  if (!code || normaliseCode(code) === '') {
    const [exists] = await db.select({ id: jointAccountInvitations.id }).from(jointAccountInvitations).where(mine).limit(1);
    if (!exists) throw new NotFoundError(INVITE_MESSAGES.notFound, 'not_found');
    throw new InvalidError(INVITE_MESSAGES.codeRequired, 'invalid', { code: INVITE_MESSAGES.codeRequired });
  }
  const [tried] = await db.update(jointAccountInvitations)
    .set({ acceptAttempts: sql`${jointAccountInvitations.acceptAttempts} + 1` })
    .where(and(mine, eq(jointAccountInvitations.status, 'pending'), lt(jointAccountInvitations.acceptAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ hash: jointAccountInvitations.acceptCodeHash });
  if (!tried) {
    const [row] = await db.select({ status: jointAccountInvitations.status }).from(jointAccountInvitations).where(mine).limit(1);
    if (!row) throw new NotFoundError(INVITE_MESSAGES.notFound, 'not_found');
    if (row.status !== 'pending') throw new ConflictError(INVITE_MESSAGES.answered, 'already_answered');
    throw new TooManyError(INVITE_MESSAGES.codeSpent, 'code_attempts_exceeded', { code: INVITE_MESSAGES.codeSpent });
  }
  const given = Buffer.from(hashCode(code), 'hex');
  const stored = tried.hash ? Buffer.from(tried.hash, 'hex') : null;
  if (!stored || stored.length !== given.length || !crypto.timingSafeEqual(stored, given)) {
    throw new InvalidError(INVITE_MESSAGES.codeWrong, 'invalid_code', { code: INVITE_MESSAGES.codeWrong });
  }
};

/**
 * PUT web/joint-account-invitations/{id}/: only the invited person (the signed-in user with the invited e-mail, in the
 * same company, holding the mailed code to accept) answers; anyone else gets 404, so ids reveal nothing. Accepting adds
 * them as a household member.
 */
export const answerJointInvitation = async (db: Db, user: Inviter, id: number, status: 'accepted' | 'declined', code: string | undefined, now: Date) => {
  requireRealUser(user);
  if (status === 'accepted') await checkAcceptCode(db, user, id, code);
  const answered = await inTransaction(db, async (tx) => {
    const [invitation] = await tx.select().from(jointAccountInvitations)
      .where(and(eq(jointAccountInvitations.id, id), eq(jointAccountInvitations.companyId, user.companyId), eq(jointAccountInvitations.email, user.email.toLowerCase())))
      .for('update').limit(1);
    if (!invitation) throw new NotFoundError(INVITE_MESSAGES.notFound, 'not_found');
    if (invitation.status !== 'pending') throw new ConflictError(INVITE_MESSAGES.answered, 'already_answered');
    if (status === 'accepted') {
      await tx.insert(accountMembers).values({ accountId: invitation.accountId, userId: user.id, role: 'household' }).onConflictDoNothing();
    }
    await tx.update(jointAccountInvitations).set({ status, responderUserId: user.id, respondedAt: now }).where(eq(jointAccountInvitations.id, id));
    return invitation.id;
  });
  const row = await loadInvitation(db, answered);
  if (!row) throw new Error('answered invitation missing');
  return {
    invitation: invitationJson(row),
    message: status === 'accepted' ? `You joined ${row.accountName}. Switch to it from the account menu.` : 'Invitation declined.',
  };
};

/** POST web/joint-account-invitations/{id}/resend/: the sender mails a pending invitation again (a minute apart, 5 sends). */
export const resendJointInvitation = async (db: Db, mailer: Mailer, user: Inviter, id: number, origin: string, now: Date) => {
  requireRealUser(user);
  const row = await loadInvitation(db, id);
  if (!row || row.invitation.inviterUserId !== user.id || row.invitation.companyId !== user.companyId) {
    throw new NotFoundError(INVITE_MESSAGES.notFound, 'not_found');
  }
  if (row.invitation.status !== 'pending') throw new ConflictError(INVITE_MESSAGES.answered, 'already_answered');
  if (row.invitation.sendCount >= MAX_SENDS) throw new TooManyError(INVITE_MESSAGES.resendLimit, 'rate_limited');
  if (now.getTime() - row.invitation.lastSentAt.getTime() < RESEND_PAUSE_MS) throw new TooManyError(INVITE_MESSAGES.resendTooSoon, 'rate_limited');
  // The count and time move only if nobody resent in between (two clicks at once send one mail).
  const [updated] = await db.update(jointAccountInvitations)
    .set({ sendCount: row.invitation.sendCount + 1, lastSentAt: now })
    .where(and(eq(jointAccountInvitations.id, id), eq(jointAccountInvitations.sendCount, row.invitation.sendCount), eq(jointAccountInvitations.status, 'pending')))
    .returning({ id: jointAccountInvitations.id });
  if (!updated) throw new TooManyError(INVITE_MESSAGES.resendTooSoon, 'rate_limited');
  const fresh = await loadInvitation(db, id);
  if (!fresh) throw new Error('resent invitation missing');
  await deliver(db, mailer, fresh, origin, now);
  return { invitation: invitationJson(fresh), message: `Invitation sent again to ${fresh.invitation.email}.` };
};
