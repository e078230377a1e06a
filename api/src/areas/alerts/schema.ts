import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The alerts' tables (issue 25 §2, migration 0032_alerts.sql; foreign keys there). Kept with the area; not part of the
 * relational schema object, which nothing here needs.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One person's alert settings for one account: by kind ({enabled, email, text}) and the short-bill notice's days. */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id').notNull(),
  accountId: integer('account_id').notNull(),
  kinds: jsonb('kinds').$type<Record<string, { enabled?: boolean; email?: boolean; text?: boolean }>>().notNull().default({}),
  billDaysBefore: integer('bill_days_before').notNull().default(3),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.accountId] })]);

/** The forecast's alerts, one row per event (the primary key is what makes them once). */
export const alertEvents = pgTable('alert_events', {
  accountId: integer('account_id').notNull(),
  kind: text('kind').notNull(),
  eventKey: text('event_key').notNull(),
  notificationId: integer('notification_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.accountId, t.kind, t.eventKey] })]);

/** One e-mail or text per notification, person and channel. */
export const alertDeliveries = pgTable('alert_deliveries', {
  id: serial('id').primaryKey(),
  notificationId: integer('notification_id').notNull(),
  userId: integer('user_id').notNull(),
  channel: text('channel').notNull(),
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [unique('alert_deliveries_uq').on(t.notificationId, t.userId, t.channel)]);
