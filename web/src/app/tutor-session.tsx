import { useEffect } from 'react';
import { useUser } from 'reactfire';
import { FirebaseProviders } from '@/app/firebase-providers';
import { RequireRole } from '@/features/auth/components/require-role';
import { useTutorProfile } from '@/features/dashboard/hooks/use-tutor-profile';
import type { TutorSession } from '@/features/dashboard/tutor-session';
import { LazyNotificationsButton } from '@/features/notifications/components/lazy-notifications-button';

/**
 * The tutor dashboard's Firebase parts, loaded lazily once its layout has rendered: the role check
 * (which sends anyone else to /) and the live profile, reported to the layout, and the live notifications.
 */
function ReportSession({ onChange }: { onChange: (session: TutorSession) => void }) {
  const { data: user } = useUser();
  const { status, profile } = useTutorProfile();
  const uid = user?.uid;
  useEffect(() => onChange({ status, uid, profile }), [onChange, status, uid, profile]);
  return null;
}

export function TutorSessionCheck({ onChange }: { onChange: (session: TutorSession) => void }) {
  return (
    <FirebaseProviders>
      <RequireRole role="tutor" checking={null}>
        <ReportSession onChange={onChange} />
      </RequireRole>
    </FirebaseProviders>
  );
}

export function TutorNotifications() {
  return (
    <FirebaseProviders>
      <LazyNotificationsButton />
    </FirebaseProviders>
  );
}
