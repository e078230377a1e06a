/** A notification's look: an icon name and its colours (SD-54). */
export type NotificationLook = { group: NotificationGroup; icon: string; color: string; background: string };

export type NotificationGroup =
  | 'deposits'
  | 'info'
  | 'announcement'
  | 'purchase'
  | 'correction'
  | 'qubeless'
  | 'fail'
  | 'joint_account'
  | 'refunds'
  | 'warning';

/** Notification types by group (SD-54). */
export const NOTIFICATION_GROUPS: Record<NotificationGroup, readonly string[]> = {
  deposits: ['ach_deposit', 'received_ach_transfer', 'stripe_deposit', 'peer_to_peer_in', 'received_account_transfer'],
  info: ['reminder', 'info'],
  announcement: ['announcement'],
  purchase: ['successful_authorization', 'peer_to_peer_out', 'ach_transfer_out'],
  correction: ['correction', 'update'],
  qubeless: ['qubeless'],
  fail: ['unsuccessful_authorization', 'failed_bill_qube', 'insufficient_funds', 'error_pin', 'error', 'failed_order'],
  joint_account: ['joint_account'],
  refunds: ['refund_received'],
  warning: ['negative_balance', 'warning_message', 'plaid_relink_required', 'bill_short', 'qube_low'],
};

// Colours keep 4.5:1 contrast of the icon colour on its background.
const LOOKS: Record<NotificationGroup, Omit<NotificationLook, 'group'>> = {
  deposits: { icon: 'arrow-down', color: '#0b6b3a', background: '#e3f5ea' },
  info: { icon: 'info', color: '#1f4fa8', background: '#e6eefb' },
  announcement: { icon: 'megaphone', color: '#5b3aa8', background: '#eee8fa' },
  purchase: { icon: 'cart', color: '#3a3a3c', background: '#eeeef0' },
  correction: { icon: 'pencil', color: '#7a4b00', background: '#fbf0dc' },
  qubeless: { icon: 'question', color: '#7a4b00', background: '#fbf0dc' },
  fail: { icon: 'x-circle', color: '#a8071a', background: '#fde8ea' },
  joint_account: { icon: 'users', color: '#1f4fa8', background: '#e6eefb' },
  refunds: { icon: 'undo', color: '#0b6b3a', background: '#e3f5ea' },
  warning: { icon: 'warning', color: '#8a3b00', background: '#fdeedd' },
};

/** The group, icon and colours for a notification type; unknown types look like info. */
export function notificationLook(type: string): NotificationLook {
  const group = (Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[]).find((g) => NOTIFICATION_GROUPS[g].includes(type)) ?? 'info';
  return { group, ...LOOKS[group] };
}
