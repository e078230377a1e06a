import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts } from '../accounts/schema';
import { users } from '../identity/schema';

/**
 * The partners area's tables: affiliateProfiles, partnerCodes, partnerPersonalizations, partnerLeads, partnerConversions, partnerNodeSales, partnerPayouts, coachProfiles, partnerPrograms.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
export const affiliateProfiles = pgTable('affiliate_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  programType: text('program_type').notNull(),
  affiliateFeatures: jsonb('affiliate_features').$type<string[]>().notNull().default([]),
  landing: integer('landing').notNull().default(0),
  checkout: integer('checkout').notNull().default(0),
  basic: integer('basic').notNull().default(0),
  premium: integer('premium').notNull().default(0),
  family: integer('family').notNull().default(0),
  commission: money('commission').notNull().default('0'),
  pending: integer('pending').notNull().default(0),
  pendingPremium: integer('pending_premium').notNull().default(0),
  pendingFamily: integer('pending_family').notNull().default(0),
  pendingCommission: money('pending_commission').notNull().default('0'),
}, (t) => [uniqueIndex('affiliate_profiles_user_uq').on(t.userId)]);

/** A partner's affiliate code (CO-16), stored upper case, unique site-wide. */
export const partnerCodes = pgTable('partner_codes', {
  id: serial('id').primaryKey(),
  partnerUserId: integer('partner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('partner_codes_code_uq').on(t.code), index('partner_codes_partner_idx').on(t.partnerUserId)]);

/** What the onboarding landing shows to people who come with the partner's code (CO-16, welcome-assets). */
export const partnerPersonalizations = pgTable('partner_personalizations', {
  partnerUserId: integer('partner_user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull().default(''),
  imageUrl: text('image_url'),
  updatedAt: stampedAt('updated_at'),
});

/** Someone who started signing up with a partner's code (CO-20); converted_at once they bought a plan. */
export const partnerLeads = pgTable('partner_leads', {
  id: serial('id').primaryKey(),
  partnerUserId: integer('partner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  applicationId: integer('application_id'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  signedUpAt: ts('signed_up_at').notNull(),
  convertedAt: ts('converted_at'),
}, (t) => [uniqueIndex('partner_leads_application_uq').on(t.applicationId), index('partner_leads_partner_idx').on(t.partnerUserId, t.signedUpAt)]);

/** A customer who bought a plan with a partner's code (CO-13; the coach's clients, CO-22). */
export const partnerConversions = pgTable('partner_conversions', {
  id: serial('id').primaryKey(),
  partnerUserId: integer('partner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  leadId: integer('lead_id').references(() => partnerLeads.id, { onDelete: 'set null' }),
  customerUserId: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email'),
  product: text('product').notNull(),
  accountCreated: ts('account_created').notNull(),
  earned: money('earned').notNull(),
  commission: money('commission').notNull(),
  active: boolean('active').notNull().default(true),
  /** The commission is pending until then (the hold for refunds), collectable after. */
  collectableAt: ts('collectable_at').notNull(),
}, (t) => [index('partner_conversions_partner_idx').on(t.partnerUserId, t.accountCreated), uniqueIndex('partner_conversions_customer_uq').on(t.customerUserId)]);

/** A node sale of a rewards partner (CO-18), or a reservation not yet paid (status pending, CO-19). */
export const partnerNodeSales = pgTable('partner_node_sales', {
  id: serial('id').primaryKey(),
  partnerUserId: integer('partner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  customerName: text('customer_name').notNull(),
  referredBy: text('referred_by').notNull(),
  status: text('status').notNull(),
  product: text('product').notNull(),
  basicNodes: integer('basic_nodes').notNull().default(0),
  smartNodes: integer('smart_nodes').notNull().default(0),
  earned: money('earned').notNull(),
  commission: money('commission').notNull(),
  reservedAt: ts('reserved_at').notNull(),
  soldAt: ts('sold_at'),
}, (t) => [index('partner_node_sales_partner_idx').on(t.partnerUserId, t.status, t.soldAt)]);

/** Commission paid into the partner's own Cloud (CO-15); activity_id null for history from before the ledger. */
export const partnerPayouts = pgTable('partner_payouts', {
  id: serial('id').primaryKey(),
  partnerUserId: integer('partner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  activityId: integer('activity_id'),
  amount: money('amount').notNull(),
  status: text('status').notNull().default('paid'),
  paidAt: ts('paid_at').notNull(),
}, (t) => [index('partner_payouts_partner_idx').on(t.partnerUserId, t.paidAt)]);

/** The coach profile (CO-21). */
export const coachProfiles = pgTable('coach_profiles', {
  partnerUserId: integer('partner_user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  activeClients: integer('active_clients').notNull().default(0),
  powerSession: money('power_session'),
  groupPricing: money('group_pricing'),
  individualPricing: money('individual_pricing'),
  discoveryCalendar: text('discovery_calendar'),
  powerUserWebinar: text('power_user_webinar'),
  groupCalendar: text('group_calendar'),
  individualCalendar: text('individual_calendar'),
  isTakingNewClients: boolean('is_taking_new_clients').notNull().default(true),
  phoneNumber: text('phone_number'),
  email: text('email'),
  tuneAffiliateCode: text('tune_affiliate_code'),
  updatedAt: stampedAt('updated_at'),
});

/** The program a partner runs (CO-15 programs, CO-22 Manage Program). */
export const partnerPrograms = pgTable('partner_programs', {
  partnerUserId: integer('partner_user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  format: text('format').notNull().default('individual'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('20.00'),
  holdDays: integer('hold_days').notNull().default(30),
  joinedAt: stampedAt('joined_at'),
  updatedAt: ts('updated_at'),
});
