import { api, ApiError, type Activity, type Page } from '@qube/shared';

/**
 * Calls of the Transaction Details dialog (MM-23 to MM-32). Action calls are muted: the dialog shows its own
 * failure toast (server fallback_message or the spec's text), so the client's generic toast would be a second one.
 */

/** How many activities one look-up page asks for (see `loadActivity`). */
export const LOOKUP_PAGE_SIZE = 100;

/**
 * The item to show. A scheduled item has its own GET (MM-24). A transaction has none (api/README.md), and
 * search/transactions/ has no id filter, so it is found by paging the account's activity newest first, 100 at a
 * time: an item opened from the list is nearly always on the first page. Pre-auths are activities too, so they are
 * found the same way. Throws a 404 ApiError when the id is not among the account's activity.
 */
export async function loadActivity(accountId: number, activityId: number, isScheduled: boolean): Promise<Activity> {
  if (isScheduled) {
    const { data } = await api.get<Activity>(`search/scheduled/${activityId}/`, { account_id: accountId });
    return data;
  }
  for (let offset = 0; ; offset += LOOKUP_PAGE_SIZE) {
    const { data } = await api.get<Page<Activity>>('search/transactions/', { account_id: accountId, filter_date_range: 'all', limit: LOOKUP_PAGE_SIZE, offset });
    const found = data.results.find((a) => a.id === activityId);
    if (found) return found;
    if (!data.next || data.results.length === 0) throw new ApiError(404, { fallback_message: 'Activity not found.' });
  }
}

/** Saves the note (title) of an activity or a scheduled item (MM-23). */
export async function saveNote(accountId: number, activityId: number, isScheduled: boolean, notes: string): Promise<void> {
  await api.post(`search/${isScheduled ? 'scheduled' : 'transactions'}/${activityId}/notes/?account_id=${accountId}`, { notes }, { mute: true });
}

/** Cancels a scheduled order, one-time or the whole series (MM-28, MM-29). */
export async function cancelScheduled(accountId: number, scheduledId: number): Promise<void> {
  await api.delete(`search/scheduled/${scheduledId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Cancels a pending bank deposit; the id is the activity's source_id (MM-25). */
export async function cancelAchDeposit(accountId: number, sourceId: number): Promise<void> {
  await api.delete(`deposits/ach-deposits/${sourceId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Cancels a pre-auth (MM-26). */
export async function cancelPreAuth(accountId: number, activityId: number): Promise<void> {
  await api.delete(`accounts/preapproved-payments/${activityId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Runs one occurrence of a scheduled auto-allocation now (MM-32). */
export async function runNow(accountId: number, scheduledId: number): Promise<void> {
  await api.post(`orders/${scheduledId}/execute/?account_id=${accountId}`, undefined, { mute: true });
}

/** The message of a failed action: the server's fallback_message, else the spec's text. */
export function failureMessage(caught: unknown, fallback: string): string {
  return (caught instanceof ApiError ? caught.fallbackMessage : null) ?? fallback;
}
