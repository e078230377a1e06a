import type { MoneyString } from './types';

/**
 * Money is handled as integer cents (bigint) parsed from decimal strings, so no float ever
 * touches an amount (design.md "Money is exact").
 */
export function toCents(value: MoneyString | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?\$?(\d*)(?:\.(\d{0,2}))?\d*$/.exec(text.replace(/,/g, ''));
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return sign ? -cents : cents;
}

/** Cents back to the API's decimal string ('-12.50'). */
export function fromCents(cents: bigint): MoneyString {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Displayed money: USD, two decimals, sign kept, thousands separated ('-$1,200.00') (SD-25). */
export function formatMoney(value: MoneyString | bigint): string {
  const cents = typeof value === 'bigint' ? value : toCents(value);
  const negative = cents < 0n;
  const [whole = '0', fraction = '00'] = fromCents(negative ? -cents : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

/** Sum of decimal strings, exact. */
export function sumMoney(values: MoneyString[]): MoneyString {
  return fromCents(values.reduce((total, v) => total + toCents(v), 0n));
}
