import { Type, type Static } from 'typebox';
import { CalendarDay, FREQUENCIES, Id, IsoDate, Money, MoneyInput, Nullable, StringEnum } from './common';
import { DATED_RECURRING_VALUES, REPEAT_INTERVAL } from './core/repeat';
import { AccountVersion } from './live';
import { AchDeposit } from './orders';

/**
 * Bank deposits from a linked bank into Cloud (MM-79 to MM-97, API-43). Decision MM-95: a new deposit goes to
 * POST deposits/ach-deposits/ with the spec's income-group payload; an edit of a scheduled one is
 * PATCH deposits/ach-deposits/{id}/ (id = the scheduled item); a scheduled or repeating deposit also makes the income
 * group planning shows (PL-14).
 */

/** The deposit dialog's kinds: the spec names 'recurring' for new deposits, the toggle 'transfer'/'fill_to'. */
export const DEPOSIT_TYPES = ['recurring', 'account_transfer', 'transfer', 'fill_to'] as const;

/** Bank deposits repeat like orders, except 'variable' (a deposit pulls a known amount). */
export const DEPOSIT_RECURRING_VALUES = DATED_RECURRING_VALUES;

const depositFields = {
  account_id: Id,
  to_qube: Type.Optional(StringEnum(['cloud'], { description: 'Bank deposits land in Cloud' })),
  plaid_account: Id,
  plaid_account_id: Type.Optional(Id),
  amount: MoneyInput,
  recurring: StringEnum(DEPOSIT_RECURRING_VALUES),
  idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'Unique per account: a repeat with the same body replays the answer (for 30 days after it)' }),
  days_in_calendar: Type.Optional(Type.Array(CalendarDay, { maxItems: 31 })),
  name: Type.Optional(Type.String({ maxLength: 60, description: 'Bank name and last 4 digits: the income group name' })),
  scheduled_date: Type.String({ maxLength: 32, description: "'today' or YYYY-MM-DD, not before today" }),
  title: Type.Optional(Type.String({ maxLength: 250, description: 'The note' })),
  transfer_interval: Type.Optional(Nullable(Type.Integer({ minimum: REPEAT_INTERVAL.min, maximum: REPEAT_INTERVAL.max }))),
  frequency: Type.Optional(Nullable(StringEnum(FREQUENCIES), { description: 'custom only: the unit of transfer_interval' })),
  type: Type.Optional(StringEnum(DEPOSIT_TYPES)),
  start_date: Type.Optional(Type.String({ maxLength: 32, description: 'Sent by the dialog; the scheduled_date rules' })),
};

/** POST deposits/ach-deposits/ (MM-94): a deposit now, later, or repeating. */
export const BankDepositInput = Type.Object(depositFields, { additionalProperties: false });
export type BankDepositInput = Static<typeof BankDepositInput>;

/** PATCH deposits/ach-deposits/{id}/ (MM-93): a scheduled deposit's fields, all optional but the account. */
export const BankDepositPatch = Type.Object({
  account_id: Id,
  to_qube: depositFields.to_qube,
  plaid_account: Type.Optional(Id),
  plaid_account_id: depositFields.plaid_account_id,
  amount: Type.Optional(MoneyInput),
  recurring: Type.Optional(depositFields.recurring),
  idempotency_key: Type.Optional(Type.String({ maxLength: 100, description: 'Accepted and ignored (an edit is not replayed)' })),
  days_in_calendar: depositFields.days_in_calendar,
  name: depositFields.name,
  scheduled_date: Type.Optional(depositFields.scheduled_date),
  title: depositFields.title,
  transfer_interval: depositFields.transfer_interval,
  frequency: depositFields.frequency,
  type: depositFields.type,
  start_date: depositFields.start_date,
}, { additionalProperties: false });
export type BankDepositPatch = Static<typeof BankDepositPatch>;

/**
 * The answer of POST, PATCH and GET: the deposit started now (`deposit`, pending), and/or the scheduled series
 * (`scheduled_id`) with its income group.
 */
export const BankDeposit = Type.Object({
  status: StringEnum(['pending', 'scheduled']),
  amount: Money,
  scheduled_date: IsoDate,
  recurring: Type.String(),
  frequency: Nullable(Type.String()),
  transfer_interval: Nullable(Type.Integer()),
  days_in_calendar: Type.Array(CalendarDay),
  title: Type.String(),
  plaid_account: Type.Integer(),
  deposit: Nullable(AchDeposit, { description: 'The deposit started by this call (today), pending' }),
  scheduled_id: Nullable(Type.Integer(), { description: 'The scheduled series (search/scheduled/{id}/)' }),
  income_group_id: Nullable(Type.Integer(), { description: 'The income group planning shows (PL-14)' }),
  account_version: Type.Optional(AccountVersion),
});
export type BankDeposit = Static<typeof BankDeposit>;

/** POST deposits/ach-deposits/audit-log/ (MM-97): what the person authorised, recorded after success. */
export const DepositAuditInput = Type.Object({
  account_id: Id,
  from_account: Type.String({ maxLength: 100 }),
  routing_number: Type.String({ maxLength: 20 }),
  amount: MoneyInput,
  to_account_owner_name: Type.String({ maxLength: 200 }),
  to_account_last_four: Type.String({ maxLength: 4 }),
  frequency: Type.String({ maxLength: 100 }),
  deposit_date: Type.String({ maxLength: 32 }),
}, { additionalProperties: false });
export type DepositAuditInput = Static<typeof DepositAuditInput>;
