import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys, notificationsApi, recentNotificationsOptions } from '@/lib/queries/notifications';

/** New notifications arrive without a page change, so the list is refreshed now and then. */
const REFRESH_INTERVAL_MS = 60_000;

/**
 * Recent notifications. A failure is silent (spec sections 7 and 8): no retry and
 * no error UI; the bell just shows nothing new.
 */
export const useRecentNotifications = ({ enabled }: { enabled: boolean }) =>
  notificationsApi.listNotifications.useQuery({
    ...recentNotificationsOptions(),
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
