import { Type, type Static } from 'typebox';
import { Id, IntegerEnum, MAX_ID, Money, Nullable, NullableMoneyInput, StringEnum } from './common';

/**
 * Direct deposit (MM-112 to MM-118, API-47): the account's own account and routing numbers come with the account
 * (`accounts/{id}/`); these two calls mail the person a blank form or the form they filled in (as a PDF) to hand to
 * their employer. Nothing moves money: the employer's payroll does, later, into the account's numbers.
 */

/** MM-115: 1 entire paycheck, 2 a percent of it, 3 a partial (fixed) amount. */
export const DIRECT_DEPOSIT_TRANSFER_TYPES = [1, 2, 3] as const;
export type DirectDepositTransferType = (typeof DIRECT_DEPOSIT_TRANSFER_TYPES)[number];

/** The largest partial amount per paycheck a form may name. */
export const DIRECT_DEPOSIT_AMOUNT_MAX = '50000.00';

/** POST /direct/blank-form-request/: mail a blank form to the signed-in person. */
export const BlankFormRequestInput = Type.Object({ account_id: Id }, { additionalProperties: false });
export type BlankFormRequestInput = Static<typeof BlankFormRequestInput>;

/**
 * POST /direct/completed-form-request/ (MM-114 to MM-116): exactly one way to deposit, named by `transfer_type`:
 * 1 → deposit_entire_paycheck true; 2 → deposit_percent_paycheck 1..100; 3 → deposit_amount_paycheck 0.01 to
 * DIRECT_DEPOSIT_AMOUNT_MAX. The other amount fields are absent, null (or false). Idempotent by `idempotency_key`.
 */
export const CompletedFormRequestInput = Type.Object({
  account_id: Id,
  idempotency_key: Type.String({ minLength: 1, maxLength: 100 }),
  transfer_type: IntegerEnum(DIRECT_DEPOSIT_TRANSFER_TYPES, { description: '1 entire paycheck, 2 percent, 3 partial amount' }),
  deposit_entire_paycheck: Type.Optional(Type.Boolean()),
  deposit_percent_paycheck: Type.Optional(Nullable(Type.Integer({ minimum: -MAX_ID, maximum: MAX_ID }), { description: 'Whole percent, 1 to 100 (type 2)' })),
  deposit_amount_paycheck: Type.Optional(NullableMoneyInput),
  employer_name: Type.String({ maxLength: 100 }),
  is_employer: Type.Boolean({ description: 'True: the payer is the person\'s employer; false: another payer (benefits, pension)' }),
  signature: Type.String({ maxLength: 100, description: 'The signer\'s full name, typed' }),
}, { additionalProperties: false });
export type CompletedFormRequestInput = Static<typeof CompletedFormRequestInput>;

/**
 * GET /direct/availability/: whether direct deposits can land here (a direct-deposit network is configured). The
 * dialog asks before it shows the account's numbers: without a network, money paid to them would never arrive.
 */
export const DirectDepositAvailability = Type.Object({
  available: Type.Boolean(),
  fallback_message: Nullable(Type.String(), { description: "What to tell the person when it is not: 'Direct deposit is not available right now.'" }),
});
export type DirectDepositAvailability = Static<typeof DirectDepositAvailability>;

/** A recorded form request as the API answers it (201). */
export const DirectDepositRequest = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  kind: StringEnum(['blank', 'completed'] as const),
  transfer_type: Nullable(Type.Integer()),
  deposit_entire_paycheck: Type.Boolean(),
  deposit_percent_paycheck: Nullable(Type.Integer()),
  deposit_amount_paycheck: Nullable(Money),
  employer_name: Type.String(),
  is_employer: Type.Boolean(),
  sent_to: Type.String({ description: 'The e-mail address the form went to (the signed-in person\'s own)' }),
  created_at: Type.String(),
});
export type DirectDepositRequest = Static<typeof DirectDepositRequest>;

/**
 * Development only (GET /api/dev/outbox/{id}/attachments/): the files attached to an outbox message, such as the
 * completed form's PDF; GET /api/dev/outbox/attachments/{id}/ answers one file's bytes with its content type.
 */
export const OutboxAttachmentList = Type.Object({
  results: Type.Array(Type.Object({
    id: Type.Integer(),
    outbox_id: Type.Integer(),
    filename: Type.String(),
    content_type: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    url: Type.String({ description: 'Where the bytes are: /api/dev/outbox/attachments/{id}/' }),
  })),
});
export type OutboxAttachmentList = Static<typeof OutboxAttachmentList>;
