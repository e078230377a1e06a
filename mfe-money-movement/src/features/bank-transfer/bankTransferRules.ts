import { toCents, type LinkedBankAccount } from '@qube/shared';
import { isDateValue } from '@qube/shared/ui/dateInput';
import type { PreviousBank } from './bankTransferApi';

export const INSUFFICIENT_FUNDS = 'Insufficient funds';
/** The status chip of a linked account (spec 001 section 3). */
export const bankStatusLabel = (bank: Pick<LinkedBankAccount, 'status'>): 'Verified' | 'Verifying' => (bank.status === 'automatically_verified' ? 'Verified' : 'Verifying');

/** Money goes out only to a verified checking or savings link that does not wait for a relink (the API's rule too). */
export const canReceive = (bank: LinkedBankAccount): boolean => bankStatusLabel(bank) === 'Verified' && !bank.needs_relink;

/**
 * The banks of step 2: credit-card links are no destination; those money went to before come first, most recent
 * first (API-36), the others after in link order.
 */
export function orderBanks(linked: LinkedBankAccount[], previous: PreviousBank[]): { bank: LinkedBankAccount; usedBefore: PreviousBank | null }[] {
  const usable = linked.filter((b) => b.link_type !== 'credit_card' && b.account_type !== 'credit');
  const rank = new Map(previous.map((p, i) => [p.plaid_account, i]));
  return [...usable]
    .sort((a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER))
    .map((bank) => ({ bank, usedBefore: previous.find((p) => p.plaid_account === bank.id) ?? null }));
}

export type BankTransferCheck = { isValid: boolean; error: string | null };

/**
 * MM-103: valid with a source, a bank and an amount above 0, a date not before today and, for today, a source holding
 * the amount: 'Insufficient funds' when the source is 0 or less than the amount and the date is today. A later date
 * is checked on its day.
 */
export function validateBankTransfer(input: { hasSource: boolean; hasBank: boolean; amount: string; sourceBalance: string; date: string; today: string }): BankTransferCheck {
  if (!input.hasSource || !input.hasBank || !isDateValue(input.date) || input.date < input.today) return { isValid: false, error: null };
  const amount = toCents(input.amount || '0');
  if (amount <= 0n) return { isValid: false, error: null };
  const balance = toCents(input.sourceBalance);
  if (input.date === input.today && (balance <= 0n || amount > balance)) return { isValid: false, error: INSUFFICIENT_FUNDS };
  return { isValid: true, error: null };
}
