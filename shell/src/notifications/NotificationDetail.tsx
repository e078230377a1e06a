import { useEffect, useRef } from 'react';
import type { Qube } from '@qube/shared';
import { notificationLook } from '@qube/shared/notification-groups';
import { GROUP_LABELS, NotificationIcon } from './NotificationIcon';
import { QubeLabel } from './QubeLabel';
import { amountText, dateText } from './notificationText';
import { topUpOf } from './alertTopUp';
import type { PanelNotification } from './notificationsApi';

/**
 * The panel's detail view (SH-60, SH-62): every field of one notification and, when it names an
 * activity, the way to its Transaction Details. Focus moves to the title when the view opens.
 */
export function NotificationDetail({ notification, qube, onBack, onOpenActivity, onTopUp }: Props) {
  const topUp = topUpOf(notification);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const amount = amountText(notification);
  const activityId = typeof notification.activity_id === 'number' ? notification.activity_id : null;

  return (
    <div className="qube-notification-detail">
      <button type="button" className="qube-button" onClick={onBack}>
        <span aria-hidden="true">← </span>Back to notifications
      </button>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', margin: '16px 0 8px' }}>
        <NotificationIcon notification={notification} size={44} />
        <h3 ref={titleRef} tabIndex={-1} style={{ margin: 0, fontSize: 17 }}>
          {notification.title}
        </h3>
      </div>
      <p style={{ margin: '0 0 8px' }}>{notification.message}</p>
      {notification.description && <p className="qube-notification-secondary" style={{ margin: '0 0 8px' }}>{notification.description}</p>}
      <dl className="qube-notification-fields">
        <dt>Type</dt>
        <dd>{GROUP_LABELS[notificationLook(notification.type).group]}</dd>
        {amount && (
          <>
            <dt>Amount</dt>
            <dd>{amount}</dd>
          </>
        )}
        <dt>Date</dt>
        <dd>
          <time dateTime={notification.creation_datetime}>{dateText(notification)}</time>
        </dd>
        {qube && (
          <>
            <dt>Qube</dt>
            <dd>
              <QubeLabel qube={qube} />
            </dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{notification.is_seen ? 'Seen' : 'New'}</dd>
      </dl>
      {topUp && (
        <button type="button" className="qube-button qube-button-primary" onClick={() => onTopUp(topUp)}>
          {topUp.label}
        </button>
      )}
      {activityId !== null && (
        <button type="button" className="qube-button qube-button-primary" onClick={() => onOpenActivity(activityId)}>
          View transaction
        </button>
      )}
    </div>
  );
}

type Props = {
  notification: PanelNotification;
  qube: Qube | null;
  onBack: () => void;
  onOpenActivity: (activityId: number) => void;
  onTopUp: (topUp: { qubeId: number; amount: string }) => void;
};
