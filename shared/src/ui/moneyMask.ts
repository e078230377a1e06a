// The singleton's money (a subpath module imports what the singleton exports from it, so a page carries it once).
import { fromCents, toCents } from '@qube/shared';

/**
 * The money mask of every amount field (SD-24): '$' prefix, at most two decimals, no minus sign
 * ('$-0.00' becomes '$0.00'). Keeps what the person typed as far as it is valid.
 */
export function maskMoneyInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  if (cleaned === '') return '';
  const [whole = '', ...rest] = cleaned.split('.');
  const fraction = rest.join('').slice(0, 2);
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  return cleaned.includes('.') ? `$${wholeDigits || '0'}.${fraction}` : `$${wholeDigits}`;
}

/** The exact amount a masked text stands for ('$12.5' → '12.50'); empty text is '0.00'. */
export function parseMoneyInput(masked: string): string {
  const digits = masked.replace(/[^\d.]/g, '');
  return digits === '' || digits === '.' ? '0.00' : fromCents(toCents(digits));
}

/** A stored amount shown in the field ('12.50' → '$12.50'). */
export function formatMoneyInput(amount: string): string {
  return `$${fromCents(toCents(amount) < 0n ? -toCents(amount) : toCents(amount))}`;
}

/** Adds a quick-add value to the current amount, exactly (SD-27). */
export function addToAmount(amount: string, add: number): string {
  return fromCents(toCents(amount) + BigInt(Math.round(add * 100)));
}
