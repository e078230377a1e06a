import { CARD_MESSAGES as CARD_FIELD_MESSAGES, cardBrand, cardNumberProblem, expiryProblem, isCvc, passesLuhn } from '@qube/contract/core/cards';

/**
 * The sandbox's test cards and its card checks, as Stripe's test mode and payment element behave (api/README.md "Card
 * payments sandbox"). Pure: the sandbox provider and its tests use them.
 */

/** The documented test cards (any future expiry, any 3 or 4 digit CVC). */
export const SANDBOX_TEST_CARDS = {
  /** Visa: the payment succeeds. */
  succeeds: '4242424242424242',
  /** Mastercard: the payment succeeds. */
  succeedsMastercard: '5555555555554444',
  /** Visa: generic decline. */
  declined: '4000000000000002',
  /** Visa: declined for insufficient funds. */
  insufficientFunds: '4000000000009995',
} as const;

/** The provider's messages, Stripe's wording (a card field's are the contract core's). */
export const CARD_MESSAGES = {
  invalidNumber: CARD_FIELD_MESSAGES.numberInvalid,
  incompleteNumber: CARD_FIELD_MESSAGES.numberIncomplete,
  expired: CARD_FIELD_MESSAGES.expiryPast,
  invalidExpiry: CARD_FIELD_MESSAGES.expiryInvalid,
  invalidCvc: CARD_FIELD_MESSAGES.cvcInvalid,
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  /** A real-looking card the sandbox does not know (Stripe's test mode refuses real cards the same way). */
  notATestCard: 'Your card was declined. The sandbox accepts only its test cards.',
} as const;

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** What the sandbox decides for a card: a field to fix (400), a decline (402), or paid. */
export type CardVerdict =
  | { kind: 'invalid'; field: 'number' | 'exp_month' | 'exp_year' | 'cvc'; message: string }
  | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds'; message: string }
  | { kind: 'approved'; brand: string; last4: string };

/** Digits only: the element lets a person type spaces between the groups. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum and the card network: the contract core's. */
export { cardBrand, passesLuhn };

/** Checks a card as the element and the provider would, at time `at` (the card is good through its expiry month). */
export const judgeCard = (card: CardInput, at: Date): CardVerdict => {
  const digits = cardDigits(card.number);
  const number = cardNumberProblem(digits);
  if (number) return { kind: 'invalid', field: 'number', message: number === 'incomplete' ? CARD_MESSAGES.incompleteNumber : CARD_MESSAGES.invalidNumber };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiry = expiryProblem({ month: card.expMonth, year }, { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 });
  if (expiry === 'month') return { kind: 'invalid', field: 'exp_month', message: CARD_MESSAGES.invalidExpiry };
  if (expiry) return { kind: 'invalid', field: 'exp_year', message: expiry === 'past' ? CARD_MESSAGES.expired : CARD_MESSAGES.invalidExpiry };
  if (!isCvc(card.cvc.trim())) return { kind: 'invalid', field: 'cvc', message: CARD_MESSAGES.invalidCvc };
  if (digits === SANDBOX_TEST_CARDS.declined) return { kind: 'declined', code: 'card_declined', message: CARD_MESSAGES.declined };
  if (digits === SANDBOX_TEST_CARDS.insufficientFunds) return { kind: 'declined', code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
  if (digits !== SANDBOX_TEST_CARDS.succeeds && digits !== SANDBOX_TEST_CARDS.succeedsMastercard) {
    return { kind: 'declined', code: 'card_declined', message: CARD_MESSAGES.notATestCard };
  }
  return { kind: 'approved', brand: cardBrand(digits), last4: digits.slice(-4) };
};
