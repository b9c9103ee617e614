import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TLesson } from '@shared/schemas/lessons';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorSlot, RichTextViewSlot } from '@/components/rich-text-slots';
import { useAskBeforeLeaving } from '@/hooks/use-ask-before-leaving';
import { useConfirmLeaving } from '@/hooks/use-confirm-leaving';
import { useObjectUrl } from '@/hooks/use-object-url';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import {
  canPublish,
  canSaveDraft,
  EMPTY_LESSON,
  lacksVideo,
  valuesOfLesson,
  type LessonFormValues,
} from '../../lesson-form-values';
import { thumbnailSrc } from '../../lesson-format';
import { useLessonDuration } from '../lesson-duration';
import { LeaveConfirmModal, LessonPreviewModal } from '../lazy-dialogs';
import { LessonDetailsCard } from './lesson-details-card';
import { MediaCard } from './media-card';
import { PublishingCard } from './publishing-card';

/** A video file on its way up: how far it went, and whether it stopped there (publishing again carries on). */
export interface VideoUploadState {
  file: File;
  percent: number;
  stopped: boolean;
}

interface Props {
  /** The lesson being edited; without it the page creates one. */
  lesson?: TLesson;
  courses: { id: string; name: string }[];
  /** Saving or publishing: the form is read-only meanwhile, as what goes to the server was taken at Publish. */
  busy: boolean;
  /** The create page's video upload, if one has started. */
  upload?: VideoUploadState | null;
  /** A lesson the create page kept when its upload failed after the tutor had left: the form takes it up again. */
  restored?: LessonFormValues | null;
  onPublish: (values: LessonFormValues) => void;
  onSaveDraft: (values: LessonFormValues) => void;
  onBack: () => void;
  ContentEditor: RichTextEditorSlot;
  RichText: RichTextViewSlot;
}

/** The create and edit page (spec §2): Lesson Details, Publishing and Media cards. Saving is the caller's. */
export function LessonEditor({
  lesson,
  courses,
  busy,
  upload: anyUpload = null,
  restored = null,
  onPublish,
  onSaveDraft,
  onBack,
  ContentEditor,
  RichText,
}: Props) {
  const { t } = useTranslation('lessons');
  const durationText = useLessonDuration();
  const [previewing, preview] = useDisclosure(false);
  const previewLoaded = useOpenedOnce(previewing);
  const form = useForm<LessonFormValues>({
    initialValues: lesson
      ? valuesOfLesson(lesson)
      : { ...EMPTY_LESSON, courseId: courses.length === 1 ? (courses[0]?.id ?? '') : '' },
  });
  const { values, setValues } = form;
  // Filled in after the first render rather than as the initial values, so it counts as unsaved work.
  useEffect(() => {
    if (restored) setValues(restored);
  }, [restored, setValues]);
  // A lesson being written is lost with the tab: the browser asks before closing or reloading it, and
  // the app before another of its pages opens. Not while saving or publishing: an upload carries on
  // when the tutor moves on, and a save ends by leaving the page.
  const unsaved = form.isDirty() && !busy;
  useAskBeforeLeaving(form.isDirty());
  const leaving = useConfirmLeaving(unsaved);
  const leaveLoaded = useOpenedOnce(leaving.asking);
  // Only the file in the form: another file chosen after a failed upload starts afresh.
  const upload = anyUpload?.file === values.videoFile ? anyUpload : null;
  const localVideo = useObjectUrl(values.videoFile);
  const localThumbnail = useObjectUrl(values.thumbnailFile);

  const publish = () => {
    if (!lesson && lacksVideo(values)) {
      notifications.show({ color: 'red', title: t('form.videoRequiredTitle'), message: t('form.videoRequiredBody') });
      return;
    }
    onPublish(values);
  };

  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={() => leaving.guard(onBack)} px={0}>
          {t('back')}
        </Button>
      </Group>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {lesson ? t('form.editTitle') : t('form.createTitle')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <LessonDetailsCard
            form={form}
            courses={courses}
            courseLocked={Boolean(lesson)}
            disabled={busy}
            ContentEditor={ContentEditor}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PublishingCard
              saved={lesson ?? null}
              canPublish={canPublish(values)}
              canSaveDraft={canSaveDraft(values, lesson ?? null)}
              videoUpload={values.type === 'video' && Boolean(values.videoFile)}
              videoLinkNeeded={!lesson && lacksVideo(values)}
              busy={busy}
              uploadProgress={upload && !upload.stopped ? upload.percent : null}
              uploadStoppedAt={upload?.stopped ? upload.percent : null}
              onPublish={publish}
              onSaveDraft={() => onSaveDraft(values)}
              onPreview={preview.open}
            />
            <MediaCard form={form} lesson={lesson} disabled={busy} />
          </Stack>
        </Grid.Col>
      </Grid>
      {leaveLoaded && (
        <Suspense fallback={null}>
          <LeaveConfirmModal
            opened={leaving.asking}
            title={t('form.leaveTitle')}
            body={t('form.leaveBody')}
            stayLabel={t('form.stay')}
            leaveLabel={t('form.leave')}
            onStay={leaving.stay}
            onLeave={leaving.leave}
          />
        </Suspense>
      )}
      {previewLoaded && (
        <Suspense fallback={null}>
          <LessonPreviewModal
            opened={previewing}
            onClose={preview.close}
            RichText={RichText}
            preview={{
              title: values.title,
              description: values.description,
              courseName: courses.find((c) => c.id === values.courseId)?.name ?? lesson?.course.name ?? '',
              durationText: values.duration === '' ? '' : durationText(`${values.duration} minutes`),
              type: values.type,
              videoUrl: values.videoUrl || null,
              localVideoSrc: localVideo,
              thumbnailSrc: localThumbnail ?? thumbnailSrc(lesson?.thumbnailUrl ?? null),
              content: values.content,
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
