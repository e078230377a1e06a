/** Exact money helpers: amounts travel as decimal strings and are computed in integer cents (BigInt). */

const MONEY_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** True when the text is a decimal with at most two decimals (optionally negative). */
export const isMoney = (text: string): boolean => MONEY_RE.test(text.trim());

/** Parses '12.5', '-0.10', '2500' into cents. Throws on anything else (no floats, no exponent). */
export const toCents = (value: string | number | bigint): bigint => {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`Money must not be a float: ${value}`);
    return BigInt(value) * 100n;
  }
  const match = MONEY_RE.exec(value.trim());
  if (!match) {
    // The database may hand back NUMERIC with more scale (e.g. sums): accept and require exact cents.
    const wide = /^(-)?(\d+)\.(\d+)$/.exec(value.trim());
    if (wide && /^\d{2}0*$/.test(wide[3] ?? '')) return toCents(`${wide[1] ?? ''}${wide[2]}.${(wide[3] ?? '').slice(0, 2)}`);
    throw new Error(`Not a money amount: ${value}`);
  }
  const [, sign, whole, frac = ''] = match;
  const cents = BigInt(whole ?? '0') * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -cents : cents;
};

/** Formats cents as a two-decimal string: 574500n → '5745.00', -1250n → '-12.50'. */
export const fromCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
};

/** Normalises any money value (string from NUMERIC, null) to the two-decimal string form. */
export const money = (value: string | number | bigint | null | undefined): string =>
  fromCents(value === null || value === undefined ? 0n : toCents(value));

/** Same as money() but keeps null. */
export const moneyOrNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : money(value);

/** Exact sum of money values. */
export const sumMoney = (values: (string | bigint)[]): string => fromCents(values.reduce<bigint>((acc, v) => acc + toCents(v), 0n));
