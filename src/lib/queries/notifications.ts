import type { PageQuery } from '@contract/common/paging.schema';
import { withApiOptions } from '@contract/common/api-router';
import { notificationsContract } from '@contract/notifications/notifications.contract';
import { createDomainApi } from '@/lib/api';

export const notificationsApi = createDomainApi(withApiOptions(notificationsContract));

/** Every notifications query key comes from here, so read-all can invalidate exactly these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...notificationKeys.lists(), query] as const,
};

/** How many notifications the bell shows. */
const RECENT_NOTIFICATIONS_QUERY: PageQuery = { page: 1, limit: 10 };

/** The bell's recent notifications. */
export const recentNotificationsOptions = () => ({
  queryKey: notificationKeys.list(RECENT_NOTIFICATIONS_QUERY),
  queryData: { query: RECENT_NOTIFICATIONS_QUERY },
});
