import { formatDate, formatMoney, type Qube } from '@qube/shared';
import type { PanelNotification } from './notificationsApi';

/** The amount as shown ('$25.00'), or null when there is none or it is not a money string. */
export function amountText(notification: Pick<PanelNotification, 'amount'>): string | null {
  if (notification.amount === null || notification.amount === undefined || notification.amount === '') return null;
  try {
    return formatMoney(notification.amount);
  } catch {
    return null;
  }
}

/** The creation date as shown ('Nov 20, 2026'). */
export function dateText(notification: Pick<PanelNotification, 'creation_datetime'>): string {
  return formatDate(notification.creation_datetime);
}

/** The qube a notification points at, if it points at one of the account's qubes. */
export function qubeOf(notification: Pick<PanelNotification, 'qube_id'>, qubes: ReadonlyMap<number, Qube>): Qube | null {
  return notification.qube_id === null || notification.qube_id === undefined ? null : (qubes.get(notification.qube_id) ?? null);
}
