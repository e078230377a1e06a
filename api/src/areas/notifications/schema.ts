import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';
import { users } from '../identity/schema';

/**
 * The notifications area's tables: notifications, metricsEvents, clientErrors.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
