import { api, ApiError, type Activity, type Budget, type Page } from '@qube/shared';

/**
 * Calls of the auto-allocation dialogs (MM-71, MM-75, PL-21, PL-22). All are muted: each dialog shows the spec's
 * own message, and a failed look-up after a transfer must not show any (the transfer itself succeeded).
 */

/** The budget period the review lists: GET budgets/current/ start_date and end_date. */
export type AllocationPeriod = { from: string; to: string };

/** What the review after a transfer needs: the period and the destination's scheduled auto-allocations in it. */
export type AllocationsToReview = { period: AllocationPeriod; qubeId: number; items: Activity[] };

/** The destination's active auto_allocation orders whose next date falls within the period (MM-71). */
export async function loadPeriodAllocations(accountId: number, period: AllocationPeriod, qubeId: number): Promise<Activity[]> {
  const { data } = await api.get<Page<Activity>>(
    'search/scheduled/',
    { account_id: accountId, filter_source: 'auto_allocation', filter_date_range_from: period.from, filter_date_range_to: period.to, filter_qube: qubeId },
    { mute: true },
  );
  return data.results;
}

/**
 * After a transfer from Cloud to `qubeId` (MM-71, MM-72): the current budget and the auto funding switch, then the
 * destination's auto-allocations for the budget period. Null when auto funding is off or nothing is scheduled; the
 * list is not asked for when auto funding is off, since nothing would be shown either way.
 */
export async function findAllocationsToReview(accountId: number, qubeId: number): Promise<AllocationsToReview | null> {
  const [budget, funding] = await Promise.all([
    api.get<Budget>('budgets/current/', { account_id: accountId }, { mute: true }),
    api.get<{ auto_funding_enabled: boolean }>(`accounts/${accountId}/auto-funding/`, undefined, { mute: true }),
  ]);
  if (funding.data.auto_funding_enabled !== true) return null;
  const period = { from: budget.data.start_date, to: budget.data.end_date };
  const items = await loadPeriodAllocations(accountId, period, qubeId);
  return items.length > 0 ? { period, qubeId, items } : null;
}

/** Cancels one scheduled auto-allocation (PL-21, MM-76): DELETE search/scheduled/{id}/. */
export async function cancelAllocation(accountId: number, scheduledId: number): Promise<void> {
  await api.delete(`search/scheduled/${scheduledId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Stops auto funding of one qube for all future budgets (PL-22): auto_fund_choice 0; 200 or 204 is success. */
export async function stopAutoFunding(accountId: number, qubeId: number): Promise<void> {
  const response = await api.patch(`qubes/${qubeId}/`, { account_id: accountId, id: qubeId, auto_fund_choice: 0 }, { mute: true });
  if (response.status !== 200 && response.status !== 204) throw new ApiError(response.status, null);
}

/** Runs one occurrence of a scheduled auto-allocation now (MM-75): POST orders/{id}/execute/, once per key (API-33). */
export async function runAllocationNow(accountId: number, scheduledId: number, idempotencyKey: string): Promise<void> {
  await api.post(`orders/${scheduledId}/execute/?account_id=${accountId}`, { idempotency_key: idempotencyKey }, { mute: true });
}

/**
 * Cancels each id (MM-76, MM-77). A call the API refuses (an ApiError: already gone, not found, network) counts as
 * failed; anything else thrown is a fault of ours and rejects the whole batch, which the dialog reports as the
 * spec's 'An error occurred while cancelling transactions.'.
 */
export async function cancelAllocations(accountId: number, scheduledIds: number[]): Promise<{ cancelled: number[]; failed: number[] }> {
  const outcomes = await Promise.all(
    scheduledIds.map(async (id) => {
      try {
        await cancelAllocation(accountId, id);
        return { id, isCancelled: true };
      } catch (caught) {
        if (caught instanceof ApiError) return { id, isCancelled: false };
        throw caught;
      }
    }),
  );
  return { cancelled: outcomes.filter((o) => o.isCancelled).map((o) => o.id), failed: outcomes.filter((o) => !o.isCancelled).map((o) => o.id) };
}
