import { Type, type Static } from 'typebox';
import { Id, Money, MoneyInput, StringEnum } from './common';
import { AccountVersion } from './live';

/**
 * Card deposits into Cloud (MM-105 to MM-111, API-45, API-46). The card-payment provider holds the card: our calls
 * make, change and cancel its payment intent; the browser gives the card only to the provider (its confirm call, here
 * the sandbox's `sandbox/card-payments/{payment_intent_id}/confirm/`), and the provider's completion credits Cloud.
 */

/** A payment intent id as the provider names it (Stripe's form: `pi_` and letters and digits). */
export const PaymentIntentId = Type.String({ pattern: '^pi_[A-Za-z0-9]{8,64}$', maxLength: 67, description: "The provider's payment intent id, e.g. 'pi_3MtwBwLkdIwHu7ix'" });
export type PaymentIntentId = Static<typeof PaymentIntentId>;

/** Path parameters of the calls on one intent: `{payment_intent_id}`. */
export const PaymentIntentParams = Type.Object({ payment_intent_id: PaymentIntentId }, { additionalProperties: false });
export type PaymentIntentParams = Static<typeof PaymentIntentParams>;

/** POST deposits/stripe-deposits/ (MM-107): an amount for Cloud; the answer is the intent to pay. */
export const CardDepositInput = Type.Object({
  account_id: Id,
  idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'Unique per account: a repeat with the same body replays the answer (for 30 days after it)' }),
  amount: MoneyInput,
}, { additionalProperties: false });
export type CardDepositInput = Static<typeof CardDepositInput>;

/** POST deposits/stripe-deposits/{payment_intent_id}/update-amount/ (MM-108): the amount changed before paying. */
export const CardDepositAmountInput = Type.Object({
  account_id: Id,
  payment_intent_id: Type.Optional(PaymentIntentId),
  amount: MoneyInput,
}, { additionalProperties: false });
export type CardDepositAmountInput = Static<typeof CardDepositAmountInput>;

/** Stripe's cancellation reasons; the dialog sends 'abandoned' when it is closed (MM-109). */
export const CARD_CANCELLATION_REASONS = ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** POST deposits/stripe-deposits/{payment_intent_id}/cancel-request/ (MM-109). */
export const CardDepositCancelInput = Type.Object({
  account_id: Id,
  payment_intent_id: Type.Optional(PaymentIntentId),
  stripe_cancellation_reason: StringEnum(CARD_CANCELLATION_REASONS),
}, { additionalProperties: false });
export type CardDepositCancelInput = Static<typeof CardDepositCancelInput>;

/** The states of a card deposit: waiting for the card, paid (Cloud credited), or cancelled. */
export const CARD_DEPOSIT_STATUSES = ['requires_payment', 'succeeded', 'canceled'] as const;

/**
 * A card deposit's payment intent (spec 001 "Card deposit intent"): `amount` goes to Cloud, `deposit_fee` is ours
 * (0 the first time), `total_amount` is what the card pays; `stripe_client_secret` lets the browser confirm it with
 * the provider.
 */
export const CardDepositIntent = Type.Object({
  id: PaymentIntentId,
  stripe_client_secret: Type.String({ description: "The intent's client secret: the browser passes it to the provider's confirm" }),
  amount: Money,
  deposit_fee: Money,
  total_amount: Money,
  status: StringEnum(CARD_DEPOSIT_STATUSES),
  account_version: Type.Optional(AccountVersion),
});
export type CardDepositIntent = Static<typeof CardDepositIntent>;

/** The answer of cancel-request/. */
export const CardDepositCancelled = Type.Object({
  id: PaymentIntentId,
  status: StringEnum(CARD_DEPOSIT_STATUSES),
});
export type CardDepositCancelled = Static<typeof CardDepositCancelled>;

/** GET accounts/{id}/limits/ (MM-106, API-46): a card deposit's amount lies between these, both included. */
export const AccountLimits = Type.Object({
  card_deposit_minimum: Money,
  card_deposit_maximum: Money,
});
export type AccountLimits = Static<typeof AccountLimits>;

// ---- the sandbox provider's own servers (its payment element talks to them, never to our money calls) -------------

/** The card as the sandbox's payment element sends it to the sandbox provider. */
export const SandboxCard = Type.Object({
  number: Type.String({ maxLength: 23, description: 'Card number, spaces allowed (test cards in api/README.md)' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 0, maximum: 9999, description: 'Two or four digits' }),
  cvc: Type.String({ maxLength: 8 }),
}, { additionalProperties: false });
export type SandboxCard = Static<typeof SandboxCard>;

/** POST sandbox/card-payments/{payment_intent_id}/confirm/: pays the intent with a card (Stripe's confirmCardPayment). */
export const SandboxConfirmInput = Type.Object({
  client_secret: Type.String({ minLength: 1, maxLength: 200 }),
  card: SandboxCard,
}, { additionalProperties: false });
export type SandboxConfirmInput = Static<typeof SandboxConfirmInput>;

/** The paid intent (a declined card answers 402 with the provider's message instead). */
export const SandboxConfirmResult = Type.Object({
  id: PaymentIntentId,
  status: StringEnum(['succeeded']),
  amount: Money,
  card_brand: Type.String(),
  card_last4: Type.String(),
});
export type SandboxConfirmResult = Static<typeof SandboxConfirmResult>;
