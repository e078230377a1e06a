/**
 * Card-number checks, for the API and every browser package (docs/adr/0100): the Luhn checksum (ISO/IEC 7812-1), the
 * number's length, the expiry and the security code, with the payment element's words (Stripe's). The card form in
 * the browser, the API's card payments sandbox and its card issuer all check cards with these. Pure, no dependencies.
 */

/** What a card field says when it is wrong (Stripe's wording). */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** The Luhn check digit of a number's digits: starting left of the check digit, every second digit is doubled. */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
};

/** True when the text is digits only and its last digit is the Luhn check digit of the others. */
export const passesLuhn = (digits: string): boolean => /^\d+$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);

/** What is wrong with a card number's digits: fewer than 13 is incomplete; more than 19, anything else than digits or a wrong checksum is invalid. */
export const cardNumberProblem = (digits: string): 'incomplete' | 'invalid' | null => {
  if (!/^\d*$/.test(digits)) return 'invalid';
  if (digits.length < 13) return 'incomplete';
  return digits.length > 19 || !passesLuhn(digits) ? 'invalid' : null;
};

/** The card network, from the number's first digits. */
export const cardBrand = (digits: string): string => {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Card';
};

/**
 * What is wrong with an expiry (a four-digit year) in the month `now`: a month outside 1 to 12, a month already over
 * (a card is good through its expiry month), or a year more than 50 years ahead.
 */
export const expiryProblem = (expiry: { month: number; year: number }, now: { month: number; year: number }): 'month' | 'past' | 'far' | null => {
  if (expiry.month < 1 || expiry.month > 12) return 'month';
  if (expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month)) return 'past';
  return expiry.year > now.year + 50 ? 'far' : null;
};

/** A card security code: 3 or 4 digits. */
export const isCvc = (text: string): boolean => /^\d{3,4}$/.test(text);
