import { api, LIMITS, QUBE_LIST_LIMIT, type Notification, type Overview, type Page, type Qube } from '@qube/shared';

/**
 * A notification as the panel reads it. `activity_id` is being added to the API now; until every
 * server sends it, it is optional and a notification without it simply has no transaction to open.
 */
export type PanelNotification = Notification & { activity_id?: number | null };

// Background calls show their own state (badge, inline error), so none of them raises a toast;
// a 401 still logs out (the client applies it whatever `mute` says).
const quiet = { mute: true } as const;

/** The bell's number (SH-56): overview.unread_notifications_count of GET accounts/{id}/updates/. */
export async function fetchUnreadCount(accountId: number): Promise<number> {
  const { data } = await api.get<Partial<Overview>>(`accounts/${accountId}/updates/`, undefined, quiet);
  return unreadCountOf(data) ?? 0;
}

/** The unread count a response or socket message carries, if it carries one. */
export function unreadCountOf(value: Partial<Overview> | null | undefined): number | null {
  const count = value?.unread_notifications_count;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/** The first page, newest first (SH-57: limit 30, account_id). */
export async function fetchNotifications(accountId: number): Promise<Page<PanelNotification>> {
  const { data } = await api.get<Page<PanelNotification>>('notifications/', { account_id: accountId, limit: LIMITS.notificationsPage }, quiet);
  return data;
}

/**
 * The page a `next` link names (SH-57). The API's link is a path that already carries `/api/`
 * (or a full URL on other servers), so it is not passed to the client as a path: its query
 * (account_id, limit, offset) is sent to notifications/, which also keeps the households prefix right.
 */
export async function fetchNextNotifications(next: string): Promise<Page<PanelNotification>> {
  const params = Object.fromEntries(new URL(next, 'http://next.invalid').searchParams);
  const { data } = await api.get<Page<PanelNotification>>('notifications/', params, quiet);
  return data;
}

/** The account's qubes, for the names and icons of the qubes notifications point at (SH-58). */
export async function fetchQubes(accountId: number): Promise<Qube[]> {
  const { data } = await api.get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT }, quiet);
  return data.results;
}

/** Marks every notification up to `lastNotificationId` as seen (SH-58); returns the new unread count when the API gives it. */
export async function markAllRead(accountId: number, lastNotificationId: number): Promise<number | null> {
  const { data } = await api.post<{ updated?: number; unread_notifications_count?: number }>(
    'notifications/',
    { account_id: accountId, last_notification_id: lastNotificationId },
    quiet,
  );
  return unreadCountOf(data);
}

/**
 * SH-59, the files differ: [1] marks all read on every panel open, [2] only if the first notification
 * is unseen. Decision: [2]. The list is newest first and the POST marks everything up to the newest id,
 * so when the newest is already seen there is nothing left to mark and [1]'s call would only be a
 * redundant write; when it is unseen both versions send the same call.
 */
export function shouldMarkRead(notifications: readonly PanelNotification[]): boolean {
  return notifications[0] !== undefined && !notifications[0].is_seen;
}
