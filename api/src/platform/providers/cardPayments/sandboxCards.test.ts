import { CARD_MESSAGES, cardBrand, judgeCard, passesLuhn, SANDBOX_TEST_CARDS } from './sandboxCards';

const AT = new Date('2026-11-25T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2027, cvc: '123', ...overrides });

describe('sandbox test cards', () => {
  it('MM-105 every documented test card passes Luhn; a changed digit does not', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
  });

  it('MM-105 4242… succeeds, 4000…0002 is declined, 4000…9995 lacks funds, other valid numbers are not test cards', () => {
    expect(judgeCard(card('4242 4242 4242 4242'), AT)).toEqual({ kind: 'approved', brand: 'Visa', last4: '4242' });
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeedsMastercard), AT)).toEqual({ kind: 'approved', brand: 'Mastercard', last4: '4444' });
    expect(judgeCard(card('4000 0000 0000 0002'), AT)).toEqual({ kind: 'declined', code: 'card_declined', message: 'Your card was declined.' });
    expect(judgeCard(card('4000-0000-0000-9995'), AT)).toEqual({ kind: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(judgeCard(card('4111111111111111'), AT)).toMatchObject({ kind: 'declined', message: CARD_MESSAGES.notATestCard });
  });

  it('MM-105 the expiry is good through its month; two-digit years are 20YY; the CVC has 3 or 4 digits', () => {
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { expMonth: 11, expYear: 2026 }), AT).kind).toBe('approved');
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { expMonth: 10, expYear: 26 }), AT)).toEqual({ kind: 'invalid', field: 'exp_year', message: CARD_MESSAGES.expired });
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { expMonth: 13 }), AT)).toMatchObject({ kind: 'invalid', field: 'exp_month' });
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { expYear: 2090 }), AT)).toMatchObject({ kind: 'invalid', field: 'exp_year', message: CARD_MESSAGES.invalidExpiry });
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { cvc: '1234' }), AT).kind).toBe('approved');
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12' }), AT)).toMatchObject({ kind: 'invalid', field: 'cvc' });
    expect(judgeCard(card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12a' }), AT)).toMatchObject({ kind: 'invalid', field: 'cvc' });
  });

  it('names the network from the first digits', () => {
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('9999')).toBe('Card');
  });
});
