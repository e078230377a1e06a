import { api, ApiError, type Budget } from '@qube/shared';

/** The current budget (PL-06), or null when the account has none yet. */
export async function loadCurrentBudget(accountId: number): Promise<Budget | null> {
  try {
    const { data } = await api.get<Budget>('budgets/current/', { account_id: accountId });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
