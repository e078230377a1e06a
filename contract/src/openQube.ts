import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, StringEnum } from './common';

/**
 * The open qube (MM-126 to MM-134, API-27): GET, POST, PATCH and DELETE accounts/{id}/open-qube/. One qube of an
 * account at a time is open for card purchases; it closes by itself when it expires (server-side), when
 * `remaining_purchases` reaches 0, or after the next purchase when `close_qube_after_next_purchase` is set.
 */

/** The longest an open qube may stay open: one year in minutes (the longest option of MM-132). */
export const OPEN_QUBE_MAX_MINUTES = 525_600;
/** The most purchases an open qube may be limited to (a bound, so the number stays an int4). */
export const OPEN_QUBE_MAX_PURCHASES = 10_000;

/** The open qube as GET shows it (MM-127): id, name, type, balance. */
export const OpenQubeRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: StringEnum(['spending', 'billing', 'goal']),
  balance: Money,
});
export type OpenQubeRef = Static<typeof OpenQubeRef>;

/**
 * GET accounts/{id}/open-qube/ (and the answer of POST and PATCH). No open qube: open_qube null, expires_in null,
 * remaining_purchases null, close_qube_after_next_purchase false. expires_in is whole minutes left, rounded up.
 */
export const OpenQubeState = Type.Object({
  open_qube: Nullable(OpenQubeRef),
  expires_in: Nullable(Type.Integer({ minimum: 0, description: 'Minutes until it closes, rounded up' })),
  remaining_purchases: Nullable(Type.Integer({ minimum: 0, description: 'Purchases left before it closes; null: no limit' })),
  close_qube_after_next_purchase: Type.Boolean(),
});
export type OpenQubeState = Static<typeof OpenQubeState>;

const expiresIn = Type.Integer({ minimum: 1, maximum: OPEN_QUBE_MAX_MINUTES, description: 'Minutes it stays open (MM-132: 30, 120, 1440, 10080, 525600)' });
const remainingPurchases = Nullable(Type.Integer({ minimum: 1, maximum: OPEN_QUBE_MAX_PURCHASES }), { description: 'Purchases before it closes; null: no limit' });

/** POST accounts/{id}/open-qube/ (MM-133): opens the qube (replacing any other open one of the account). */
export const OpenQubeInput = Type.Object({
  account_id: Id,
  open_qube: Id,
  expires_in: expiresIn,
  remaining_purchases: Type.Optional(remainingPurchases),
  close_qube_after_next_purchase: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type OpenQubeInput = Static<typeof OpenQubeInput>;

/** PATCH accounts/{id}/open-qube/ (MM-133): changes the open qube's settings (or which qube is open); 404 when none is open. */
export const OpenQubePatch = Type.Object({
  account_id: Type.Optional(Id),
  open_qube: Type.Optional(Id),
  expires_in: Type.Optional(expiresIn),
  remaining_purchases: Type.Optional(remainingPurchases),
  close_qube_after_next_purchase: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type OpenQubePatch = Static<typeof OpenQubePatch>;
