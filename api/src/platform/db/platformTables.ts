import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, money, stampedAt, ts } from './columns';
import { accounts } from '../../areas/accounts/schema';
import { sessions } from '../../areas/identity/schema';

/**
 * The tables of what every area uses: idempotency keys, live-update tickets, the mail outbox, rate limits, and the
 * sandbox providers' own rows.
 * Part of the one schema drizzle-kit and the client read (platform/db/schema.ts); other areas reference them by
 * foreign key. Which area owns a shared table: docs/adr/0087-api-areas.md.
 */
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

/** Development outbox: mail and text messages land here instead of being sent. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [index('outbox_to_idx').on(t.to)]);

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
 * The sandbox direct-deposit network's credits (its servers' state, migration 0039): every credit it took, whether its
 * delivery arrived or was lost (the `lost_` test value). Its report (sandboxDirectDeposit.ts) lists them.
 */
export const sandboxDirectDepositCredits = pgTable('sandbox_direct_deposit_credits', {
  depositId: text('deposit_id').primaryKey(),
  routingNumber: text('routing_number').notNull(),
  accountNumber: text('account_number').notNull(),
  payerName: text('payer_name').notNull(),
  amount: money('amount').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  delivered: boolean('delivered').notNull(),
  createdAt: stampedAt('created_at'),
}, (t) => [index('sandbox_direct_deposit_credits_date_idx').on(t.effectiveDate)]);

/** Files attached to an outbox message (migration 0018), e.g. the completed direct-deposit form's PDF. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
}, (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)]);
