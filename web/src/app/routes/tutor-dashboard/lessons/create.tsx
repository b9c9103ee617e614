import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useCourses } from '@/features/courses/api/get-courses';
import { createLesson } from '@/features/lessons/api/save-lesson';
import { LessonEditor } from '@/features/lessons/components/editor/lesson-editor';
import type { LessonFormValues } from '@/features/lessons/lesson-form-values';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';
import { RichTextField } from '@/features/rich-text/components/rich-text-field';
import { ConnectYoutubeDialog } from '@/features/youtube/components/lazy-dialogs';
import { useVideoLessonPublishing } from './use-video-lesson-publishing';
import { useOnPage } from '@/hooks/use-on-page';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import '@/features/lessons/styles';

/** /tutor-dashboard/lessons/new: text and interactive lessons are saved directly; video uploads go through YouTube. */
function CreateLessonRoute() {
  const { t } = useTranslation('lessons');
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: courses, error, reload } = useCourses(user?.uid);
  const [saving, setSaving] = useState(false);
  const onPage = useOnPage();
  const toList = useCallback(() => void navigate(paths.tutorDashboard.lessons), [navigate]);
  const video = useVideoLessonPublishing(toList);
  const connectLoaded = useOpenedOnce(video.connectDialog.opened);

  const save = async (values: LessonFormValues, status: 'published' | 'draft') => {
    setSaving(true);
    try {
      await createLesson(values, { status });
      notifications.show({
        color: 'green',
        title: status === 'draft' ? t('toasts.draftTitle') : t('toasts.createdTitle'),
        message: status === 'draft' ? t('toasts.draftBody') : t('toasts.createdBody'),
      });
      if (onPage.current) toList();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('toasts.failedTitle'),
        message: error instanceof Error && error.message ? error.message : t('toasts.createFailed'),
      });
    } finally {
      setSaving(false);
    }
  };

  if (!courses) return error ? <LoadFailed error={error} onRetry={reload} /> : <Skeleton h={480} radius="md" />;
  if (courses.courses.length === 0) {
    return (
      <EmptyState icon={<IconBook size={32} />} title={t('form.needCourseTitle')} description={t('form.needCourseBody')} py="xl">
        <EmptyState.Actions>
          <Button onClick={() => void navigate(paths.tutorDashboard.courses)}>{t('form.goToCourses')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack>
      <LessonEditor
        courses={courses.courses}
        busy={saving || video.busy}
        upload={video.upload}
        restored={video.restored}
        onPublish={(values) =>
          void (values.type === 'video' && values.videoFile ? video.publishVideoLesson(values) : save(values, 'published'))
        }
        onSaveDraft={(values) => void save(values, 'draft')}
        onBack={toList}
        ContentEditor={RichTextField}
        RichText={RichTextContent}
      />
      {connectLoaded && (
        <Suspense fallback={null}>
          <ConnectYoutubeDialog {...video.connectDialog} />
        </Suspense>
      )}
    </Stack>
  );
}

export const Component = withFirebase(CreateLessonRoute);
