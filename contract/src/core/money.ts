/**
 * Money, exact (design.md "Money is exact"): amounts travel as decimal strings ('2500.00') and are computed in integer
 * cents (bigint), never as floats. One rule for the API and every browser package (docs/adr/0100): an amount is an
 * optional minus, whole digits and at most two decimals; more decimals are refused, never cut ('12.345' is no amount).
 * Pure, no dependencies: the browser bundles only what it imports.
 */

/** The field message of an amount that is not one (every money input of the API). */
export const AMOUNT_INVALID = 'Enter a valid amount.';
/** The field message of an amount that must be above zero. */
export const AMOUNT_NOT_POSITIVE = 'Amount must be greater than 0.';
/** The largest amount any call accepts, 99,999,999.99 (NUMERIC(14,2) holds more, so sums stay exact). */
export const MONEY_MAX = '99999999.99';

/** The cents of a match of (minus or nothing)(whole digits)(at most two decimals), or null without one. */
const fromMatch = (match: RegExpExecArray | null): bigint | null => match && BigInt(`${match[1]}${match[2] || 0}${(match[3] || '').padEnd(2, '0')}`);

/**
 * The cents of an amount as the API takes it ('12', '12.5', '-0.10'; spaces around it are ignored), or null: no '$',
 * commas, exponent or more than two decimals. The API checks every money input with this.
 */
export const parseMoney = (text: string): bigint | null => fromMatch(/^(-?)(\d+)(?:\.(\d\d?))?$/.exec(text.trim()));

/** True when the text is an amount by `parseMoney`'s rule. */
export const isMoney = (text: string): boolean => parseMoney(text) !== null;

/**
 * The cents of an amount as it is shown or typed, by the same rule: also a '$' after the sign, thousands commas and a
 * bare point ('-$1,234.5', '.5', '12.'). null for anything else, more than two decimals included.
 */
export const readMoney = (text: string): bigint | null => fromMatch(/^(-?)\$?(?=\.?\d)(\d*)\.?(\d{0,2})$/.exec(text.trim().replace(/,/g, '')));

/**
 * Cents of money known to be money: written as `readMoney` reads it, or a database NUMERIC with zeros past the cents
 * ('5745.000000'); cents (bigint) pass as they are. Throws 'Not a money amount: …' on anything else, '12.345' included.
 */
export const readCents = (value: string | bigint): bigint => {
  const cents = typeof value === 'bigint' ? value : readMoney(value.replace(/(\.\d\d)0+$/, '$1'));
  if (cents === null) throw new Error(`Not a money amount: ${value}`);
  return cents;
};

/** As `readCents`, and a whole number of dollars too: a float is never money here (0.1 throws). */
export const toCents = (value: string | number | bigint): bigint => {
  if (typeof value === 'number' && value % 1) throw new Error(`Not a money amount: ${value}`);
  return readCents(typeof value === 'number' ? String(value) : value);
};

/** Cents as the API's two-decimal string: 574500n → '5745.00', -1250n → '-12.50'. */
export const fromCents = (cents: bigint): string => {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Displayed money: USD, two decimals, the sign kept, thousands grouped ('-$1,200.00') (SD-25). */
export const formatMoney = (value: string | bigint): string =>
  fromCents(readCents(value)).replace(/^-?/, '$&$$').replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The exact sum of money values, as a two-decimal string. */
export const sumMoney = (values: readonly (string | bigint)[]): string => fromCents(values.reduce<bigint>((total, value) => total + readCents(value), 0n));

/** Any money value (a NUMERIC string, cents, null) as the two-decimal string the API answers; null is '0.00'. */
export const money = (value: string | number | bigint | null | undefined): string =>
  fromCents(value === null || value === undefined ? 0n : toCents(value));

/** As `money`, but null stays null. */
export const moneyOrNull = (value: string | null | undefined): string | null => (value === null || value === undefined ? null : money(value));
