import { Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { withFirebase } from '@/app/firebase-providers';
import { LoadFailed } from '@/components/load-failed';
import { paths } from '@/config/paths';
import { useLesson } from '@/features/lessons/api/get-lessons';
import { updateLesson } from '@/features/lessons/api/save-lesson';
import { LessonEditor } from '@/features/lessons/components/editor/lesson-editor';
import type { LessonFormValues } from '@/features/lessons/lesson-form-values';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';
import { RichTextField } from '@/features/rich-text/components/rich-text-field';
import '@/features/lessons/styles';
import { useOnPage } from '@/hooks/use-on-page';
import { useTutorSession } from '@/features/dashboard/tutor-session';

/** /tutor-dashboard/lessons/:lessonId/edit: the text fields and the status; course, type and media stay. */
function EditLessonRoute() {
  const { t } = useTranslation('lessons');
  const { lessonId = '' } = useParams();
  const navigate = useNavigate();
  // Not before the role check: signed out (Back after Logout) it would ask without a token and show Session Expired.
  // Fresh, not the cached copy: the form starts from the latest version, which its save is checked against.
  const { data, error, reload } = useLesson(useTutorSession().uid && lessonId, { fresh: true });
  const [saving, setSaving] = useState(false);
  const onPage = useOnPage();

  const save = async (values: LessonFormValues, status: 'published' | 'draft') => {
    setSaving(true);
    try {
      await updateLesson(lessonId, values, status);
      notifications.show({ color: 'green', title: t('toasts.updatedTitle'), message: t('toasts.updatedBody') });
      if (onPage.current) void navigate(paths.tutorDashboard.lesson(lessonId));
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: t('toasts.failedTitle'),
        message: failure instanceof Error && failure.message ? failure.message : t('toasts.updateFailed'),
      });
    } finally {
      setSaving(false);
    }
  };

  if (!data) {
    if (error) return <LoadFailed error={error} onRetry={reload} />;
    return <Skeleton h={480} radius="md" />;
  }
  const { lesson } = data;
  return (
    <LessonEditor
      lesson={lesson}
      courses={[lesson.course]}
      busy={saving}
      onPublish={(values) => void save(values, 'published')}
      onSaveDraft={(values) => void save(values, 'draft')}
      onBack={() => void navigate(paths.tutorDashboard.lesson(lessonId))}
      ContentEditor={RichTextField}
      RichText={RichTextContent}
    />
  );
}

export const Component = withFirebase(EditLessonRoute);
