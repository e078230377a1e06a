import type { AlertKind } from '@qube/contract/alerts';

/** The notification types the forecast's alerts write (SD-54's warning group in the panel). */
export const BILL_SHORT_TYPE = 'bill_short';
export const QUBE_LOW_TYPE = 'qube_low';

/**
 * Which alert a notification is, by its type (SD-54) and, for bank deposits, its title: a deposit that lands is
 * 'Deposit received'; 'Bank deposit started' is not news yet. null: no alert (a purchase approved, a transfer made,
 * an announcement).
 */
export const alertKindOf = (type: string, title: string): AlertKind | null => {
  switch (type) {
    case BILL_SHORT_TYPE:
      return 'bill_short';
    case QUBE_LOW_TYPE:
      return 'qube_low';
    case 'unsuccessful_authorization':
    case 'error_pin':
      return 'purchase_declined';
    case 'insufficient_funds':
      // A card purchase declined for a low balance is a declined purchase; a transfer or bill that could not be paid is a failed payment.
      return title === 'Purchase declined' ? 'purchase_declined' : 'payment_failed';
    case 'failed_bill_qube':
    case 'failed_order':
    case 'error':
      return 'payment_failed';
    case 'warning_message':
      // A paycheck rule that left part of a landed paycheck in Cloud (areas/funding/paycheckAllocation.ts, ADR 0096).
      return title === 'Paycheck not fully allocated' ? 'deposit_landed' : null;
    case 'ach_deposit':
      return title === 'Bank deposit started' ? null : 'deposit_landed';
    case 'received_ach_transfer':
    case 'stripe_deposit':
    case 'peer_to_peer_in':
    case 'received_account_transfer':
      return 'deposit_landed';
    default:
      return null;
  }
};
