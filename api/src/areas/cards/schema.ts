import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, stampedAt } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';
import { users } from '../identity/schema';

/**
 * The cards area's tables: cardAuthorizations, cards.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
