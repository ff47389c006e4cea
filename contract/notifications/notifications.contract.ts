import { c, meta } from '../common/contract-builder';
import { SuccessSchema } from '../common/primitives.schema';
import { NotificationListQuerySchema, NotificationListSchema } from './notifications.schema';

export const notificationsContract = c.router({
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'Notifications of the signed-in user, newest first',
    query: NotificationListQuerySchema,
    responses: { 200: NotificationListSchema },
    metadata: meta({ access: 'user' }),
  },
  readAllNotifications: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    body: c.noBody(),
    responses: { 200: SuccessSchema },
    metadata: meta({ access: 'user' }),
  },
});
