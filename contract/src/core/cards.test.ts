import { CARD_MESSAGES, cardBrand, cardNumberProblem, expiryProblem, isCvc, luhnCheckDigit, passesLuhn } from './cards';

describe('card-number checks (one Luhn for the card form, the payments sandbox and the card issuer)', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '4000000000000002',
    '4000000000009995',
    '378282246310005',
    '6011111111111117',
    '79927398713',
    '0',
  ])('MM-105 %p passes Luhn', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '42424242424242a2', '4242 4242 4242 4242', '', '79927398710', '-4242424242424242'])('MM-105 %p does not pass Luhn', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('API-48 the check digit makes any body pass (ISO/IEC 7812-1)', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('424242424242424')).toBe('2');
    expect(luhnCheckDigit('')).toBe('0');
    for (const body of ['400000000000001', '400000999999999', '12345678901']) expect(passesLuhn(`${body}${luhnCheckDigit(body)}`)).toBe(true);
  });

  it.each([
    ['4242424242424242', null],
    ['424242424242', 'incomplete'],
    ['', 'incomplete'],
    ['4242424242424241', 'invalid'],
    ['42424242424242424242', 'invalid'],
    ['4242a24242424242', 'invalid'],
    ['4242 4242 4242 4242', 'invalid'],
  ])('MM-105 the number %p is %p', (digits, problem) => {
    expect(cardNumberProblem(digits)).toBe(problem);
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['9999', 'Card'],
  ])('MM-105 %p is a %p', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  const NOW = { year: 2026, month: 11 };
  it.each([
    [{ month: 11, year: 2026 }, null],
    [{ month: 12, year: 2076 }, null],
    [{ month: 10, year: 2026 }, 'past'],
    [{ month: 12, year: 2025 }, 'past'],
    [{ month: 13, year: 2027 }, 'month'],
    [{ month: 0, year: 2027 }, 'month'],
    [{ month: 1, year: 2077 }, 'far'],
  ])('MM-105 the expiry %p in Nov 2026 is %p (good through its month)', (expiry, problem) => {
    expect(expiryProblem(expiry, NOW)).toBe(problem);
  });

  it('MM-105 a security code has 3 or 4 digits; the messages are the payment element\'s', () => {
    expect(['123', '1234'].map(isCvc)).toEqual([true, true]);
    expect(['12', '12345', '12a', ' 123', ''].map(isCvc)).toEqual([false, false, false, false, false]);
    expect(CARD_MESSAGES.numberInvalid).toBe('Your card number is invalid.');
    expect(CARD_MESSAGES.expiryPast).toBe("Your card's expiration date is in the past.");
  });
});
