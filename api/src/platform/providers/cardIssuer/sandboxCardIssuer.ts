import crypto from 'node:crypto';
import { luhnCheckDigit, type CardIssuer } from './cardIssuer';

/** The sandbox's numbers: 400000, the card id in nine digits, the Luhn digit (16 digits; a test range, no real BIN). */
export const sandboxCardNumber = (cardId: number): string => {
  const body = `400000${String(cardId).padStart(9, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/** The sandbox's CVV: three digits of an HMAC of the card id under the issuer's key, so the id alone does not give it. */
export const sandboxCvv = (key: string, cardId: number): string => {
  const hash = crypto.createHmac('sha256', key).update(String(cardId)).digest();
  return String(hash.readUInt32BE(0) % 1000).padStart(3, '0');
};

/** The sandbox issuer: numbers derived from our row id, valid for four years from the month of issue; CVVs keyed. */
export const sandboxCardIssuer = (cvvKey: string): CardIssuer => ({
  name: 'sandbox',
  lastFour: async (card) => sandboxCardNumber(card.id).slice(-4),
  reveal: async (card) => ({
    number: sandboxCardNumber(card.id),
    expirationMonth: card.createdAt.getUTCMonth() + 1,
    expirationYear: card.createdAt.getUTCFullYear() + 4,
    cvv: sandboxCvv(cvvKey, card.id),
  }),
});
