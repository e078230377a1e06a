import { ApiError, fromCents, toCents, type Budget, type BudgetSummary, type MoneyString, type QubeType } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';

/** The one message of a budget amount the form refuses (PL-04, ours: the spec gives none). */
export const BUDGET_AMOUNT_MESSAGE = 'Enter an amount from $0.00 to $1,000,000.00.';

const MAX_BUDGET_CENTS = 100_000_000n;

/**
 * The amount a budget field's text stands for ('$1,200.5' → '1200.50'), or null when it is not an amount from
 * $0.00 to $1,000,000.00 with at most two decimals. Empty is refused too: a budget of nothing is typed as 0.
 */
export function parseBudgetAmount(text: string): MoneyString | null {
  const plain = text.trim().replace(/^\$\s*/, '');
  if (plain === '' || plain.startsWith('-')) return null;
  try {
    const cents = toCents(plain); // the money core's rule: '12.345' is no amount
    return cents <= MAX_BUDGET_CENTS ? fromCents(cents) : null;
  } catch {
    return null;
  }
}

/** Income minus what is budgeted, exact; negative when more is budgeted than comes in. */
export const leftToBudget = (budget: Pick<Budget, 'total_income_amount' | 'total_budgeted_amount'>): bigint =>
  toCents(budget.total_income_amount) - toCents(budget.total_budgeted_amount);

/** Only current and future budgets can change. */
export const isBudgetEditable = (budget: Pick<Budget, 'status'>): boolean => budget.status !== 'past';

export const QUBE_TYPE_LABELS: Record<QubeType, string> = { spending: 'Spending', billing: 'Bill', goal: 'Goal', system: 'System' };

/**
 * What a budget field shows when its draft was not saved: the API's own message for the amount when it refused
 * it (400 with fields), else our sentence with the API's reason.
 */
export function draftFailureMessage(error: unknown): string {
  const fields = error instanceof ApiError && error.status === 400 ? error.body?.fields : undefined;
  const fieldMessage = fields ? (fields.editing_amount ?? Object.values(fields)[0]) : undefined;
  return fieldMessage ?? withApiMessage('We could not save this budget.', error);
}

const STATUS_WORDS: Record<Budget['status'], string> = { past: 'ended', current: 'current', future: 'upcoming' };

/** A budget in the picker: 'October 2026 (current)'. */
export const budgetOptionLabel = (budget: Pick<BudgetSummary, 'name' | 'status'>): string => `${budget.name} (${STATUS_WORDS[budget.status]})`;
