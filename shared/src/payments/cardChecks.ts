import { CARD_MESSAGES, cardNumberProblem, expiryProblem, isCvc } from '@qube/contract/core/cards';
import type { CardField } from './cardPaymentProvider';

/**
 * What the card element checks before it asks the provider, with the provider's own words (Stripe's element): the
 * number's length and Luhn checksum, an expiry not in the past, a CVC of 3 or 4 digits. The checks are the contract
 * core's (`@qube/contract/core/cards`), the API's too; this adds what the form shows while typed. Pure.
 */
export const CARD_FIELD_MESSAGES = CARD_MESSAGES;
export { passesLuhn } from '@qube/contract/core/cards';

/** Digits only. */
export const cardDigits = (text: string): string => text.replace(/\D/g, '');

/** The number as it is shown while typed: groups of 4 digits, at most 19 digits. */
export const formatCardNumber = (text: string): string => cardDigits(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The expiry as it is shown while typed: 'MM / YY'. */
export const formatExpiry = (text: string): string => {
  const digits = cardDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
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
  const number = cardNumberProblem(cardDigits(values.number));
  if (number) errors.number = number === 'incomplete' ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(values.expiry);
  const expiryWrong = expiry && expiryProblem(expiry, { year: now.getFullYear(), month: now.getMonth() + 1 });
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else if (expiryWrong) errors.expiry = expiryWrong === 'past' ? CARD_MESSAGES.expiryPast : CARD_MESSAGES.expiryInvalid;
  if (!isCvc(values.cvc)) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  return errors;
};
