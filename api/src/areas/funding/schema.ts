import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';
import { scheduledOrders } from '../transfers/schema';

/**
 * The funding area's tables: achDeposits, linkedBankAccounts, achDepositSeries, achDepositAuditLogs, cardDeposits, directDepositRequests,
 * directDeposits, directDepositReconciliations, paycheckRules, paycheckRuns.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
/**
 * API-43 bank (ACH) deposits into Cloud: pending (its activity shows as pending, no ledger entry, cancellable for 15
 * minutes), then completed (one movement from the outside world into Cloud) or cancelled.
 */
export const achDeposits = pgTable('ach_deposits', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The linked bank account the money comes from (linked_bank_accounts; null for deposits older than bank links). */
  bankAccountId: integer('bank_account_id'),
  amount: money('amount').notNull(),
  status: text('status').notNull().default('pending'),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  /** When the provider's bank settles it (the sandbox decides: 3 business days). */
  settlesAt: ts('settles_at').notNull(),
  /** The bank-link provider that pulls the money (its clearing counterparty balances the ledger). */
  provider: text('provider').notNull().default('sandbox'),
  /** The scheduled series (kind ach_deposit) this deposit is an occurrence of. */
  scheduledOrderId: integer('scheduled_order_id'),
  /** The provider's transfer (migration 0029); null: recorded here, not yet made there (the scheduler makes it). */
  providerTransferId: text('provider_transfer_id'),
  /** A cancel was asked for and is not finished at the provider and here yet (the scheduler finishes or clears it). */
  cancelRequestedAt: ts('cancel_requested_at'),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [
  index('ach_deposits_account_idx').on(t.accountId, t.id),
  index('ach_deposits_pending_idx').on(t.status, t.createdAt),
  index('ach_deposits_unfinished_idx').on(t.id).where(sql`${t.status} = 'pending' AND (${t.providerTransferId} IS NULL OR ${t.cancelRequestedAt} IS NOT NULL)`),
]);

/**
 * Bank accounts linked through the bank-link provider (API-49, MM-137 to MM-140). One row per bank account; item_id
 * is the provider's bank sign-in the account came with. Only the last 4 digits of the number are kept. Unlinking
 * deactivates the row (deposits keep naming it).
 */
export const linkedBankAccounts = pgTable('linked_bank_accounts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  itemId: text('item_id').notNull(),
  providerAccountId: text('provider_account_id').notNull(),
  institutionId: text('institution_id').notNull(),
  institutionName: text('institution_name').notNull(),
  name: text('name').notNull(),
  nickname: text('nickname'),
  mask: text('mask').notNull(),
  routingNumber: text('routing_number').notNull().default(''),
  accountType: text('account_type'),
  verificationStatus: text('verification_status').notNull(),
  /** The plaid_relink_required warning: the bank wants the person to sign in again. */
  needsRelink: boolean('needs_relink').notNull().default(false),
  linkType: text('link_type').notNull().default('default'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
  unlinkedAt: ts('unlinked_at'),
}, (t) => [index('linked_bank_accounts_account_idx').on(t.accountId, t.isActive)]);

/** A scheduled or repeating bank deposit: its scheduled order (kind ach_deposit), its bank and its income group (PL-14). */
export const achDepositSeries = pgTable('ach_deposit_series', {
  orderId: integer('order_id').primaryKey().references(() => scheduledOrders.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  bankAccountId: integer('bank_account_id').notNull(),
  incomeGroupId: integer('income_group_id'),
});

/** MM-97: what the person authorised for a bank deposit, recorded after it succeeded. */
export const achDepositAuditLogs = pgTable('ach_deposit_audit_logs', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  fromAccount: text('from_account').notNull(),
  routingNumber: text('routing_number').notNull(),
  amount: money('amount').notNull(),
  toAccountOwnerName: text('to_account_owner_name').notNull(),
  toAccountLastFour: text('to_account_last_four').notNull(),
  frequency: text('frequency').notNull(),
  depositDate: text('deposit_date').notNull(),
  ipAddress: text('ip_address'),
  createdAt: stampedAt('created_at'),
});

/**
 * API-45 card deposits into Cloud (migration 0017): one per payment intent of the card-payment provider. Waits for the
 * card ('requires_payment'), then 'succeeded' once the provider's completion credited Cloud (one movement: Cloud
 * + amount, the provider's clearing pocket − total, fee income + fee), or 'canceled'. No card number is stored.
 */
export const cardDeposits = pgTable('card_deposits', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The card-payment provider that holds the intent (its clearing pocket balances the ledger). */
  provider: text('provider').notNull(),
  paymentIntentId: text('payment_intent_id').notNull(),
  /** The intent's client secret, answered again on a replay or a change of amount (it lets a browser pay, not read the card). */
  clientSecret: text('client_secret').notNull(),
  /** What Cloud receives. */
  amount: money('amount').notNull(),
  fee: money('fee').notNull(),
  /** What the card pays: amount + fee. */
  total: money('total').notNull(),
  status: text('status').notNull().default('requires_payment'),
  cancellationReason: text('cancellation_reason'),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
  completedAt: ts('completed_at'),
}, (t) => [uniqueIndex('card_deposits_intent_uq').on(t.provider, t.paymentIntentId), index('card_deposits_account_idx').on(t.accountId, t.status)]);

/** MM-116, MM-117, API-47: each direct-deposit form request (migration 0018); kind 'blank' or 'completed'. */
export const directDepositRequests = pgTable('direct_deposit_requests', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  kind: text('kind').notNull(),
  /** MM-115: 1 entire paycheck, 2 percent, 3 partial amount; null for a blank form. */
  transferType: integer('transfer_type'),
  depositEntirePaycheck: boolean('deposit_entire_paycheck').notNull().default(false),
  depositPercentPaycheck: integer('deposit_percent_paycheck'),
  depositAmountPaycheck: money('deposit_amount_paycheck'),
  employerName: text('employer_name').notNull().default(''),
  isEmployer: boolean('is_employer').notNull().default(false),
  signature: text('signature').notNull().default(''),
  /** The address the form was mailed to. */
  sentTo: text('sent_to').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [index('direct_deposit_requests_account_idx').on(t.accountId, t.id)]);

/**
 * Direct deposits that landed (migration 0034, ADR 0096): one per ACH credit the direct-deposit network delivered to the
 * account's routing and account number. (provider, provider_deposit_id) is unique, so a delivery repeated by the
 * network (a webhook retried) lands once.
 */
export const directDeposits = pgTable('direct_deposits', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerDepositId: text('provider_deposit_id').notNull(),
  payerName: text('payer_name').notNull(),
  amount: money('amount').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  createdAt: stampedAt('created_at'),
}, (t) => [
  uniqueIndex('direct_deposits_provider_uq').on(t.provider, t.providerDepositId),
  index('direct_deposits_account_idx').on(t.accountId, t.id),
  index('direct_deposits_provider_date_idx').on(t.provider, t.effectiveDate),
]);

/** What one reconciliation found: the deposit ids of each finding, at most 100 each. */
export type ReconciliationDetails = { landed_late: string[]; unlandable: string[]; mismatched: string[]; unreported: string[]; invalid: string[] };

/**
 * Direct-deposit reconciliations (migration 0039, ADR 0105): one row per comparison of a network's report with what
 * landed, over a window of effective dates. `landed_late`: reported, never delivered, landed by the reconciliation;
 * `unlandable`: reported, but no single account has its numbers; `mismatched`: landed with another account, amount or
 * payer than reported; `unreported`: landed, but the report does not list it; `invalid`: a report line that fails the
 * delivery's checks.
 */
export const directDepositReconciliations = pgTable('direct_deposit_reconciliations', {
  id: serial('id').primaryKey(),
  network: text('network').notNull(),
  windowFrom: date('window_from', { mode: 'string' }).notNull(),
  windowTo: date('window_to', { mode: 'string' }).notNull(),
  reported: integer('reported').notNull(),
  landedLate: integer('landed_late').notNull(),
  unlandable: integer('unlandable').notNull(),
  mismatched: integer('mismatched').notNull(),
  unreported: integer('unreported').notNull(),
  invalid: integer('invalid').notNull(),
  details: jsonb('details').$type<ReconciliationDetails>().notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [index('direct_deposit_reconciliations_network_idx').on(t.network, t.id)]);

/** One line of a paycheck rule's plan, as stored (contract/src/core/paycheck.ts PaycheckLine). */
export type StoredPaycheckLine = { kind: 'fixed' | 'fill_to_budget' | 'percent'; qube_id: number; amount: string | null; percent: string | null };

/**
 * Paycheck rules (migration 0034, ADR 0096): when a deposit whose payer matches (payer_match 'contains' or 'equals',
 * ignoring case) and whose amount is in [amount_min, amount_max] lands, the plan's lines move it from Cloud to qubes.
 */
export const paycheckRules = pgTable('paycheck_rules', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  payerName: text('payer_name').notNull(),
  payerMatch: text('payer_match').notNull().default('contains'),
  amountMin: money('amount_min').notNull().default('0'),
  amountMax: money('amount_max'),
  lines: jsonb('lines').$type<StoredPaycheckLine[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [index('paycheck_rules_account_idx').on(t.accountId, t.id)]);

/** What one run did per line (answered by the sandbox route and kept for the activity's story). */
export type StoredPlannedLine = { kind: string; qube_id: number; qube_name: string; wanted: string; allocated: string; short_reason: string | null };

/**
 * A paycheck rule's run on one deposit (migration 0034): written in the transaction of its movements, and unique per
 * (account, deposit activity), so a deposit is allocated once however many instances or deliveries race for it.
 */
export const paycheckRuns = pgTable('paycheck_runs', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id').references(() => paycheckRules.id, { onDelete: 'set null' }),
  depositActivityId: integer('deposit_activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  toQubes: money('to_qubes').notNull(),
  toCloud: money('to_cloud').notNull(),
  lines: jsonb('lines').$type<StoredPlannedLine[]>().notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('paycheck_runs_deposit_uq').on(t.accountId, t.depositActivityId)]);
