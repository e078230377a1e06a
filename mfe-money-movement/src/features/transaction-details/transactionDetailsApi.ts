import { api, type Activity } from '@qube/shared';

/**
 * Calls of the Transaction Details dialog (MM-23 to MM-32). Action calls are muted: the dialog shows its own
 * failure toast (server fallback_message or the spec's text), so the client's generic toast would be a second one.
 */

/** The item to show: a scheduled item (MM-24) or a transaction or pre-auth, each by its own GET. */
export async function loadActivity(accountId: number, activityId: number, isScheduled: boolean): Promise<Activity> {
  const { data } = await api.get<Activity>(`search/${isScheduled ? 'scheduled' : 'transactions'}/${activityId}/`, { account_id: accountId });
  return data;
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

/** Cancels a pending transfer to a bank (MM-102); the id is the activity's source_id. Its money goes back to its qube. */
export async function cancelBankTransfer(accountId: number, sourceId: number): Promise<void> {
  await api.delete(`orders/bank-transfers/${sourceId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Cancels a pre-auth (MM-26). */
export async function cancelPreAuth(accountId: number, activityId: number): Promise<void> {
  await api.delete(`accounts/preapproved-payments/${activityId}/?account_id=${accountId}`, undefined, { mute: true });
}

/** Runs one occurrence of a scheduled auto-allocation now (MM-32); a retry with the same key runs it once (API-33). */
export async function runNow(accountId: number, scheduledId: number, idempotencyKey: string): Promise<void> {
  await api.post(`orders/${scheduledId}/execute/?account_id=${accountId}`, { idempotency_key: idempotencyKey }, { mute: true });
}
