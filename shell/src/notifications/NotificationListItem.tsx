import type { Qube } from '@qube/shared';
import { NotificationIcon } from './NotificationIcon';
import { QubeLabel } from './QubeLabel';
import { amountText, dateText } from './notificationText';
import type { PanelNotification } from './notificationsApi';

/** One row of the panel's list (SH-62): a button that opens the notification's detail view (SH-60). */
export function NotificationListItem({ notification, qube, onOpen }: Props) {
  const amount = amountText(notification);
  return (
    <li>
      <button type="button" className="qube-notification-item" data-notification-id={notification.id} onClick={() => onOpen(notification)}>
        <NotificationIcon notification={notification} />
        <span className="qube-notification-body">
          <span className="qube-notification-title-row">
            <span className={notification.is_seen ? 'qube-notification-title' : 'qube-notification-title qube-notification-unseen'}>{notification.title}</span>
            {!notification.is_seen && <span className="qube-notification-new">New</span>}
          </span>
          <span>{notification.message}</span>
          {notification.description && <span className="qube-notification-secondary">{notification.description}</span>}
          <span className="qube-notification-meta">
            {amount && <span>{amount}</span>}
            <time dateTime={notification.creation_datetime}>{dateText(notification)}</time>
            {qube && <QubeLabel qube={qube} />}
          </span>
        </span>
      </button>
    </li>
  );
}

type Props = { notification: PanelNotification; qube: Qube | null; onOpen: (notification: PanelNotification) => void };
