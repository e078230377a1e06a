import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, formatMoney, fromCents, isMoney, money, moneyOrNull, MONEY_MAX, parseMoney, readCents, readMoney, sumMoney, toCents } from './money';

describe('money: one rule for the API and the browser', () => {
  // The API's form: an optional minus, whole digits, at most two decimals; spaces around it are ignored.
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['0.01', 1n],
    ['2500', 250000n],
    ['12.5', 1250n],
    ['12.50', 1250n],
    [' 12.34 ', 1234n],
    ['007.10', 710n],
    ['-0.01', -1n],
    ['-12.5', -1250n],
    ['-0', 0n],
    [MONEY_MAX, 9999999999n],
    ['12345678901234567.89', 1234567890123456789n],
  ])('API-22 parseMoney(%p) is %p cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
    expect(isMoney(text)).toBe(true);
    expect(toCents(text)).toBe(cents);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['12.345', 'three decimals'],
    ['0.001', 'three decimals'],
    ['1.2345', 'four decimals'],
    ['.5', 'no whole part'],
    ['12.', 'a bare point'],
    ['$5', 'a dollar sign'],
    ['1,000', 'a comma'],
    ['1 000', 'a space inside'],
    ['+5', 'a plus sign'],
    ['--1', 'two minus signs'],
    ['1-', 'a trailing minus'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['abc', 'letters'],
    ['1.2.3', 'two points'],
    ['NaN', 'not a number'],
    ['Infinity', 'infinity'],
  ])('API-22 parseMoney refuses %p (%s)', (text) => {
    expect(parseMoney(text)).toBeNull();
    expect(isMoney(text)).toBe(false);
  });

  // As shown or typed: the same rule, with a '$' after the sign, thousands commas and a bare point.
  it.each([
    ['$1,234.5', 123450n],
    ['1,234.56', 123456n],
    [' 2500 ', 250000n],
    ['.5', 50n],
    ['12.', 1200n],
    ['$0.01', 1n],
    ['-$1,200.00', -120000n],
    ['-0.01', -1n],
    ['$99,999,999.99', 9999999999n],
  ])('SD-25 readMoney(%p) is %p cents', (text, cents) => {
    expect(readMoney(text)).toBe(cents);
    expect(readCents(text)).toBe(cents);
    expect(toCents(text)).toBe(cents);
  });

  it.each(['', '.', '$', '-', '-$', '12.345', '$1,234.567', '0.001', 'abc', '1.2.3', '12abc', '$ 5', '--1', '1-', '1e5', '$-5', '5$'])(
    'SD-25 readMoney refuses %p',
    (text) => {
      expect(readMoney(text)).toBeNull();
    },
  );

  it.each(['abc', '1.2.3', '12abc', '$ 5', '--1', '1-', '1e5', '1e3', '1.234', ''])('SD-25 toCents throws on invalid input %p', (value) => {
    expect(() => toCents(value)).toThrow(`Not a money amount: ${value}`);
  });

  it("refuses '12.345' with the API's words: more than two decimals are no amount, never cut to 12.34", () => {
    expect(() => toCents('12.345')).toThrow(/^Not a money amount: 12\.345$/);
    expect(() => toCents('-0.001')).toThrow('Not a money amount: -0.001');
    expect(() => toCents(0.1)).toThrow('Not a money amount: 0.1');
    expect(AMOUNT_INVALID).toBe('Enter a valid amount.');
    expect(AMOUNT_NOT_POSITIVE).toBe('Amount must be greater than 0.');
  });

  it('reads a database NUMERIC with zeros past the cents, and nothing else past them', () => {
    expect(readCents('5745.000000')).toBe(574500n);
    expect(readCents(-7n)).toBe(-7n);
    expect(() => readCents('12.345')).toThrow(/^Not a money amount: 12\.345$/);
    expect(toCents('5745.000000')).toBe(574500n);
    expect(toCents('-12.340')).toBe(-1234n);
    expect(() => toCents('12.341')).toThrow('Not a money amount: 12.341');
    expect(parseMoney('5745.000000')).toBeNull();
  });

  it('rejects floats, exponents and more than two decimals', () => {
    expect(() => toCents(0.1)).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
    expect(() => toCents('1e3')).toThrow();
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
    expect(toCents(25)).toBe(2500n);
    expect(toCents(-3)).toBe(-300n);
    expect(toCents(7n)).toBe(7n);
  });

  it('API-22 sums many 0.10 amounts exactly (no float drift)', () => {
    const tenths = Array.from({ length: 1000 }, () => '0.10');
    expect(sumMoney(tenths)).toBe('100.00');
    expect(0.1 * 3).not.toBe(0.3); // the float trap the helpers avoid
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
  });

  it('SD-25 sumMoney adds signed amounts, written any way readMoney reads', () => {
    expect(sumMoney(['10.00', '-2.50', '$1,000'])).toBe('1007.50');
    expect(sumMoney(['1.00', 250n])).toBe('3.50');
    expect(sumMoney([])).toBe('0.00');
  });

  it('SD-25 fromCents writes the API decimal string with two decimals', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(-1250n)).toBe('-12.50');
    expect(fromCents(123456789n)).toBe('1234567.89');
  });

  it('parses and formats two-decimal strings with sign', () => {
    expect(toCents('2500')).toBe(250000n);
    expect(toCents('-12.5')).toBe(-1250n);
    expect(fromCents(-1250n)).toBe('-12.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(money('5745.000000')).toBe('5745.00');
    expect(money(null)).toBe('0.00');
    expect(money(undefined)).toBe('0.00');
    expect(money(12)).toBe('12.00');
    expect(moneyOrNull(null)).toBeNull();
    expect(moneyOrNull('3.5')).toBe('3.50');
  });

  it('SD-25 displays USD with two decimals, a $ prefix and the sign kept', () => {
    expect(formatMoney('2500')).toBe('$2,500.00');
    expect(formatMoney('-12.5')).toBe('-$12.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney(toCents('-0.01'))).toBe('-$0.01');
  });

  it('SD-25 formatMoney takes cents too and groups thousands', () => {
    expect(formatMoney(100000n)).toBe('$1,000.00');
    expect(formatMoney(-99n)).toBe('-$0.99');
    expect(formatMoney('$1,234.5')).toBe('$1,234.50');
    expect(formatMoney('999.99')).toBe('$999.99');
    expect(formatMoney(MONEY_MAX)).toBe('$99,999,999.99');
    expect(formatMoney('-1000000')).toBe('-$1,000,000.00');
    expect(() => formatMoney('12.345')).toThrow('Not a money amount: 12.345');
  });
});
