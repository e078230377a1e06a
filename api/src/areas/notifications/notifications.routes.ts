import { AccountListQuery, ErrorResponses, Page } from '@qube/contract/common';
import { Notification, NotificationsSeen, NotificationsSeenInput } from '@qube/contract/notifications';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { markNotificationsSeen, notificationsPage } from './notifications';
import { loadAccountForUser } from '../accounts';
import { moneyOrNull } from '@qube/contract/core/money';
import { page, pageParams } from '../../platform/paging';
import { requireAuth } from '../../platform/http/auth';
import type { RouteOptions } from '../../platform/http/routeTypes';

/** Notifications (API-50/API-51): list newest first (limit 30) and mark-as-seen up to an id. Account-scoped. */
export const notificationRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { database, households }) => {
  const { db } = database;

  app.get('/notifications/', {
    schema: {
      operationId: 'listNotifications', tags: ['notifications'],
      summary: 'Notifications of an account, newest first (default limit 30)',
      querystring: AccountListQuery,
      response: { 200: Page(Notification), ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.query.account_id, { households });
    const { limit, offset } = pageParams(request.query, 30);
    const { total, rows } = await notificationsPage(db, account.id, { limit, offset });
    return page(request.url, total, limit, offset, rows.map((n) => ({
      id: n.id,
      title: n.title,
      type: n.type,
      message: n.body,
      description: n.description,
      amount: moneyOrNull(n.amount),
      creation_datetime: n.createdAt.toISOString(),
      is_seen: n.isSeen,
      qube_id: n.qubeId,
      activity_id: n.activityId,
    })));
  });

  app.post('/notifications/', {
    schema: {
      operationId: 'markNotificationsSeen', tags: ['notifications'],
      summary: 'Marks every notification of the account with id ≤ last_notification_id as seen',
      body: NotificationsSeenInput,
      response: { 200: NotificationsSeen, ...ErrorResponses },
    },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await loadAccountForUser(db, user.id, request.companyId, request.body.account_id, { households });
    const { updated, unread } = await markNotificationsSeen(db, account.id, request.body.last_notification_id);
    database.events.publish(account.id);
    return { updated, unread_notifications_count: unread };
  });
};
