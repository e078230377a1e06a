import crypto from 'node:crypto';
import type { SendingNetwork } from './directDepositNetwork';

/**
 * The sandbox direct-deposit network's test values (api/README.md, 'Sandbox direct deposit'): each credit gets a
 * deposit id 'sbxdd_' and 24 hex digits unless the caller names one, and naming the same id again replays the
 * delivery (a webhook retried: it lands once). The credit goes to the routing and account number it is addressed to,
 * as a real network's does: an account number that is no account's is refused (404).
 */
export const SANDBOX_DEPOSIT_ID_PREFIX = 'sbxdd_';

/** The sandbox network: no outside service; it delivers at once what it is asked to send. */
export const sandboxDirectDepositNetwork: SendingNetwork = {
  id: 'sandbox',
  clearingCounterparty: 'clearing:sandbox_direct_deposit',
  deliver: async (order, receiver) =>
    receiver({
      network: 'sandbox',
      depositId: order.depositId ?? `${SANDBOX_DEPOSIT_ID_PREFIX}${crypto.randomBytes(12).toString('hex')}`,
      routingNumber: order.routingNumber.trim(),
      accountNumber: order.accountNumber.trim(),
      payerName: order.payerName.trim().replace(/\s+/g, ' '),
      amount: order.amount,
      effectiveDate: order.effectiveDate,
    }),
};
