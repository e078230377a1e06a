import { api, ApiError, type RunwayEntry } from '@qube/shared';

/**
 * This month and the next five if the current budget repeats (PL-25), or null when the account has no current budget
 * (404 'no_current_budget': there is no plan to project, so the page shows no runway). Muted: the card shows its own
 * message for a failure, so the client's generic toast would repeat it.
 */
export async function loadRunway(accountId: number): Promise<RunwayEntry[] | null> {
  try {
    const { data } = await api.get<{ results: RunwayEntry[] }>('budgets/runway/', { account_id: accountId }, { mute: true });
    return data.results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.body?.code === 'no_current_budget') return null;
    throw error;
  }
}
