import { fromCents, money, sumMoney, toCents } from './money';

describe('money (exact, integer cents)', () => {
  it('API-22 sums many 0.10 amounts exactly (no float drift)', () => {
    const tenths = Array.from({ length: 1000 }, () => '0.10');
    expect(sumMoney(tenths)).toBe('100.00');
    expect(0.1 * 3).not.toBe(0.3); // the float trap the helpers avoid
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
  });

  it('parses and formats two-decimal strings with sign', () => {
    expect(toCents('2500')).toBe(250000n);
    expect(toCents('-12.5')).toBe(-1250n);
    expect(fromCents(-1250n)).toBe('-12.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(money('5745.000000')).toBe('5745.00');
    expect(money(null)).toBe('0.00');
  });

  it('rejects floats, exponents and more than two decimals', () => {
    expect(() => toCents(0.1)).toThrow();
    expect(() => toCents('1e3')).toThrow();
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
  });
});
