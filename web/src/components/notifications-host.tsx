import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('@/components/notifications-container'));

/**
 * Mantine's notification container (portal, transitions) loads with the first notification
 * rather than with the landing page: `notifications.show()` only writes to a store, which the
 * container reads once it mounts, so nothing shown before then is lost.
 */
export function NotificationsHost(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
