import { notificationLook, type NotificationGroup } from '@qube/shared/notification-groups';
import type { PanelNotification } from './notificationsApi';

/**
 * A notification's icon in its type group's colours (SH-62, SD-54). The group's name is the image's
 * accessible name, so the colour is never the only sign of what kind of notice it is.
 */
export function NotificationIcon({ notification, size = 36 }: Props) {
  const look = notificationLook(notification.type);
  // app_icon names an icon of the app's set when the server sends one we know; otherwise the group's.
  const glyph = (notification.app_icon && GLYPHS[notification.app_icon]) || GLYPHS[look.icon] || GLYPHS.info;
  return (
    <span
      role="img"
      aria-label={GROUP_LABELS[look.group]}
      data-group={look.group}
      style={{
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        color: look.color,
        background: look.background,
        fontSize: size / 2,
        fontWeight: 700,
      }}
    >
      {glyph}
    </span>
  );
}

/** The readable name of each type group. */
export const GROUP_LABELS: Record<NotificationGroup, string> = {
  deposits: 'Deposit',
  info: 'Information',
  announcement: 'Announcement',
  purchase: 'Purchase',
  correction: 'Correction',
  qubeless: 'Qubeless',
  fail: 'Failed',
  joint_account: 'Joint account',
  refunds: 'Refund',
  warning: 'Warning',
};

// Text glyphs for the icon names of SD-54: no icon font or library on the way to the panel.
const GLYPHS: Record<string, string> = {
  'arrow-down': '↓',
  info: 'i',
  megaphone: '📣',
  cart: '🛒',
  pencil: '✎',
  question: '?',
  'x-circle': '✕',
  users: '👥',
  undo: '↺',
  warning: '!',
};

type Props = { notification: Pick<PanelNotification, 'type' | 'app_icon'>; size?: number };
