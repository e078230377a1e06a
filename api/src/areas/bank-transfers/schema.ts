import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, stampedAt, ts } from '../../platform/db/columns';
import { accounts, activities } from '../accounts/schema';

/**
 * The bank-transfers area's tables: bankTransfers.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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
