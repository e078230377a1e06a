import { formatMoney, fromCents, sumMoney, toCents } from './money';

describe('money', () => {
  it('SD-25 displays USD with two decimals, a $ prefix and the sign kept', () => {
    expect(formatMoney('2500')).toBe('$2,500.00');
    expect(formatMoney('-12.5')).toBe('-$12.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
  });

  it('adds amounts exactly, never as floats', () => {
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
  });

  it("SD-25 toCents reads '$1,234.5' as 123450 cents", () => {
    expect(toCents('$1,234.5')).toBe(123450n);
    expect(toCents('1,234.56')).toBe(123456n);
    expect(toCents(' 2500 ')).toBe(250000n);
    expect(toCents('.5')).toBe(50n);
  });

  it("SD-25 toCents keeps the sign of '-0.01' and '-$1,200.00'", () => {
    expect(toCents('-0.01')).toBe(-1n);
    expect(toCents('-$1,200.00')).toBe(-120000n);
    expect(formatMoney(toCents('-0.01'))).toBe('-$0.01');
  });

  it('SD-25 toCents reads numbers at two decimals', () => {
    expect(toCents(12.5)).toBe(1250n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents(-3)).toBe(-300n);
  });

  it.each(['abc', '1.2.3', '12abc', '$ 5', '--1', '1-', '1e5'])('SD-25 toCents throws on invalid input %p', (value) => {
    expect(() => toCents(value)).toThrow(`Not a money amount: ${value}`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('SD-25 toCents throws on the number %p', (value) => {
    expect(() => toCents(value)).toThrow('Not a money amount');
  });

  it('SD-25 fromCents writes the API decimal string with two decimals', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-1250n)).toBe('-12.50');
    expect(fromCents(123456789n)).toBe('1234567.89');
  });

  it('SD-25 formatMoney takes cents too and groups thousands', () => {
    expect(formatMoney(100000n)).toBe('$1,000.00');
    expect(formatMoney(-99n)).toBe('-$0.99');
    expect(formatMoney('$1,234.5')).toBe('$1,234.50');
    expect(formatMoney('999.99')).toBe('$999.99');
  });

  it('SD-25 sumMoney adds signed amounts', () => {
    expect(sumMoney(['10.00', '-2.50', '$1,000'])).toBe('1007.50');
    expect(sumMoney([])).toBe('0.00');
  });
});
