import { useNotifications } from '@mantine/notifications';
import { UI_TIMINGS } from '@contract/common/constants';
import { lazy, Suspense, useState } from 'react';

// The toast container (transitions, swipe to dismiss) is fetched with the first toast, not with
// every page; the toast waits in the notifications store until the container mounts.
const Notifications = lazy(() => import('./toast-container').then((module) => ({ default: module.Notifications })));

export const Toasts = () => {
  const raised = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(raised);
  if (raised && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications autoClose={UI_TIMINGS.toastAutoCloseMs} />
    </Suspense>
  ) : null;
};
