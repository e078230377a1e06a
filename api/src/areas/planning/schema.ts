import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, stampedAt } from '../../platform/db/columns';
import { accounts } from '../accounts/schema';
import { qubes } from '../qubes/schema';

/**
 * The planning area's tables: budgets, qubeBudgets, incomeGroups, incomes.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
