import { Type, type Static } from 'typebox';
import { CalendarDay, FREQUENCIES, Id, Money, MoneyInput, Nullable, PocketId, PocketRef, RECURRING_VALUES, StringEnum } from './common';
import { REPEAT_INTERVAL } from './core/repeat';
import { AccountVersion } from './live';

/** The kinds of internal transfer. */
export const TRANSFER_TYPES = ['transfer', 'fill_to', 'qube_transfer'] as const;

const orderFields = {
  account_id: Id,
  from_qube: PocketRef,
  to_qube: PocketRef,
  amount: MoneyInput,
  recurring: StringEnum(RECURRING_VALUES),
  type: Type.Optional(StringEnum(TRANSFER_TYPES)),
  idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'Unique per account: a repeat with the same body replays the answer (for 30 days after it)' }),
  days_in_calendar: Type.Optional(Type.Array(CalendarDay, { maxItems: 31 })),
  scheduled_date: Type.String({ maxLength: 32, description: "'today' or YYYY-MM-DD, not before today" }),
  title: Type.Optional(Type.String({ maxLength: 250 })),
  transfer_interval: Type.Optional(Nullable(Type.Integer({ minimum: REPEAT_INTERVAL.min, maximum: REPEAT_INTERVAL.max }))),
  frequency: Type.Optional(Nullable(StringEnum(FREQUENCIES), { description: 'custom/variable only: the unit of transfer_interval' })),
};

/** POST orders/: an internal transfer now (today, recurring none) or a scheduled/recurring order (API-29 to API-35). */
export const OrderInput = Type.Object(orderFields, { additionalProperties: false });
export type OrderInput = Static<typeof OrderInput>;

/** PATCH orders/{id}/: the same fields as POST, all optional but the account. */
export const OrderPatch = Type.Object({
  account_id: Id,
  from_qube: Type.Optional(orderFields.from_qube),
  to_qube: Type.Optional(orderFields.to_qube),
  amount: Type.Optional(orderFields.amount),
  recurring: Type.Optional(orderFields.recurring),
  type: orderFields.type,
  idempotency_key: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored (an edit is not replayed)' })),
  days_in_calendar: orderFields.days_in_calendar,
  scheduled_date: Type.Optional(orderFields.scheduled_date),
  title: orderFields.title,
  transfer_interval: orderFields.transfer_interval,
  frequency: orderFields.frequency,
}, { additionalProperties: false });
export type OrderPatch = Static<typeof OrderPatch>;

/** The answer of POST/PATCH orders/: the order (or the transfer) as stored. */
export const OrderResult = Type.Object({
  id: Type.Integer(),
  amount: Money,
  scheduled_date: Type.String(),
  recurring: Type.String(),
  from_qube: PocketId,
  to_qube: PocketId,
  status: StringEnum(['executed', 'scheduled']),
  account_version: Type.Optional(AccountVersion),
});
export type OrderResult = Static<typeof OrderResult>;

/**
 * The body of POST orders/{id}/execute/ (the account stays in ?account_id): a retry after a lost answer must not run
 * another occurrence of a repeating order, so the call is idempotent like every other move of money.
 */
export const OrderExecuteInput = Type.Object({
  idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'Unique per account: a repeat with the same order replays the answer (for 30 days after it); another order under the key is 422' }),
});
export type OrderExecuteInput = Static<typeof OrderExecuteInput>;

/** The answer of POST orders/{id}/execute/. */
export const OrderExecuted = Type.Object({ id: Type.Integer(), status: StringEnum(['executed']) });
export type OrderExecuted = Static<typeof OrderExecuted>;

/** POST deposits/ach-deposits/: a bank (ACH) deposit into Cloud (API-43). */
export const AchDepositInput = Type.Object({
  account_id: Id,
  amount: MoneyInput,
  bank_account_id: Type.Optional(Nullable(Id)),
  idempotency_key: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type AchDepositInput = Static<typeof AchDepositInput>;

/** A bank deposit: pending, cancellable for 15 minutes, settled by the sandbox bank after an hour. */
export const AchDeposit = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  amount: Money,
  bank_account_id: Nullable(Type.Integer()),
  status: StringEnum(['pending', 'completed', 'cancelled']),
  activity_id: Nullable(Type.Integer(), { description: 'The pending ach_deposit activity (its source_id is this deposit id)' }),
  creation_datetime: Type.String(),
  cancellable_until: Type.String(),
  is_cancellable: Type.Boolean(),
});
export type AchDeposit = Static<typeof AchDeposit>;

/** POST accounts/preapproved-payments/: a pre-auth, a pending card debit of this amount at this merchant (API-42). */
export const PreauthInput = Type.Object({
  account_id: Id,
  qube_id: PocketRef,
  merchant_name: Type.String({ maxLength: 100 }),
  amount: MoneyInput,
  title: Type.Optional(Type.String({ maxLength: 250 })),
  /** A retry with the same key answers the first pre-auth instead of making a second hold (issue 22 §4). */
  idempotency_key: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
}, { additionalProperties: false });
export type PreauthInput = Static<typeof PreauthInput>;
