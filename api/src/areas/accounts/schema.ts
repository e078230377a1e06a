import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { users } from '../identity/schema';

/**
 * The accounts area's tables: accounts, accountMembers, activities, ledgerMovements, ledgerEntries, pocketBalances.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
