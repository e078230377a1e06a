import type { Qube } from '@qube/shared';
import { NotificationIcon } from './NotificationIcon';
import { QubeLabel } from './QubeLabel';
import { amountText, dateText } from './notificationText';
import { topUpOf } from './alertTopUp';
import type { PanelNotification } from './notificationsApi';

/** One row of the panel's list (SH-62): a button that opens the notification's detail view (SH-60). */
export function NotificationListItem({ notification, qube, onOpen, onTopUp }: Props) {
  const amount = amountText(notification);
  const topUp = topUpOf(notification);
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
      {topUp && (
        // A sibling of the row's button (a button cannot hold another): the alert's one-tap top-up.
        <button type="button" className="qube-button qube-button-primary" style={{ margin: '0 0 8px 52px' }} aria-label={`${topUp.label} to ${qube?.name ?? 'the qube'}`} onClick={() => onTopUp(topUp)}>
          {topUp.label}
        </button>
      )}
    </li>
  );
}

type Props = { notification: PanelNotification; qube: Qube | null; onOpen: (notification: PanelNotification) => void; onTopUp: (topUp: { qubeId: number; amount: string }) => void };
