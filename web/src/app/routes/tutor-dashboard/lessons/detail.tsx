import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useLesson } from '@/features/lessons/api/get-lessons';
import { LessonDetail } from '@/features/lessons/components/lesson-detail';
import { VideoJobProgress } from '@/features/youtube/components/video-job-progress';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';
import '@/features/lessons/styles';
import { useTutorSession } from '@/features/dashboard/tutor-session';

const placeholder = (
  <Stack>
    <Skeleton h={36} w={160} />
    <Skeleton h={120} />
    <Skeleton h={320} />
  </Stack>
);

/** /tutor-dashboard/lessons/:lessonId: one lesson as the tutor sees it, with Edit and Delete. */
function LessonRoute() {
  const { lessonId = '' } = useParams();
  const navigate = useNavigate();
  // Not before the role check: signed out (Back after Logout) it would ask without a token and show Session Expired.
  const { data, error, reload } = useLesson(useTutorSession().uid && lessonId);
  if (!data) {
    if (error) return <LoadFailed error={error} onRetry={reload} />;
    return placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <Stack>
        <LessonDetail
          lesson={data.lesson}
          onBack={() => void navigate(paths.tutorDashboard.lessons)}
          onEdit={() => void navigate(paths.tutorDashboard.editLesson(lessonId))}
          onDeleted={() => void navigate(paths.tutorDashboard.lessons, { replace: true })}
          RichText={RichTextContent}
          videoProgress={<VideoJobProgress lessonId={lessonId} onDone={reload} />}
        />
      </Stack>
    </Suspense>
  );
}

export const Component = withFirebase(LessonRoute);
