import { formatMoney, toCents } from '@qube/shared';
import type { CardDepositLimits } from '@qube/shared/payments/cardDeposit';

/** MM-110: a 400 without a message of its own. */
export const UNABLE_TO_PROCESS = 'Unable to process request';

/**
 * MM-106: the amount lies between card_deposit_minimum and card_deposit_maximum (both included); the messages are ours
 * (the spec shows none) and the API's. Null when the amount may be paid; '' (no message) while nothing is typed.
 */
export function cardAmountError(amount: string, limits: CardDepositLimits): string | null {
  const cents = toCents(amount || '0');
  if (cents <= 0n) return '';
  if (cents < toCents(limits.card_deposit_minimum)) return `The minimum card deposit is ${formatMoney(limits.card_deposit_minimum)}.`;
  if (cents > toCents(limits.card_deposit_maximum)) return `The maximum card deposit is ${formatMoney(limits.card_deposit_maximum)}.`;
  return null;
}
