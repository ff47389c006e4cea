import { contract } from '@contract';
import { listNotifications, readAllNotifications } from '../rules/account';
import { SUCCESS, userHandler } from '../http';

const routes = contract.notifications;

export const notificationsHandlers = [
  userHandler(routes.listNotifications, ({ db, user, query, lang }) => ({
    status: 200,
    body: listNotifications(db, user.id, query, lang),
  })),
  userHandler(routes.readAllNotifications, async ({ db, user }) => {
    await readAllNotifications(db, user.id);
    return { status: 200, body: SUCCESS };
  }),
];
