import { boolean, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';

/**
 * The qubes area's tables: qubes, openQubes, requbeMoves, requbeMoveItems.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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

/**
 * A ReQube (API-41) as it was made: its destination (null = Cloud), who and when, and its undo (issue 25 §4). A ReQube
 * reassigns activities in place, so without this nothing would say where they were.
 */
export const requbeMoves = pgTable('reqube_moves', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  toQubeId: integer('to_qube_id'),
  movedBy: integer('moved_by'),
  movedAt: stampedAt('moved_at'),
  undoneBy: integer('undone_by'),
  undoneAt: ts('undone_at'),
});

/** Each activity a ReQube moved: the pocket (null = Cloud) and special bucket it left, and its amount then. */
export const requbeMoveItems = pgTable('reqube_move_items', {
  requbeMoveId: integer('reqube_move_id').notNull().references(() => requbeMoves.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  fromQubeId: integer('from_qube_id'),
  fromSpecialBucket: text('from_special_bucket'),
  amount: money('amount').notNull(),
}, (t) => [primaryKey({ columns: [t.requbeMoveId, t.activityId] }), index('reqube_move_items_activity_idx').on(t.activityId, t.requbeMoveId)]);
