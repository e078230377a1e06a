import { cardAmountError, cardDepositFee } from './cardDeposits';

describe('card deposit pricing', () => {
  it('MM-105 API-45 no fee the first time; after that 2.9 % rounded up to the cent, in exact cents', () => {
    expect(cardDepositFee(4_000n, true)).toBe(0n);
    expect(cardDepositFee(4_000n, false)).toBe(116n);
    expect(cardDepositFee(1_000n, false)).toBe(29n);
    // 10.01 × 0.029 = 0.29029: up to 0.30, never down.
    expect(cardDepositFee(1_001n, false)).toBe(30n);
    expect(cardDepositFee(250_000n, false)).toBe(7_250n);
    // A fee that is a whole number of cents is not rounded further: 1000 × 0.029 = 29.00 exactly.
    expect(cardDepositFee(100_000n, false)).toBe(2_900n);
  });

  it('MM-106 API-46 the amount lies between $10.00 and $2,500.00, both included', () => {
    expect(cardAmountError(999n)).toBe('The minimum card deposit is $10.00.');
    expect(cardAmountError(1_000n)).toBeNull();
    expect(cardAmountError(250_000n)).toBeNull();
    expect(cardAmountError(250_001n)).toBe('The maximum card deposit is $2,500.00.');
  });
});
