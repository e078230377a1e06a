import { Type, type Static } from 'typebox';
import { Id, NullableMoney, Nullable } from './common';

/** A notification of an account (SH-62, API-50). */
export const Notification = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  message: Type.String(),
  description: Nullable(Type.String()),
  amount: NullableMoney,
  creation_datetime: Type.String(),
  is_seen: Type.Boolean(),
  qube_id: Nullable(Type.Integer()),
  activity_id: Type.Optional(Nullable(Type.Integer(), { description: 'The activity of this account the notification is about (Transaction Details); null when none' })),
  app_icon: Type.Optional(Nullable(Type.String())),
  icon_id: Type.Optional(Nullable(Type.Integer())),
});
export type Notification = Static<typeof Notification>;

/** POST notifications/: mark every notification up to this id as seen. */
export const NotificationsSeenInput = Type.Object({
  account_id: Id,
  last_notification_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
}, { additionalProperties: false });
export type NotificationsSeenInput = Static<typeof NotificationsSeenInput>;

/** The answer of POST notifications/. */
export const NotificationsSeen = Type.Object({ updated: Type.Integer(), unread_notifications_count: Type.Integer() });
export type NotificationsSeen = Static<typeof NotificationsSeen>;
