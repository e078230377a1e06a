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

/** The provider's messages, Stripe's wording. */
export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  expired: "Your card's expiration date is in the past.",
  invalidExpiry: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
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

/** The Luhn checksum every card number carries. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** The card network, from the number's first digits. */
export const cardBrand = (digits: string): string => {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Card';
};

/** Checks a card as the element and the provider would, at time `at` (the card is good through its expiry month). */
export const judgeCard = (card: CardInput, at: Date): CardVerdict => {
  const digits = cardDigits(card.number);
  if (!/^\d*$/.test(digits)) return { kind: 'invalid', field: 'number', message: CARD_MESSAGES.invalidNumber };
  if (digits.length < 13) return { kind: 'invalid', field: 'number', message: CARD_MESSAGES.incompleteNumber };
  if (digits.length > 19 || !passesLuhn(digits)) return { kind: 'invalid', field: 'number', message: CARD_MESSAGES.invalidNumber };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const nowYear = at.getUTCFullYear();
  const nowMonth = at.getUTCMonth() + 1;
  if (card.expMonth < 1 || card.expMonth > 12) return { kind: 'invalid', field: 'exp_month', message: CARD_MESSAGES.invalidExpiry };
  if (year < nowYear || (year === nowYear && card.expMonth < nowMonth)) return { kind: 'invalid', field: 'exp_year', message: CARD_MESSAGES.expired };
  if (year > nowYear + 50) return { kind: 'invalid', field: 'exp_year', message: CARD_MESSAGES.invalidExpiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', field: 'cvc', message: CARD_MESSAGES.invalidCvc };
  if (digits === SANDBOX_TEST_CARDS.declined) return { kind: 'declined', code: 'card_declined', message: CARD_MESSAGES.declined };
  if (digits === SANDBOX_TEST_CARDS.insufficientFunds) return { kind: 'declined', code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
  if (digits !== SANDBOX_TEST_CARDS.succeeds && digits !== SANDBOX_TEST_CARDS.succeedsMastercard) {
    return { kind: 'declined', code: 'card_declined', message: CARD_MESSAGES.notATestCard };
  }
  return { kind: 'approved', brand: cardBrand(digits), last4: digits.slice(-4) };
};
