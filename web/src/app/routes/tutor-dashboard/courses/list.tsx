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

/** /tutor-dashboard/courses: the tutor's courses and the Create Course dialog. */
export function Component() {
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
