import { Type, type Static } from 'typebox';
import { Id, IsoDate, Money, MoneyInput, Nullable, PocketId, PocketRef, StringEnum } from './common';

/**
 * Transfer to a bank (MM-102 to MM-104, API-36, API-37). The submit path is a spec gap, designed here:
 * POST orders/bank-transfers/ moves money out of a pocket to one of the account's own linked bank accounts;
 * it is pending for 3 to 5 business days, cancellable while pending, then settled by the bank-link provider's bank.
 */

/** The statuses of a bank transfer: scheduled (a later date), pending (money left the pocket), then one of the ends. */
export const BANK_TRANSFER_STATUSES = ['scheduled', 'pending', 'completed', 'cancelled', 'failed'] as const;

/**
 * POST orders/bank-transfers/. The bank is named by `plaid_account` (a linked account of this account); the ACH numbers
 * come from that link, never from the browser: `ach_account_number` and `ach_routing_number` may be sent (MM-104) and
 * must then be the link's own.
 */
export const BankTransferInput = Type.Object({
  account_id: Id,
  from_qube: PocketRef,
  plaid_account: Id,
  amount: MoneyInput,
  scheduled_date: Type.String({ maxLength: 10, description: "'today' or YYYY-MM-DD, not before today" }),
  title: Type.Optional(Type.String({ maxLength: 250 })),
  is_active: Type.Optional(Type.Boolean({ description: 'A new transfer is active; false is refused' })),
  ach_account_number: Type.Optional(Type.String({ maxLength: 34 })),
  ach_routing_number: Type.Optional(Type.String({ maxLength: 9 })),
  ach_name_on_account: Type.Optional(Type.String({ maxLength: 100 })),
  idempotency_key: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type BankTransferInput = Static<typeof BankTransferInput>;

/** A bank transfer as the API answers it. */
export const BankTransfer = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  from_qube: PocketId,
  plaid_account: Type.Integer(),
  bank_name: Type.String(),
  account_mask: Type.String({ description: 'The last 4 digits of the bank account' }),
  ach_name_on_account: Type.String(),
  amount: Money,
  title: Type.String(),
  status: StringEnum(BANK_TRANSFER_STATUSES),
  scheduled_date: IsoDate,
  expected_settle_datetime: Nullable(Type.String(), { description: "When the bank-link provider's bank settles it (business days after it starts); null until it starts" }),
  activity_id: Nullable(Type.Integer(), { description: 'Its ach_transfer activity (source_id = this id)' }),
  is_cancellable: Type.Boolean({
    description: "Whether a cancel can still succeed now: a scheduled transfer always; a pending one until the bank-link provider submits it to the ACH network (its batch), then never",
  }),
  cancellable_until: Nullable(Type.String({ format: 'date-time' }), {
    description: 'When the provider submits a pending transfer to the ACH network, the last moment it can be cancelled; null for a scheduled or ended one',
  }),
  creation_datetime: Type.String(),
});
export type BankTransfer = Static<typeof BankTransfer>;

/** A linked bank account money went to before (API-36), most recent first. */
export const PreviousBankAccount = Type.Object({
  plaid_account: Type.Integer(),
  name: Type.String(),
  institution_name: Type.String(),
  account_mask: Type.String(),
  last_amount: Money,
  last_transfer_datetime: Type.String(),
  transfer_count: Type.Integer(),
});
export type PreviousBankAccount = Static<typeof PreviousBankAccount>;

export const PreviousBankAccounts = Type.Object({ results: Type.Array(PreviousBankAccount) });
export type PreviousBankAccounts = Static<typeof PreviousBankAccounts>;
