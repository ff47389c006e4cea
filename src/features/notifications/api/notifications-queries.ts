import type { PageQuery } from '@contract/common/paging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { withApiOptions } from '@contract/common/api-router';
import { notificationsContract } from '@contract/notifications/notifications.contract';
import { createDomainApi } from '@/lib/api';

const notificationsApi = createDomainApi(withApiOptions(notificationsContract));

/** Every notifications query key comes from here, so read-all can invalidate exactly these. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...notificationKeys.lists(), query] as const,
};

/** How many notifications the bell shows. */
const RECENT_NOTIFICATIONS_QUERY: PageQuery = { page: 1, limit: 10 };

/** New notifications arrive without a page change, so the list is refreshed now and then. */
const REFRESH_INTERVAL_MS = 60_000;

/**
 * Recent notifications. A failure is silent (spec sections 7 and 8): no retry and
 * no error UI; the bell just shows nothing new.
 */
export const useRecentNotifications = ({ enabled }: { enabled: boolean }) =>
  notificationsApi.listNotifications.useQuery({
    queryKey: notificationKeys.list(RECENT_NOTIFICATIONS_QUERY),
    queryData: { query: RECENT_NOTIFICATIONS_QUERY },
    enabled,
    retry: false,
    refetchInterval: REFRESH_INTERVAL_MS,
  });

/** POST read-all, then refetch only the notifications queries. */
export const useReadAllNotifications = () => {
  const queryClient = useQueryClient();
  return notificationsApi.readAllNotifications.useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
