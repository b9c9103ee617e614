import { memo, useEffect } from 'react';
import { useUser } from 'reactfire';
import { FirebaseProviders } from '@/app/firebase-providers';
import { RequireRole } from '@/features/auth/components/require-role';
import { useSaveProgress } from '@/features/learning/api/save-progress';
import { useLearningData } from '@/features/learning/api/use-learning-data';
import type { StudentSession } from '@/features/learning/student-session';

type OnChange = (session: StudentSession) => void;

function ReportSession({ uid, onChange }: { uid: string; onChange: OnChange }) {
  const learning = useLearningData(uid);
  const saveProgress = useSaveProgress(uid);
  useEffect(() => onChange({ uid, learning, saveProgress }), [onChange, uid, learning, saveProgress]);
  return null;
}

function ReportSignedInStudent({ onChange }: { onChange: OnChange }) {
  const { data: user } = useUser();
  // Another account signing in in this tab starts over with its own data.
  return user ? <ReportSession key={user.uid} uid={user.uid} onChange={onChange} /> : null;
}

/**
 * The student area's Firebase part, loaded lazily once its layout has rendered: the role check
 * (which sends anyone else to /), then the student's live learning data and the progress writer,
 * reported to the layout and the pages. Memoised: see `TutorSessionCheck`.
 */
export const StudentSessionCheck = memo(function StudentSessionCheck({ onChange }: { onChange: OnChange }) {
  return (
    <FirebaseProviders>
      <RequireRole role="student" checking={null}>
        <ReportSignedInStudent onChange={onChange} />
      </RequireRole>
    </FirebaseProviders>
  );
});
