import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useLessons } from '@/features/lessons/api/get-lessons';
import { LessonsScreen } from '@/features/lessons/components/lessons-screen';
import '@/features/lessons/styles';

/** /tutor-dashboard/lessons: the tutor's lessons. */
function LessonsRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const { data, error, reload } = useLessons(user?.uid);
  const d = paths.tutorDashboard;
  return (
    <LessonsScreen
      lessons={data?.lessons}
      failure={error ? <LoadFailed error={error} onRetry={reload} /> : undefined}
      onCreate={() => void navigate(d.newLesson)}
      onOpen={(id) => void navigate(d.lesson(id))}
      onEdit={(id) => void navigate(d.editLesson(id))}
    />
  );
}

export const Component = withFirebase(LessonsRoute);
