import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';
import { users } from '../identity/schema';

/**
 * The plans area's tables: accountPlans, planChanges, appliedPromoCodes, planInvoices, planInvoiceLines, planUsage, promoRedemptions.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
/**
 * Plans (issue 11 section 3, migration 0023): an account's billing anchor (its plan fee is due on that day each month)
 * and the day its free days end; no row means anchored on the day the account opened (areas/plans/plans.ts).
 */
export const accountPlans = pgTable('account_plans', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  billingAnchor: date('billing_anchor', { mode: 'string' }).notNull(),
  freeUntil: date('free_until', { mode: 'string' }),
  updatedAt: stampedAt('updated_at'),
});

/** Every plan change with its prorated amounts (ON-66, ON-67). */
export const planChanges = pgTable('plan_changes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  fromPlan: text('from_plan').notNull(),
  toPlan: text('to_plan').notNull(),
  charge: money('charge').notNull(),
  credit: money('credit').notNull(),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
}, (t) => [index('plan_changes_account_idx').on(t.accountId, t.id)]);

/** Promo codes applied to an account (ON-68): each code once per account. */
export const appliedPromoCodes = pgTable('applied_promo_codes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  code: text('code').notNull(),
  freeUntil: date('free_until', { mode: 'string' }),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('applied_promo_codes_uq').on(t.accountId, t.code)]);

/**
 * Plan invoices (issue 22 §2, migration 0031): one per account and billing period (unique index: two API instances
 * billing at once write one). plan_fee is the period's fee, charged in advance at the anchor; qube_fee the previous
 * period's Lite qubes beyond three, charged in arrears with it. refundable is what a plan change may still give back
 * (the plan fee and prorated charges collected for this period, less refunds). status: free (free days), paid,
 * open (being charged), past_due (retried daily until grace_until), void (not collected: the account moved to Lite after the grace period).
 */
export const planInvoices = pgTable('plan_invoices', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  planFee: money('plan_fee').notNull(),
  qubeFee: money('qube_fee').notNull(),
  extraQubes: integer('extra_qubes').notNull().default(0),
  amountPaid: money('amount_paid').notNull().default('0'),
  amountRefunded: money('amount_refunded').notNull().default('0'),
  refundable: money('refundable').notNull().default('0'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptOn: date('next_attempt_on', { mode: 'string' }),
  graceUntil: date('grace_until', { mode: 'string' }),
  paidAt: ts('paid_at'),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  /** The partner whose customer this is (partner_conversions): their commission follows what is collected. */
  partnerUserId: integer('partner_user_id').references(() => users.id, { onDelete: 'set null' }),
  commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }),
  commission: money('commission').notNull().default('0'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [uniqueIndex('plan_invoices_period_uq').on(t.accountId, t.periodStart), index('plan_invoices_retry_idx').on(t.nextAttemptOn).where(sql`status = 'past_due'`)]);

/** An invoice's lines: plan_fee and qube_fee (the anchor's charge), proration_charge and proration_refund (changes), past_due_credit (a change while past due). */
export const planInvoiceLines = pgTable('plan_invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => planInvoices.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  amount: money('amount').notNull(),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
}, (t) => [index('plan_invoice_lines_invoice_idx').on(t.invoiceId, t.id)]);

/** The most active qubes a Lite account held in a billing period (the next anchor charges those beyond three). */
export const planUsage = pgTable('plan_usage', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  litePeakQubes: integer('lite_peak_qubes').notNull(),
}, (t) => [primaryKey({ name: 'plan_usage_pk', columns: [t.accountId, t.periodStart] })]);

/** A once-per-person promo code (QUBE60) used by this e-mail or phone, at registration or on an account. */
export const promoRedemptions = pgTable('promo_redemptions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('promo_redemptions_email_uq').on(t.code, t.email), uniqueIndex('promo_redemptions_phone_uq').on(t.code, t.phoneNumber)]);
