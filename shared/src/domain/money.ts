import { readCents } from '@qube/contract/core/money';
import type { MoneyString } from './types';

/** Money is the contract's core (`@qube/contract/core/money`): one rule and one implementation with the API. */
export { formatMoney, fromCents, sumMoney } from '@qube/contract/core/money';

/**
 * Cents of a money string, as the API answers it or as it is shown or typed ('$1,234.5'), or of a number computed in
 * the browser, taken at two decimals. Throws 'Not a money amount: …' on anything else, '12.345' included.
 */
export const toCents = (value: MoneyString | number): bigint => readCents(typeof value === 'number' ? value.toFixed(2) : value);
