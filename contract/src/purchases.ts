import { Type, type Static } from 'typebox';
import { Id, MoneyInput, Money, Nullable, StringEnum } from './common';

/**
 * Card purchases (MM-27, the purchase, fail and qubeless notification groups). The card network asks the API to
 * authorize each swipe; in development the sandbox network's swipe is a tool: POST /api/dev/card-network/swipe.
 */

/** Why a swipe was not paid from a qube, as the network and the notification say it. */
export const DECLINE_REASONS = ['no_open_qube', 'insufficient_funds', 'preauth_amount_mismatch', 'error_pin'] as const;

/** The longest merchant name a swipe carries. */
export const MERCHANT_MAX_LENGTH = 100;

/** POST /api/dev/card-network/swipe (development only): the card of the account swiped at a merchant for an amount. */
export const CardSwipeInput = Type.Object({
  account_id: Id,
  merchant: Type.String({ minLength: 1, maxLength: MERCHANT_MAX_LENGTH, description: "The merchant's name as the network sends it" }),
  amount: MoneyInput,
  force_post: Type.Optional(Type.Boolean({ description: 'A charge the merchant posts without asking (transit, in-flight): it cannot be declined and lands in Qubeless when no qube pays it' })),
  network_reference: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "The network's id of this authorization: a repeat answers the first outcome and moves no money again" })),
}, { additionalProperties: false });
export type CardSwipeInput = Static<typeof CardSwipeInput>;

/** What the network was answered: approved (paid from a qube), declined, or qubeless (a forced charge no qube paid). */
export const CardAuthorization = Type.Object({
  id: Type.Integer(),
  network_reference: Type.String(),
  outcome: StringEnum(['approved', 'declined', 'qubeless']),
  reason: Nullable(StringEnum(DECLINE_REASONS)),
  message: Type.String({ description: 'What the notification says' }),
  merchant: Type.String(),
  amount: Money,
  qube_id: Nullable(Type.Integer({ description: 'The qube that paid (approved), or that lacked the money' })),
  activity_id: Nullable(Type.Integer()),
  notification_type: Type.String(),
  paid_by: Nullable(StringEnum(['open_qube', 'preauth'])),
  replayed: Type.Boolean(),
});
export type CardAuthorization = Static<typeof CardAuthorization>;
