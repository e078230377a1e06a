import { CARD_FIELD_MESSAGES, checkCard, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './cardChecks';

const NOW = new Date(2026, 10, 25);

describe('card checks of the card form', () => {
  it('MM-105 formats the number in groups of four and the expiry as MM / YY while typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12 / 28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('12 / 2')).toBeNull();
  });

  it('MM-105 checks Luhn, an expiry not in the past and a CVC of 3 or 4 digits, in the provider element\'s words', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const good = { number: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123' };
    expect(checkCard(good, NOW)).toEqual({});
    expect(checkCard({ ...good, cvc: '1234' }, NOW)).toEqual({});
    expect(checkCard({ ...good, number: '4242 4242' }, NOW)).toEqual({ number: CARD_FIELD_MESSAGES.numberIncomplete });
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, NOW)).toEqual({ number: 'Your card number is invalid.' });
    expect(checkCard({ ...good, expiry: '10 / 26' }, NOW)).toEqual({ expiry: "Your card's expiration date is in the past." });
    expect(checkCard({ ...good, expiry: '13 / 27' }, NOW)).toEqual({ expiry: CARD_FIELD_MESSAGES.expiryInvalid });
    expect(checkCard({ ...good, expiry: '1' }, NOW)).toEqual({ expiry: CARD_FIELD_MESSAGES.expiryIncomplete });
    expect(checkCard({ ...good, cvc: '12' }, NOW)).toEqual({ cvc: "Your card's security code is incomplete." });
  });
});
