import type { CardField } from './cardPaymentProvider';

/**
 * What the card element checks before it asks the provider, with the provider's own words (Stripe's element): the
 * number's length and Luhn checksum, an expiry not in the past, a CVC of 3 or 4 digits. Pure.
 */
export const CARD_FIELD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Digits only. */
export const cardDigits = (text: string): string => text.replace(/\D/g, '');

/** The number as it is shown while typed: groups of 4 digits, at most 19 digits. */
export const formatCardNumber = (text: string): string => cardDigits(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The expiry as it is shown while typed: 'MM / YY'. */
export const formatExpiry = (text: string): string => {
  const digits = cardDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/** The Luhn checksum every card number carries. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** Month and four-digit year of an 'MM / YY' text, or null while incomplete. */
export const parseExpiry = (text: string): { month: number; year: number } | null => {
  const digits = cardDigits(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
};

export type CardFormValues = { number: string; expiry: string; cvc: string };

/** The first message per field, or an empty object when the card may be sent; `now` decides the expiry. */
export const checkCard = (values: CardFormValues, now: Date): Partial<Record<CardField, string>> => {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(values.number);
  if (digits.length < 13) errors.number = CARD_FIELD_MESSAGES.numberIncomplete;
  else if (!passesLuhn(digits)) errors.number = CARD_FIELD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(values.expiry);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (!expiry) errors.expiry = CARD_FIELD_MESSAGES.expiryIncomplete;
  else if (expiry.month < 1 || expiry.month > 12 || expiry.year > thisYear + 50) errors.expiry = CARD_FIELD_MESSAGES.expiryInvalid;
  else if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) errors.expiry = CARD_FIELD_MESSAGES.expiryPast;
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = CARD_FIELD_MESSAGES.cvcIncomplete;
  return errors;
};
