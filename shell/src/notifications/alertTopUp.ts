import { bus, formatMoney } from '@qube/shared';
import type { PanelNotification } from './notificationsApi';

/** A short bill's alert (issue 25 §2) offers a top-up: its qube and shortfall, or null for any other notification. */
export const topUpOf = (notification: PanelNotification): { qubeId: number; amount: string; label: string } | null =>
  notification.type === 'bill_short' && typeof notification.qube_id === 'number' && notification.amount
    ? { qubeId: notification.qube_id, amount: notification.amount, label: `Top up ${formatMoney(notification.amount)}` }
    : null;

/** Opens the internal transfer from Cloud into the qube with the shortfall filled in (money movement answers it). */
export const openTopUp = (topUp: { qubeId: number; amount: string }) =>
  bus.emit('command:open-move-money', { kind: 'internal', presetQubeId: topUp.qubeId, presetAmount: topUp.amount });
