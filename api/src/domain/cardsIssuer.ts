import crypto from 'node:crypto';

/** A card as the issuer needs to find it: our row id, the issuer's own id, when it was issued. */
export type IssuedCard = { id: number; providerCardId: string | null; createdAt: Date };

/** What only the cardholder may see. */
export type CardSecrets = { number: string; expirationMonth: number; expirationYear: number; cvv: string };

/**
 * The card issuer (a third party: it holds card numbers in its own vault, so we never store them). `lastFour` is what
 * the card's picture shows; `reveal` is what its card frame shows the cardholder. A real issuer is asked over its API.
 */
export type CardIssuer = {
  name: string;
  lastFour: (card: IssuedCard) => Promise<string>;
  reveal: (card: IssuedCard) => Promise<CardSecrets>;
};

/** The Luhn check digit of a number's digits (ISO/IEC 7812-1). */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    // Starting from the digit left of the check digit, every second one is doubled.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
};

/** True when a card number passes the Luhn check. */
export const isLuhnValid = (number: string): boolean =>
  /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);

/** The sandbox's numbers: 400000, the card id in nine digits, the Luhn digit (16 digits; a test range, no real BIN). */
export const sandboxCardNumber = (cardId: number): string => {
  const body = `400000${String(cardId).padStart(9, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/** The sandbox's CVV: three digits of a keyed hash of the card id (stable, not guessable from the number alone). */
const sandboxCvv = (cardId: number): string => {
  const hash = crypto.createHmac('sha256', 'qube-sandbox-card-issuer').update(String(cardId)).digest();
  return String(hash.readUInt32BE(0) % 1000).padStart(3, '0');
};

/** The sandbox issuer: numbers derived from our row id, valid for four years from the month of issue. */
export const sandboxCardIssuer: CardIssuer = {
  name: 'sandbox',
  lastFour: async (card) => sandboxCardNumber(card.id).slice(-4),
  reveal: async (card) => ({
    number: sandboxCardNumber(card.id),
    expirationMonth: card.createdAt.getUTCMonth() + 1,
    expirationYear: card.createdAt.getUTCFullYear() + 4,
    cvv: sandboxCvv(card.id),
  }),
};

/** The issuer named by QUBE_CARD_ISSUER (default and only: sandbox). */
export const cardIssuerFrom = (processEnv: NodeJS.ProcessEnv): CardIssuer => {
  const name = processEnv.QUBE_CARD_ISSUER?.trim() || 'sandbox';
  if (name !== 'sandbox') throw new Error(`Unknown card issuer: ${name}`);
  return sandboxCardIssuer;
};
