import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useCourses } from '@/features/courses/api/get-courses';
import { CourseFormDialog } from '@/features/courses/components/course-form-dialog';
import { CoursesScreen } from '@/features/courses/components/courses-screen';
import { RichTextField } from '@/features/rich-text/components/rich-text-field';
import '@/features/courses/styles';
import { FirebaseProviders } from '@/app/firebase-providers';

/** /tutor-dashboard/courses: the tutor's courses and the Create Course dialog. */
function CoursesRoute() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const { data, error, reload } = useCourses(user?.uid);
  const [creating, dialog] = useDisclosure(false);
  return (
    <>
      <CoursesScreen
        courses={data?.courses}
        failure={error ? <LoadFailed message={error instanceof Error ? error.message : ''} onRetry={reload} /> : undefined}
        onCreate={dialog.open}
        onOpen={(courseId) => void navigate(paths.tutorDashboard.course(courseId))}
      />
      <CourseFormDialog opened={creating} onClose={dialog.close} DescriptionEditor={RichTextField} />
    </>
  );
}

/** The dashboard root renders before Firebase loads, so screens that read it mount its providers. */
export function Component() {
  return (
    <FirebaseProviders>
      <CoursesRoute />
    </FirebaseProviders>
  );
}
