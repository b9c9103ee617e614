import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useCourses } from '@/features/courses/api/get-courses';
import { CoursesScreen } from '@/features/courses/components/courses-screen';
import { CourseFormDialog } from '@/features/courses/components/lazy-dialogs';
import { RichTextField } from '@/features/rich-text/components/rich-text-field';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import '@/features/courses/styles';

/** /tutor-dashboard/courses: the tutor's courses and the Create Course dialog. */
function CoursesRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const { data, error, reload } = useCourses(user?.uid);
  const [creating, dialog] = useDisclosure(false);
  const dialogLoaded = useOpenedOnce(creating);
  return (
    <>
      <CoursesScreen
        courses={data?.courses}
        failure={error ? <LoadFailed error={error} onRetry={reload} /> : undefined}
        onCreate={dialog.open}
        onOpen={(courseId) => void navigate(paths.tutorDashboard.course(courseId))}
      />
      {dialogLoaded && (
        <Suspense fallback={null}>
          <CourseFormDialog opened={creating} onClose={dialog.close} DescriptionEditor={RichTextField} />
        </Suspense>
      )}
    </>
  );
}

export const Component = withFirebase(CoursesRoute);
