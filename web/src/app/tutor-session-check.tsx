import { memo, useEffect } from 'react';
import { useUser } from 'reactfire';
import { FirebaseProviders } from '@/app/firebase-providers';
import { RequireRole } from '@/features/auth/components/require-role';
import { useTutorProfile } from '@/features/dashboard/hooks/use-tutor-profile';
import type { TutorSession } from '@/features/dashboard/tutor-session';

/**
 * The tutor dashboard's Firebase part, loaded lazily once its layout has rendered: the role check
 * (which sends anyone else to /) and the live profile, reported to the layout.
 */
function ReportSession({ onChange }: { onChange: (session: TutorSession) => void }) {
  const { data: user } = useUser();
  const { status, profile } = useTutorProfile();
  const uid = user?.uid;
  useEffect(() => onChange({ status, uid, profile }), [onChange, status, uid, profile]);
  return null;
}

/**
 * Memoised, so the layout's re-renders (transitions, each time something is reported) stop here:
 * reactfire's hooks read external stores, and a store changing during a transition render (a
 * snapshot arriving) makes React redo the whole render at once, as one long blocking task.
 */
export const TutorSessionCheck = memo(function TutorSessionCheck({ onChange }: { onChange: (session: TutorSession) => void }) {
  return (
    <FirebaseProviders>
      <RequireRole role="tutor" checking={null}>
        <ReportSession onChange={onChange} />
      </RequireRole>
    </FirebaseProviders>
  );
});
