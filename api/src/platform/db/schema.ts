import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money columns: exact NUMERIC(14,2), read back as strings by both drivers. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * A row's own time (created, updated, seen): the database's now() for rows written by SQL alone, but the app's clock for
 * rows it writes, so one instant rules a request and the rows it makes (and tests on a fixed clock agree with them).
 */
const stampedAt = (name: string) => ts(name).notNull().defaultNow().$defaultFn(() => new Date());
/** Raw bytes (PostgreSQL bytea): node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  displayName: text('display_name').notNull(),
  fullName: text('full_name').notNull(),
  accountType: text('account_type').notNull(),
  accountNumber: text('account_number').notNull(),
  routingNumber: text('routing_number').notNull(),
  bankName: text('bank_name').notNull(),
  isAggregate: boolean('is_aggregate').notNull().default(false),
  isSubAccount: boolean('is_sub_account').notNull().default(false),
  hasBankingFeatures: boolean('has_banking_features').notNull().default(true),
  futureAccountId: integer('future_account_id'),
  householdId: integer('household_id'),
  plan: text('plan').notNull().default('premium'),
  budgetPeriod: text('budget_period').notNull().default('monthly'),
  /** API-54: budgeted qubes are funded from Cloud by scheduled auto_allocation orders each budget period. */
  autoFundingEnabled: boolean('auto_funding_enabled').notNull().default(false),
  /**
   * The account's change version (API-28 live updates): bumped once per transaction that writes the account's
   * activities, ledger, qubes, scheduled orders or bank deposits (trigger, migration 0011). Answers and socket messages
   * carry it so a client skips a push about a change it already has.
   */
  changeVersion: bigint('change_version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last bumped change_version (one bump per transaction, however many rows it writes). */
  changeXact: bigint('change_xact', { mode: 'number' }),
  createdAt: stampedAt('created_at'),
});

/** Who reaches which account: role primary, sub_account (owner of a sub-account) or household (member). */
export const accountMembers = pgTable('account_members', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
}, (t) => [uniqueIndex('account_members_uq').on(t.accountId, t.userId), index('account_members_user_idx').on(t.userId)]);

export const qubes = pgTable('qubes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').notNull(),
  icon: text('icon').notNull().default('cube'),
  appIcon: text('app_icon').notNull().default('cube'),
  foregroundColor: text('foreground_color').notNull().default('#FFFFFF'),
  backgroundColor: text('background_color').notNull().default('#4C6FFF'),
  toFund: boolean('to_fund').notNull().default(false),
  // goal qube
  allowSpending: boolean('allow_spending').notNull().default(false),
  goalAmount: money('goal_amount'),
  goalDate: date('goal_date', { mode: 'string' }),
  // bill qube
  isPaused: boolean('is_paused').notNull().default(false),
  isUnlocked: boolean('is_unlocked').notNull().default(false),
  paymentFrequency: text('payment_frequency'),
  paymentInterval: integer('payment_interval'),
  billAmount: money('bill_amount'),
  billBudget: money('bill_budget'),
  dueDay: integer('due_day'),
  // spending qube
  timesOpenedLast30Days: integer('times_opened_last_30_days').notNull().default(0),
  manualSortPosition: integer('manual_sort_position').notNull().default(0),
  manualSortDatetime: ts('manual_sort_datetime'),
  isCurrentOpenQube: boolean('is_current_open_qube').notNull().default(false),
  isArchived: boolean('is_archived').notNull().default(false),
  /** API-54: 0 = not auto-funded, 1 = funded with its budget each period. */
  autoFundChoice: integer('auto_fund_choice').notNull().default(1),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [index('qubes_account_idx').on(t.accountId)]);

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  transactionType: text('transaction_type').notNull(),
  amount: money('amount').notNull(),
  result: text('result').notNull().default('success'),
  transactionDatetime: ts('transaction_datetime').notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  merchantName: text('merchant_name'),
  qubeId: integer('qube_id'),
  otherQubeId: integer('other_qube_id'),
  newBalance: money('new_balance'),
  /** 'qubeless' or 'refunds' while the item waits to be requbed; null otherwise. */
  specialBucket: text('special_bucket'),
  userId: integer('user_id'),
  /** The scheduled order this activity is an occurrence of (null for one-off movements). */
  scheduledOrderId: integer('scheduled_order_id'),
  /** null, or 'auto_allocation' / 'preapproved_payment' / 'requested_account_transfer' / 'ach_deposit'. */
  sourceType: text('source_type'),
  /** The record behind a source_type that has one of its own (ach_deposit: the ach_deposits id). */
  sourceId: integer('source_id'),
  createdAt: stampedAt('created_at'),
}, (t) => [
  index('activities_account_idx').on(t.accountId, t.transactionDatetime),
  // Migration 0013: a qube's newest activity (the qube lists' last_activity_datetime).
  index('activities_qube_idx').on(t.qubeId, t.transactionDatetime),
]);

/**
 * One money movement (API-22): written in one transaction with its ledger entries, which sum to zero. A transfer is
 * two pocket entries; money from or to the outside world (deposit, purchase, bill payment) is one pocket entry plus
 * one counterparty entry, so the world's side is on the books too.
 */
export const ledgerMovements = pgTable('ledger_movements', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: stampedAt('created_at'),
});

/**
 * The ledger: balances are sums of pocket entries (counterparty null); qube_id null = Cloud. Counterparty entries
 * ('external'; 'legacy' for entries written before movements existed) belong to no pocket and never count in a balance.
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  qubeId: integer('qube_id'),
  amount: money('amount').notNull(),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
  movementId: integer('movement_id').notNull().references(() => ledgerMovements.id, { onDelete: 'cascade' }),
  counterparty: text('counterparty'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('ledger_account_qube_idx').on(t.accountId, t.qubeId), index('ledger_movement_idx').on(t.movementId)]);

/**
 * The running balance of each pocket (pocket 0 = Cloud, else the qube id): always the sum of its ledger entries, kept
 * by a trigger on ledger_entries (migration 0007), so a transfer reads two rows instead of summing a pocket's history.
 */
export const pocketBalances = pgTable('pocket_balances', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  pocket: integer('pocket').notNull(),
  balance: money('balance').notNull().default('0'),
}, (t) => [primaryKey({ columns: [t.accountId, t.pocket] })]);

export const budgets = pgTable('budgets', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
}, (t) => [index('budgets_account_idx').on(t.accountId, t.startDate)]);

export const qubeBudgets = pgTable('qube_budgets', {
  id: serial('id').primaryKey(),
  budgetId: integer('budget_id').notNull().references(() => budgets.id, { onDelete: 'cascade' }),
  qubeId: integer('qube_id').notNull().references(() => qubes.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  /** PL-07: a saved draft (is_editing); POST budgets/{id}/ {commit} makes it the amount, {cancel} drops it. */
  editingAmount: money('editing_amount'),
  isEditing: boolean('is_editing').notNull().default(false),
}, (t) => [index('qube_budgets_qube_budget_idx').on(t.qubeId, t.budgetId)]);  // migration 0013

/**
 * Income groups (PL-10, PL-11, PL-13): a one-time income (recurring 'none') or a recurring one with the orders'
 * recurrence model. Deleting a group only deactivates it, so the instances of past budgets stay as history.
 */
export const incomeGroups = pgTable('income_groups', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  amount: money('amount').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  recurring: text('recurring').notNull().default('none'),
  /** For custom: daily, weekly, monthly or yearly. */
  frequency: text('frequency'),
  transferInterval: integer('transfer_interval'),
  daysInCalendar: jsonb('days_in_calendar').$type<Record<string, number>[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: stampedAt('created_at'),
}, (t) => [index('income_groups_account_idx').on(t.accountId, t.isActive)]);

/**
 * Income instances of a budget, the occurrences of an income group: kind 'expected' (of a one-time group) or
 * 'recurring' (of a recurring group). income_group_id is null only for rows older than income groups.
 */
export const incomes = pgTable('incomes', {
  id: serial('id').primaryKey(),
  budgetId: integer('budget_id').notNull().references(() => budgets.id, { onDelete: 'cascade' }),
  incomeGroupId: integer('income_group_id').references(() => incomeGroups.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  amount: money('amount').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  description: text('description').notNull().default(''),
  amount: money('amount'),
  qubeId: integer('qube_id'),
  /** The activity of this account the notification is about (opens Transaction Details); null when none. */
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  isSeen: boolean('is_seen').notNull().default(false),
  /** Alerts (issue 25 §2, migration 0032): 'pending' until the delivery step queued its e-mails and texts or found none. */
  alertState: text('alert_state').notNull().default('pending'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('notifications_account_idx').on(t.accountId, t.id)]);

/**
 * Scheduled (future and/or recurring) money movements. kind 'qube_transfer'; from/to qube id, null = Cloud.
 * start_date anchors the recurrence (month-end clamping, ordinal weekdays); next_date is the next due occurrence.
 */
export const scheduledOrders = pgTable('scheduled_orders', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('qube_transfer'),
  fromQubeId: integer('from_qube_id'),
  toQubeId: integer('to_qube_id'),
  amount: money('amount').notNull(),
  title: text('title').notNull().default(''),
  transferType: text('transfer_type').notNull().default('transfer'),
  recurring: text('recurring').notNull().default('none'),
  /** For custom/variable: daily, weekly, monthly or yearly (null = inferred from days_in_calendar). */
  frequency: text('frequency'),
  transferInterval: integer('transfer_interval'),
  daysInCalendar: jsonb('days_in_calendar').$type<Record<string, number>[]>().notNull().default([]),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  nextDate: date('next_date', { mode: 'string' }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sourceType: text('source_type'),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [index('scheduled_orders_account_idx').on(t.accountId, t.nextDate), index('scheduled_orders_due_idx').on(t.isActive, t.nextDate)]);

/**
 * Idempotency keys of money-moving calls (IETF Idempotency-Key draft). A key is first committed as 'in_progress'
 * with a lease token on its own; the movement and the switch to 'completed' (with the answer to replay) commit
 * together, and only while the lease is still ours, so two requests with one key never both move money.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  /** null while in progress. */
  statusCode: integer('status_code'),
  response: jsonb('response').$type<unknown>(),
  status: text('status').notNull().default('completed'),
  /** Who holds an in-progress key; a lease older than the takeover delay may be taken by a retry (crashed owner). */
  leaseToken: text('lease_token'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [uniqueIndex('idempotency_keys_uq').on(t.accountId, t.key)]);

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
 * Sends to a friend (API-37): one movement whose two pocket entries are on two accounts (the sender's pocket, the
 * receiver's Cloud), written in one transaction with both activities (send_to_person, received_from_person).
 */
export const peerTransfers = pgTable('peer_transfers', {
  id: serial('id').primaryKey(),
  fromAccountId: integer('from_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  toAccountId: integer('to_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  fromUserId: integer('from_user_id'),
  /** The sender's pocket: a qube id, null = Cloud. */
  fromQubeId: integer('from_qube_id'),
  amount: money('amount').notNull(),
  title: text('title').notNull().default(''),
  outActivityId: integer('out_activity_id').references(() => activities.id, { onDelete: 'set null' }),
  inActivityId: integer('in_activity_id').references(() => activities.id, { onDelete: 'set null' }),
  movementId: integer('movement_id').notNull().references(() => ledgerMovements.id, { onDelete: 'cascade' }),
  createdAt: stampedAt('created_at'),
}, (t) => [index('peer_transfers_from_idx').on(t.fromAccountId, t.id), index('peer_transfers_to_idx').on(t.toAccountId, t.id)]);

/**
 * Transfers to a bank (API-37, MM-102): 'scheduled' until scheduled_date, then 'pending' (the money left the pocket for
 * the bank-link provider's clearing counterparty), then 'completed' at settles_at (business days later), or
 * 'cancelled' / 'failed'. The bank account's name and mask are kept as they were when it was sent.
 */
export const bankTransfers = pgTable('bank_transfers', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The pocket the money leaves: a qube id, null = Cloud. */
  fromQubeId: integer('from_qube_id'),
  /** The linked bank account (the bank-link provider's id of it). */
  bankAccountId: integer('bank_account_id').notNull(),
  bankName: text('bank_name').notNull(),
  accountMask: text('account_mask').notNull(),
  nameOnAccount: text('name_on_account').notNull().default(''),
  amount: money('amount').notNull(),
  title: text('title').notNull().default(''),
  status: text('status').notNull().default('pending'),
  scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
  startedAt: ts('started_at'),
  /** When the bank settles it (the bank-link provider's achSettlesAt of started_at), against the provider's clock. */
  settlesAt: ts('settles_at'),
  /** The bank-link provider that carries it (it settles it and owns its clearing counterparty). */
  provider: text('provider').notNull().default('sandbox'),
  /** The provider's transfer (migration 0029); null: started here, not yet made there (the scheduler makes it). */
  providerTransferId: text('provider_transfer_id'),
  /** A cancel was asked for and is not finished at the provider and here yet (the scheduler finishes or clears it). */
  cancelRequestedAt: ts('cancel_requested_at'),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  createdBy: integer('created_by'),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [
  index('bank_transfers_account_idx').on(t.accountId, t.id),
  index('bank_transfers_due_idx').on(t.status, t.scheduledDate),
  index('bank_transfers_settle_idx').on(t.status, t.settlesAt),
  index('bank_transfers_unfinished_idx').on(t.id).where(sql`${t.status} = 'pending' AND (${t.providerTransferId} IS NULL OR ${t.cancelRequestedAt} IS NOT NULL)`),
]);

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
 * Single-use tickets of the live-updates socket (API-28): issued by POST accounts/{id}/updates/ticket/ to a signed-in
 * session, valid 30 s, redeemed by the WebSocket upgrade (?ticket=), so the session token never travels in a URL.
 * Only the sha256 is stored.
 */
export const liveTickets = pgTable('live_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: text('ticket_hash').notNull(),
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [uniqueIndex('live_tickets_ticket_uq').on(t.ticketHash), index('live_tickets_expires_idx').on(t.expiresAt)]);

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

/** Development outbox: mail and text messages land here instead of being sent. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [index('outbox_to_idx').on(t.to)]);

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

/** Metrics events posted by the web client (POST metrics/); user_id null for anonymous page views. */
export const metricsEvents = pgTable('metrics_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  companyId: integer('company_id').notNull(),
  source: text('source').notNull(),
  context: text('context'),
  subcontext: text('subcontext'),
  action: text('action').notNull(),
  company: text('company'),
  affiliate: text('affiliate'),
  adId: text('ad_id'),
  adPlatform: text('ad_platform'),
  adLanding: text('ad_landing'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  device: jsonb('device').$type<{ os: string; unique_id?: string | null }>(),
  actionTime: ts('action_time'),
  createdAt: stampedAt('created_at'),
}, (t) => [index('metrics_events_created_idx').on(t.createdAt)]);

/** Client errors reported by the web app (local stand-in for the third-party error monitor). */
export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  companyId: integer('company_id').notNull(),
  message: text('message').notNull(),
  stack: text('stack'),
  url: text('url').notNull(),
  release: text('release').notNull(),
  level: text('level').notNull(),
  extra: jsonb('extra').$type<Record<string, unknown>>(),
  createdAt: stampedAt('created_at'),
});

/**
 * Rate-limit counters (platform/http/rateLimits.ts), one row per key (limit name + IP or account). In the database, not
 * in memory, so every API instance on the same PostgreSQL counts together.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: ts('window_start').notNull(),
  windowMs: bigint('window_ms', { mode: 'number' }).notNull(),
}, (t) => [index('rate_limits_window_idx').on(t.windowStart)]);

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

/** Link tokens, widget sessions and public tokens of the bank-link provider: single-use, expiring, kept as SHA-256. */
export const bankLinkTokens = pgTable('bank_link_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  /** 'link', 'session' (a signed-in widget) or 'public'. */
  kind: text('kind').notNull(),
  provider: text('provider').notNull(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  linkType: text('link_type').notNull().default('default'),
  /** Update mode: the linked account whose bank sign-in this token renews. */
  relinkAccountId: integer('relink_account_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('bank_link_tokens_hash_uq').on(t.tokenHash)]);

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

/** The sandbox card-payment provider's payment intents (its own servers' state; only the client secret's hash). */
export const sandboxCardIntents = pgTable('sandbox_card_intents', {
  id: text('id').primaryKey(),
  clientSecretHash: text('client_secret_hash').notNull(),
  /** What the card is charged. */
  amount: money('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  /** Stripe's states: requires_payment_method, succeeded, canceled. */
  status: text('status').notNull().default('requires_payment_method'),
  cancellationReason: text('cancellation_reason'),
  lastErrorCode: text('last_error_code'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/**
 * The sandbox bank-link provider's ACH transfers (its servers' state, migration 0029): one per idempotency key; 'pending'
 * or 'cancelled' as stored, submitted to the network at submits_at (cancellable before only) and settled at settles_at.
 */
export const sandboxAchTransfers = pgTable('sandbox_ach_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  /** 'debit' pulls from the bank (a deposit), 'credit' pays into it (a transfer to a bank). */
  direction: text('direction').notNull(),
  amount: money('amount').notNull(),
  bankAccountId: integer('bank_account_id').notNull(),
  status: text('status').notNull().default('pending'),
  submitsAt: ts('submits_at').notNull(),
  settlesAt: ts('settles_at').notNull(),
  createdAt: stampedAt('created_at'),
  cancelledAt: ts('cancelled_at'),
}, (t) => [uniqueIndex('sandbox_ach_transfers_key_uq').on(t.idempotencyKey)]);

/**
 * The qube of an account open for card purchases (API-27, migration 0019): one row per account at most; gone when it
 * closes (DELETE, expiry, its last allowed purchase). qubes.is_current_open_qube mirrors it for the qube lists and the
 * live-updates message (has_open_qube).
 */
export const openQubes = pgTable('open_qubes', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  qubeId: integer('qube_id').notNull().references(() => qubes.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  /** Purchases left before it closes; null: no limit. */
  remainingPurchases: integer('remaining_purchases'),
  closeAfterNextPurchase: boolean('close_after_next_purchase').notNull().default(false),
  openedAt: stampedAt('opened_at'),
  updatedAt: stampedAt('updated_at'),
}, (t) => [index('open_qubes_expires_idx').on(t.expiresAt)]);

/** Every authorization the card network asked for (migration 0019); (network, network_reference) answers a repeat. */
export const cardAuthorizations = pgTable('card_authorizations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  network: text('network').notNull(),
  networkReference: text('network_reference').notNull(),
  merchantName: text('merchant_name').notNull(),
  amount: money('amount').notNull(),
  /** 'approved', 'declined' or 'qubeless'. */
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  message: text('message').notNull().default(''),
  /** 'open_qube' or 'preauth' when approved. */
  paidBy: text('paid_by'),
  qubeId: integer('qube_id'),
  activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  notificationType: text('notification_type').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [
  uniqueIndex('card_authorizations_reference_uq').on(t.network, t.networkReference),
  index('card_authorizations_account_idx').on(t.accountId, t.id),
]);

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

/** Files attached to an outbox message (migration 0018), e.g. the completed direct-deposit form's PDF. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
}, (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)]);

/**
 * A Qube card as its issuer knows it (migration 0018; MM-135, MM-136, API-48). The number, expiry and CVV are never
 * stored here: the issuer reveals them to the owner (the sandbox derives them from the row id). The sandbox issues a
 * virtual card to an account's primary holder when the account opens (trigger on account_members).
 */
export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The cardholder: the only person who may see the full number. */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('sandbox'),
  /** The issuer's id of the card; null for the sandbox, which works from our row id. */
  providerCardId: text('provider_card_id'),
  kind: text('kind').notNull().default('virtual'),
  status: text('status').notNull().default('active'),
  artworkId: integer('artwork_id').notNull().default(1),
  createdAt: stampedAt('created_at'),
}, (t) => [uniqueIndex('cards_account_user_active_uq').on(t.accountId, t.userId).where(sql`${t.status} = 'active'`)]);

// --- Partner portal (migration 0020, issue 12 §3). Every row belongs to one partner: the routes read only their own.

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
