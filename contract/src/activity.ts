import { Type, type Static } from 'typebox';
import { CalendarDay, Id, IsoDate, Money, Nullable, NullableMoney, PagingQuery, PocketId, PocketRef, StringEnum } from './common';
import { Qube, QubeType } from './qubes';

/** Transaction types: the union of both spec files (SD-42). */
export const TRANSACTION_TYPES = [
  'ach_deposit', 'ach_debit', 'card_deposit', 'received_from_person', 'received_stripe_deposit', 'other', 'external_transaction', 'correction',
  'refund', 'reversal', 'purchase', 'ach_transfer', 'ach_out_of_cloud', 'send_to_person', 'qube_transfer', 'adjustment', 'dispute', 'payment',
  'qubeless',
] as const;
/** A transaction type (SD-42). */
export const TransactionType = StringEnum(TRANSACTION_TYPES);
export type TransactionType = Static<typeof TransactionType>;

/** The groups of ?filter_type_group of search/transactions/ (spec 000 section 3). */
export const TYPE_GROUP_NAMES = ['money_in', 'money_out', 'internal', 'other'] as const;
/** Where an activity or scheduled order came from. */
export const SOURCE_TYPES = ['preapproved_payment', 'auto_allocation', 'requested_account_transfer', 'ach_deposit', 'ach_transfer', 'undo'] as const;

/** A qube as an activity names it (Cloud is `{id: 'cloud', name: 'Cloud', type: 'system'}`). */
export const QubeRef = Type.Object({
  id: PocketId,
  name: Type.String(),
  type: Type.Optional(QubeType),
  icon: Type.Optional(Nullable(Type.String())),
  app_icon: Type.Optional(Nullable(Type.String())),
  auto_fund_choice: Type.Optional(Nullable(Type.Integer())),
});
export type QubeRef = Static<typeof QubeRef>;

/** An activity, or a scheduled order shown as one (SD-41; search/transactions/, search/scheduled/). */
export const Activity = Type.Object({
  id: Type.Integer(),
  transaction_type: TransactionType,
  transaction_type_description: Type.String(),
  amount: Money,
  result: StringEnum(['success', 'pending', 'failed', 'cancelled']),
  transaction_datetime: Nullable(Type.String()),
  scheduled_date: Nullable(Type.String()),
  recurring: Nullable(Type.String()),
  frequency_name: Nullable(Type.String()),
  frequency: Type.Optional(Nullable(Type.String(), { description: 'custom/variable repeat unit: daily, weekly, monthly or yearly; null otherwise or when inferred' })),
  transfer_interval: Type.Optional(Nullable(Type.Integer())),
  days_in_calendar: Type.Optional(Nullable(Type.Array(CalendarDay))),
  source_type: Nullable(StringEnum(SOURCE_TYPES)),
  source_id: Nullable(Type.Integer()),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  merchant: Nullable(Type.Object({ merchant_name: Type.String() })),
  qube: Nullable(QubeRef),
  special_budget: Type.Optional(Nullable(StringEnum(['refunds', 'qubeless']), { description: 'The special bucket of an unassigned purchase or refund (MM-34)' })),
  other_qube: Nullable(QubeRef),
  new_balance: NullableMoney,
  is_processing: Type.Boolean(),
  is_cancellable: Type.Boolean(),
  allow_reqube: Type.Boolean(),
  allow_delete_future: Type.Boolean(),
  scheduled_transaction_id: Nullable(Type.Integer()),
  scheduled_transaction_is_active: Nullable(Type.Boolean()),
  user_id: Nullable(Type.Integer()),
  user_initials: Nullable(Type.String()),
  undo: Type.Optional(Type.Object({
    until: Nullable(Type.String({ description: 'Until when it can be undone (ISO time); null when it cannot (any more)' })),
    undone_by_activity_id: Nullable(Type.Integer({ description: 'The reversal that undid it' })),
    undo_of_activity_id: Nullable(Type.Integer({ description: 'For a reversal: the activity it undid' })),
    reqube_until: Type.Optional(Nullable(Type.String({ description: 'Until when its newest ReQube can be undone (ISO time); null when it cannot' }))),
  }, { description: 'Issue 25 §4: one activity (search/transactions/{id}/) says how it stands towards undo' })),
});
export type Activity = Static<typeof Activity>;

const qubeFilter = Type.String({ pattern: '^(cloud|\\d{1,10})$', description: "A qube id or 'cloud'" });

/** ?query of search/transactions/. */
export const TransactionsQuery = Type.Object({
  account_id: Id,
  ...PagingQuery,
  filter_date_range: Type.Optional(StringEnum(['all', 'this_month', 'last_month', 'custom'])),
  filter_date_range_from: Type.Optional(IsoDate),
  filter_date_range_to: Type.Optional(IsoDate),
  filter_qube: Type.Optional(qubeFilter),
  filter_type_group: Type.Optional(StringEnum(TYPE_GROUP_NAMES)),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

/** ?query of search/pre-auths/ (filter_date_range is accepted and ignored). */
export const PreAuthsQuery = Type.Object({
  account_id: Id,
  ...PagingQuery,
  filter_date_range: Type.Optional(Type.String({ maxLength: 20 })),
});
export type PreAuthsQuery = Static<typeof PreAuthsQuery>;

/** ?query of search/scheduled/. */
export const ScheduledQuery = Type.Object({
  account_id: Id,
  ...PagingQuery,
  filter_source: Type.Optional(StringEnum(['auto_allocation', 'preapproved_payment', 'requested_account_transfer'])),
  filter_date_range_from: Type.Optional(IsoDate),
  filter_date_range_to: Type.Optional(IsoDate),
  filter_qube: Type.Optional(qubeFilter),
});
export type ScheduledQuery = Static<typeof ScheduledQuery>;

/** POST search/…/{id}/notes/: the note (title); at most 250 characters once trimmed. */
export const NotesInput = Type.Object({ notes: Type.String({ maxLength: 10000, description: 'Trimmed; at most 250 characters' }) }, { additionalProperties: false });
export type NotesInput = Static<typeof NotesInput>;

/** The answer of a note: the row and its new title. */
export const NotesResult = Type.Object({ id: Type.Integer(), title: Type.String() });
export type NotesResult = Static<typeof NotesResult>;

/** PATCH banking/transactions/{id}/: move one transaction to another qube or Cloud (ReQube, API-41). */
export const RequbeInput = Type.Object({
  account_id: Type.Optional(Id),
  to_qube_id: PocketRef,
  advance_due_date: Type.Optional(Type.Boolean({ description: 'Accepted; bill due dates are not advanced yet' })),
}, { additionalProperties: false });
export type RequbeInput = Static<typeof RequbeInput>;

/** A group of transactions of a bulk ReQube: `{id}`, `{ids: []}` or `{transaction_ids: []}`. */
const TransactionGroup = Type.Object({
  id: Type.Optional(Id),
  ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  transaction_ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
}, { additionalProperties: false });

/** Cloud as a ReQube names its destination. */
export const CloudQubeRef = Type.Object({ id: StringEnum(['cloud']), name: Type.String(), type: StringEnum(['system']) });
export type CloudQubeRef = Static<typeof CloudQubeRef>;

/** The answer of PATCH banking/transactions/{id}/: the destination qube, or Cloud. */
export const RequbeResult = Type.Union([Qube, CloudQubeRef]);
export type RequbeResult = Static<typeof RequbeResult>;

/** POST banking/transactions/bulk-reqube/: move several transactions to one qube (all or nothing). */
export const BulkRequbeInput = Type.Object({
  account_id: Id,
  to_qube: Type.Optional(PocketRef),
  to_qube_id: Type.Optional(PocketRef),
  transaction_ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  qube_transaction_groups: Type.Optional(Type.Array(Type.Union([Id, TransactionGroup]), { maxItems: 500, description: 'Transaction ids, or groups {id} / {ids: []} / {transaction_ids: []}' })),
}, { additionalProperties: false });
export type BulkRequbeInput = Static<typeof BulkRequbeInput>;

/** The answer of a bulk ReQube: the transactions moved. */
export const BulkRequbeResult = Type.Object({ count: Type.Integer(), ids: Type.Array(Type.Integer()) });
export type BulkRequbeResult = Static<typeof BulkRequbeResult>;
