import { luhnCheckDigit, passesLuhn } from '@qube/contract/core/cards';

/** A card as the issuer needs to find it: our row id, the issuer's own id, when it was issued. */
export type IssuedCard = { id: number; providerCardId: string | null; createdAt: Date };

/** What only the cardholder may see. */
export type CardSecrets = { number: string; expirationMonth: number; expirationYear: number; cvv: string };

/**
 * The card issuer (a third party: it holds card numbers in its own vault, so we never store them). `lastFour` is what
 * the card's picture shows; `reveal` is what its card frame shows the cardholder. A real issuer is asked over its API
 * and is one more branch of selectCardIssuer.ts; routes and screens stay as they are.
 */
export type CardIssuer = {
  name: string;
  lastFour: (card: IssuedCard) => Promise<string>;
  reveal: (card: IssuedCard) => Promise<CardSecrets>;
};

/** The Luhn check digit of a number's digits (ISO/IEC 7812-1): the contract core's. */
export { luhnCheckDigit };

/** True when a card number of 12 to 19 digits passes the Luhn check. */
export const isLuhnValid = (number: string): boolean => /^\d{12,19}$/.test(number) && passesLuhn(number);
