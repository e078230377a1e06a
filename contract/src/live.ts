import { Type, type Static } from 'typebox';

/**
 * The account's change version (API-28): a counter the database bumps once per transaction that changes the account's
 * money, activity, qubes, orders or deposits. Answers that change or read money and every live-updates message carry
 * it, so a client skips a push about a change it already has.
 */
export const AccountVersion = Type.Integer({ minimum: 0, description: 'The account\'s change version (API-28): grows with every change of its money, activity, qubes, orders or deposits' });
export type AccountVersion = Static<typeof AccountVersion>;

/** POST accounts/{id}/updates/ticket/: a single-use ticket for the live-updates socket (?ticket=), valid 30 s. */
export const LiveTicket = Type.Object({
  ticket: Type.String({ description: 'Pass as ?ticket= on the WebSocket upgrade of accounts/{id}/updates/; single use' }),
  expires_in: Type.Integer({ description: 'Seconds the ticket stays valid' }),
});
export type LiveTicket = Static<typeof LiveTicket>;
