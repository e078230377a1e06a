import { api, ApiError, type Budget, type BudgetSummary, type MoneyString, type QubeBudget, type SuggestedBudget } from '@qube/shared';

// Every call is muted: the page shows its own message for each failure, so the client's generic toast would repeat it.
const MUTE = { mute: true } as const;

/** The current budget (PL-06), or null when the account has none yet. */
export async function loadCurrentBudget(accountId: number): Promise<Budget | null> {
  try {
    const { data } = await api.get<Budget>('budgets/current/', { account_id: accountId }, MUTE);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Every budget of the account, newest first (PL-06). */
export async function loadBudgetList(accountId: number): Promise<BudgetSummary[]> {
  const { data } = await api.get<{ results: BudgetSummary[] }>('budgets/', { account_id: accountId, limit: 1000 }, MUTE);
  return data.results;
}

/** One budget with its qube budgets (PL-06). */
export async function loadBudget(accountId: number, budgetId: number): Promise<Budget> {
  const { data } = await api.get<Budget>(`budgets/${budgetId}/`, { account_id: accountId }, MUTE);
  return data;
}

/** Saves a draft amount for one qube (PL-07); the committed amount and the totals stay until the budget is saved. */
export async function saveBudgetDraft(accountId: number, qubeBudgetId: number, amount: MoneyString): Promise<QubeBudget> {
  const { data } = await api.patch<QubeBudget>(`budgets/qube-budget/${qubeBudgetId}/`, { account_id: accountId, editing_amount: amount }, MUTE);
  return data;
}

/** The suggested amount of one qube budget and why (PL-08). */
export async function loadSuggestion(accountId: number, qubeBudgetId: number): Promise<SuggestedBudget> {
  const { data } = await api.get<SuggestedBudget>(`budgets/qube-budget/${qubeBudgetId}/suggested-budget/`, { account_id: accountId }, MUTE);
  return data;
}

/** Applies every draft of the budget (PL-09). */
export async function commitBudget(accountId: number, budgetId: number): Promise<Budget> {
  const { data } = await api.post<Budget>(`budgets/${budgetId}/`, { account_id: accountId, commit: true }, MUTE);
  return data;
}

/** Drops every draft of the budget (PL-09). */
export async function discardBudgetChanges(accountId: number, budgetId: number): Promise<Budget> {
  const { data } = await api.post<Budget>(`budgets/${budgetId}/`, { account_id: accountId, cancel: true }, MUTE);
  return data;
}
