import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt, ts } from '../../platform/db/columns';
import { accounts, ledgerMovements } from '../accounts/schema';
import { linkedBankAccounts } from '../funding/schema';
import { users } from '../identity/schema';
import { qubes } from '../qubes/schema';

/**
 * The registration area's tables: registrationCodes, registrationApplications, identityChecks, guestUsers, friendInvitations, jointAccountInvitations, qubePlusMigrations, qubePlusMigrationQubes, qubePlusBetaSignups, authorizedUserInvitations.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
/**
 * Registration (issue 11): a code texted by v2/onboarding/go/ before any application exists (sha256 stored), with the
 * start form it confirms. The latest unused one per phone counts.
 */
export const registrationCodes = pgTable('registration_codes', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('registration_codes_phone_idx').on(t.phoneNumber, t.companyId)]);

/**
 * The resumable application form (ON-10, API-55): one open application per verified phone and company; its token
 * (sha256 stored) rides in an HttpOnly cookie. Secrets are columns of their own and never answered: the password only as
 * a hash, the SSN only until the identity check ends.
 */
export const registrationApplications = pgTable('registration_applications', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  tokenHash: text('token_hash').notNull(),
  status: text('status').notNull().default('open'),
  completedStepIndex: integer('completed_step_index').notNull().default(0),
  form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
  passwordHash: text('password_hash'),
  ssn: text('ssn'),
  payment: jsonb('payment').$type<Record<string, unknown>>(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [
  uniqueIndex('registration_applications_token_uq').on(t.tokenHash),
  uniqueIndex('registration_applications_open_phone_uq').on(t.phoneNumber, t.companyId).where(sql`${t.status} = 'open'`),
]);

/** Identity checks of the provider interface (api/src/platform/providers/identity/): one redirect session each (sha256 stored). */
export const identityChecks = pgTable('identity_checks', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => registrationApplications.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  sessionHash: text('session_hash').notNull(),
  finalTargetUrl: text('final_target_url').notNull(),
  ipAddress: text('ip_address').notNull(),
  status: text('status').notNull().default('pending'),
  result: text('result'),
  expiresAt: ts('expires_at').notNull(),
  finishedAt: ts('finished_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('identity_checks_session_uq').on(t.sessionHash)]);

/**
 * Guests (issue 11 section 2, migration 0021): the anonymous user's browser-made ids (uuid_2 only as its sha256), the
 * phone proved in the sign-up dialog with its temp_token (sha256, 15 minutes), and when it was last seen: guests
 * untouched for 30 days are removed (areas/registration/guests.ts).
 */
export const guestUsers = pgTable('guest_users', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  uuid1: text('uuid_1').notNull(),
  uuid2Hash: text('uuid_2_hash').notNull(),
  discountCode: text('discount_code'),
  urlParams: text('url_params'),
  verifiedPhone: text('verified_phone'),
  tempTokenHash: text('temp_token_hash'),
  tempTokenExpiresAt: ts('temp_token_expires_at'),
  lastSeenAt: stampedAt('last_seen_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('guest_users_uuid_uq').on(t.companyId, t.uuid1), index('guest_users_last_seen_idx').on(t.lastSeenAt)]);

/** Invite a Friend (ON-70): the e-mail invited and the referral code its landing link carries. */
export const friendInvitations = pgTable('friend_invitations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  referralCode: text('referral_code').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('friend_invitations_code_uq').on(t.referralCode)]);

/**
 * Joint-account invitations (ON-71): a member of a household (Qube+) account invites a person by e-mail (lower case);
 * the person with that e-mail accepts (becomes a household member) or declines. One pending per account and e-mail.
 */
export const jointAccountInvitations = pgTable('joint_account_invitations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  inviterUserId: integer('inviter_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  status: text('status').notNull().default('pending'),
  sendCount: integer('send_count').notNull().default(1),
  lastSentAt: ts('last_sent_at').notNull(),
  responderUserId: integer('responder_user_id').references(() => users.id, { onDelete: 'set null' }),
  respondedAt: ts('responded_at'),
  /** sha256 of the acceptance code mailed with the latest send (migration 0030): the invited address is proven by it. */
  acceptCodeHash: text('accept_code_hash'),
  acceptAttempts: integer('accept_attempts').notNull().default(0),
  createdAt: stampedAt('created_at'),
}, (t) => [index('joint_invitations_email_idx').on(t.companyId, t.email)]);

// --- Migration to Qube+ (migration 0024, issue 11 §3: ON-49 to ON-64, API-58).
/**
 * One migration to Qube+: the legacy account (null for a fresh Qube+ account), the household account made for it and
 * its migration_step (0..6). Unique per legacy account, and one fresh Qube+ account per user (partial unique indexes
 * in the SQL), so a repeated call finds the first migration instead of making a second account.
 */
export const qubePlusMigrations = pgTable('qube_plus_migrations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sourceAccountId: integer('source_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  targetAccountId: integer('target_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** 'migrate' (copies an account) or 'fresh'. */
  kind: text('kind').notNull(),
  step: integer('step').notNull().default(0),
  bankAccountId: integer('bank_account_id').references(() => linkedBankAccounts.id, { onDelete: 'set null' }),
  /** The ledger movement that moved the balances (step 2). */
  movementId: integer('movement_id').references(() => ledgerMovements.id, { onDelete: 'set null' }),
  directDepositChoice: text('direct_deposit_choice'),
  disclosureAcceptedAt: ts('disclosure_accepted_at'),
  optedOutAt: ts('opted_out_at'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/** Each qube a migration copied: the legacy qube and the Qube+ one; completed_at once the person reviewed it. */
export const qubePlusMigrationQubes = pgTable('qube_plus_migration_qubes', {
  id: serial('id').primaryKey(),
  migrationId: integer('migration_id').notNull().references(() => qubePlusMigrations.id, { onDelete: 'cascade' }),
  sourceQubeId: integer('source_qube_id').notNull(),
  targetQubeId: integer('target_qube_id').notNull().references(() => qubes.id, { onDelete: 'cascade' }),
  completedAt: ts('completed_at'),
}, (t) => [uniqueIndex('qube_plus_migration_qubes_uq').on(t.migrationId, t.sourceQubeId)]);

/** The public Qube+ beta's sign-ups (/beta, ON-49): one per e-mail address, kept in lower case. */
export const qubePlusBetaSignups = pgTable('qube_plus_beta_signups', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  query: text('query').notNull().default(''),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('qube_plus_beta_signups_email_uq').on(t.email)]);

// --- Authorized users (migration 0025, ON-72).

/**
 * An authorized-user invitation, which is also the invited person's application: the link token (sha256, 7 days, one
 * use), the steps entered so far, the texted code and the password hash; once finished, the user it made (status
 * active). status: invited, active, revoked, removed.
 */
export const authorizedUserInvitations = pgTable('authorized_user_invitations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  inviterUserId: integer('inviter_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  status: text('status').notNull().default('invited'),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
  completedStepIndex: integer('completed_step_index').notNull().default(0),
  phoneNumber: text('phone_number'),
  isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
  codeHash: text('code_hash'),
  codeSentAt: ts('code_sent_at'),
  codeExpiresAt: ts('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  passwordHash: text('password_hash'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: ts('used_at'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [
  uniqueIndex('authorized_user_invitations_token_uq').on(t.tokenHash),
  uniqueIndex('authorized_user_invitations_invited_uq').on(t.accountId, t.email).where(sql`${t.status} = 'invited'`),
  index('authorized_user_invitations_account_idx').on(t.accountId, t.id),
]);
