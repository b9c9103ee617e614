import { Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useCourse } from '@/features/courses/api/get-courses';
import { CourseDetail } from '@/features/courses/components/course-detail';
import { CourseFormDialog, CoursePreviewModal } from '@/features/courses/components/lazy-dialogs';
import { RichTextField } from '@/features/rich-text/components/rich-text-field';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';
import '@/features/courses/styles';
import { useTutorSession } from '@/features/dashboard/tutor-session';

const placeholder = (
  <Stack>
    <Skeleton h={36} w={160} />
    <Skeleton h={180} />
    <Skeleton h={96} />
  </Stack>
);

/** /tutor-dashboard/courses/:courseId: one course, its Update dialog and its student preview. */
function CourseRoute() {
  const { courseId } = useParams();
  const navigate = useNavigate();
  // Not before the role check: signed out (Back after Logout) it would ask without a token and show Session Expired.
  const { data: course, error, reload } = useCourse(useTutorSession().uid && courseId);
  const [editing, editDialog] = useDisclosure(false);
  const [previewing, preview] = useDisclosure(false);
  const editLoaded = useOpenedOnce(editing);
  const previewLoaded = useOpenedOnce(previewing);

  if (!course) {
    if (error) return <LoadFailed error={error} onRetry={reload} />;
    return placeholder;
  }
  return (
    <>
      <Suspense fallback={placeholder}>
        <CourseDetail
          course={course}
          onBack={() => void navigate(paths.tutorDashboard.courses)}
          onEdit={editDialog.open}
          onPreview={preview.open}
          RichText={RichTextContent}
        />
      </Suspense>
      <Suspense fallback={null}>
        {editLoaded && (
          <CourseFormDialog opened={editing} onClose={editDialog.close} course={course} DescriptionEditor={RichTextField} />
        )}
        {previewLoaded && (
          <CoursePreviewModal course={course} opened={previewing} onClose={preview.close} RichText={RichTextContent} />
        )}
      </Suspense>
    </>
  );
}

export const Component = withFirebase(CourseRoute);
