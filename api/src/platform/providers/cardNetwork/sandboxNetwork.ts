import crypto from 'node:crypto';
import type { CardNetwork } from './cardNetwork';

/**
 * The sandbox card network's test values (api/README.md, 'Sandbox card network'): a merchant named exactly this has
 * the card's PIN entered wrong, so the network declines the swipe itself and sends the issuer advice of it.
 */
export const SANDBOX_WRONG_PIN_MERCHANT = 'Sandbox Wrong PIN';

/**
 * The sandbox network: no outside service. Each swipe gets a reference ('sbx_' and 24 hex digits) unless the caller
 * repeats one (a network retrying a request it got no answer to); a forced post skips authorization; the wrong-PIN
 * merchant is declined by the network and only reported to the issuer.
 */
export const sandboxCardNetwork: CardNetwork = {
  id: 'sandbox',
  clearingCounterparty: 'clearing:sandbox_card_network',
  swipe: async (swipe, issuer) => {
    const base = {
      network: 'sandbox',
      networkReference: swipe.networkReference ?? `sbx_${crypto.randomBytes(12).toString('hex')}`,
      accountId: swipe.accountId,
      merchant: swipe.merchant.trim(),
      amount: swipe.amount,
    };
    if (base.merchant.toLowerCase() === SANDBOX_WRONG_PIN_MERCHANT.toLowerCase() && !swipe.forcePost) {
      return issuer({ ...base, kind: 'advice', adviceReason: 'error_pin' });
    }
    return issuer({ ...base, kind: swipe.forcePost ? 'force_post' : 'authorization' });
  },
};
