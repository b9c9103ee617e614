import { Suspense } from 'react';
import { NotificationsPlaceholder } from '@/features/notifications/components/lazy-notifications-button';
import { lazyNamed } from '@/lib/lazy-named';

const LiveNotifications = lazyNamed(() => import('@/app/live-notifications'), 'LiveNotifications');

/** A dashboard header's bell: its placeholder until the user is known, then the live notifications (with Firebase, lazily). */
export function LiveNotificationsSlot({ ready }: { ready: boolean }) {
  if (!ready) return <NotificationsPlaceholder />;
  return (
    <Suspense fallback={<NotificationsPlaceholder />}>
      <LiveNotifications />
    </Suspense>
  );
}
