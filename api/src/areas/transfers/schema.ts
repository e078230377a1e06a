import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, stampedAt } from '../../platform/db/columns';
import { accounts, activities, ledgerMovements } from '../accounts/schema';

/**
 * The transfers area's tables: scheduledOrders, peerTransfers, undoneMovements.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
}, (t) => [index('scheduled_orders_account_idx').on(t.accountId, t.nextDate), index('scheduled_orders_due_idx').on(t.isActive, t.nextDate),
  // Migration 0035: runDueOrders' pages of active due orders, in claim order.
  index('scheduled_orders_due_page_idx').on(t.nextDate, t.accountId, t.id).where(sql`${t.isActive}`)]);

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

/** Each movement undone, once (issue 25 §4, migration 0033_undo.sql): the reversal that undid it. */
export const undoneMovements = pgTable('undone_movements', {
  movementId: integer('movement_id').primaryKey().references(() => ledgerMovements.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  reversalMovementId: integer('reversal_movement_id').notNull().references(() => ledgerMovements.id, { onDelete: 'cascade' }),
  undoneActivityId: integer('undone_activity_id').notNull(),
  reversalActivityId: integer('reversal_activity_id').notNull(),
  undoneBy: integer('undone_by'),
  undoneAt: stampedAt('undone_at'),
}, (t) => [index('undone_movements_reversal_idx').on(t.reversalMovementId)]);
