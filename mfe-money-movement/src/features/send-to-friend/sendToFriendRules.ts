import { toCents } from '@qube/shared';

/** MM-99: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export const INSUFFICIENT_FUNDS = 'Insufficient funds';
export const SEARCH_HINT = "Enter your friend's whole e-mail address or phone number.";
export const NOBODY_FOUND = 'No one was found with that e-mail address or phone number.';

/**
 * Whether a search term is worth asking the API about: a whole e-mail address, or a phone number of ten digits (eleven
 * with a leading 1). The API matches only those (decision: nobody can list the site's users), so anything shorter is
 * not sent, which also keeps the person inside the search's rate limit while typing.
 */
export function isSearchable(term: string): boolean {
  const text = term.trim();
  if (text.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

export type SendCheck = { isValid: boolean; error: string | null };

/**
 * MM-100: a send is valid with a source, a recipient and an amount above 0; the move is instant, so the source must
 * hold the amount ('Insufficient funds' when it is 0 or less, or below the amount), as the API checks too.
 */
export function validateSend(input: { hasSource: boolean; hasRecipient: boolean; amount: string; sourceBalance: string }): SendCheck {
  if (!input.hasSource || !input.hasRecipient) return { isValid: false, error: null };
  const amount = toCents(input.amount || '0');
  if (amount <= 0n) return { isValid: false, error: null };
  const balance = toCents(input.sourceBalance);
  if (balance <= 0n || amount > balance) return { isValid: false, error: INSUFFICIENT_FUNDS };
  return { isValid: true, error: null };
}
