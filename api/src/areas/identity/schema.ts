import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, stampedAt, ts } from '../../platform/db/columns';

/**
 * The identity area's tables: users, sessions, loginCodes, passwordResetTokens, phoneVerifications, addressDocuments, spentChallenges.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  userType: text('user_type').notNull().default('regular_user'),
  isCoach: boolean('is_coach').notNull().default(false),
  isAffiliate: boolean('is_affiliate').notNull().default(false),
  isRewardsAffiliate: boolean('is_rewards_affiliate').notNull().default(false),
  featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
  addressStreet: text('address_street'),
  addressApartmentNo: text('address_apartment_no'),
  addressCity: text('address_city'),
  addressState: text('address_state'),
  addressPostalCode: text('address_postal_code'),
  /** Set by users/unsubscribe-from-emails/: no marketing mail. */
  emailOptOut: boolean('email_opt_out').notNull().default(false),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('users_email_uq').on(t.email)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  trustDevice: boolean('trust_device').notNull().default(false),
  createdAt: stampedAt('created_at'),
  /** Moved by authenticated requests (at most every 10 s); the idle lifetime counts from here. */
  lastSeenAt: stampedAt('last_seen_at'),
}, (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/**
 * One-time sign-in codes (SH-19 `?token=`): made by POST users/login-codes/ for a link the site itself sends, spent by
 * POST users/login-codes/exchange/ within 60 s, once, in the same company. A link ends up in mail archives, browser
 * history and access logs, so it carries this code and never a session token; only the sha256 is stored.
 */
export const loginCodes = pgTable('login_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  /** The session that made it: a code dies with it (logout, password reset), so it never outlives its maker. */
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [uniqueIndex('login_codes_code_uq').on(t.codeHash), index('login_codes_expires_idx').on(t.expiresAt)]);

/** Single-use password reset links (users/forgot-password/): only the sha256 of the token is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('password_reset_tokens_token_uq').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)]);

/** Codes sent by users/add-new-phone-number/ (sha256 stored); the latest one per user counts. */
export const phoneVerifications = pgTable('phone_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('phone_verifications_user_idx').on(t.userId)]);

/** Proof-of-address files uploaded with users/me/change-address-documents/ (status pending until reviewed). */
export const addressDocuments = pgTable('address_documents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('address_documents_user_idx').on(t.userId)]);

/**
 * Solved sign-in challenges (areas/identity/signInChallenge.ts), one row per challenge signature once spent: a solution works
 * once. login_allowed lets the one login after a successful check-credentials for the same e-mail spend it again.
 */
export const spentChallenges = pgTable('spent_challenges', {
  signature: text('signature').primaryKey(),
  email: text('email').notNull(),
  loginAllowed: boolean('login_allowed').notNull().default(false),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)]);
