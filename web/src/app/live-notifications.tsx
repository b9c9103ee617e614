import { memo } from 'react';
import { FirebaseProviders } from '@/app/firebase-providers';
import { LazyNotificationsButton } from '@/features/notifications/components/lazy-notifications-button';

/**
 * A dashboard's live notifications bell, loaded lazily with the Firebase SDK once the layout has
 * rendered. Memoised for the reason `TutorSessionCheck` is: the layout's re-renders stop here.
 */
export const LiveNotifications = memo(function LiveNotifications() {
  return (
    <FirebaseProviders>
      <LazyNotificationsButton />
    </FirebaseProviders>
  );
});
