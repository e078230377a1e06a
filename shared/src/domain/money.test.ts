import * as core from '@qube/contract/core/money';
import { formatMoney, fromCents, sumMoney, toCents } from './money';

// The rules themselves are tested once, in contract/src/core/money.test.ts; here, what the browser adds.
describe('money', () => {
  it('SD-25 is the contract core: one implementation with the API', () => {
    expect(formatMoney).toBe(core.formatMoney);
    expect(fromCents).toBe(core.fromCents);
    expect(sumMoney).toBe(core.sumMoney);
  });

  it("SD-25 toCents reads '$1,234.5' as 123450 cents and refuses more than two decimals", () => {
    expect(toCents('$1,234.5')).toBe(123450n);
    expect(toCents('-$1,200.00')).toBe(-120000n);
    expect(() => toCents('12.345')).toThrow('Not a money amount: 12.345');
  });

  it('SD-25 toCents reads numbers at two decimals', () => {
    expect(toCents(12.5)).toBe(1250n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents(-3)).toBe(-300n);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('SD-25 toCents throws on the number %p', (value) => {
    expect(() => toCents(value)).toThrow('Not a money amount');
  });
});
