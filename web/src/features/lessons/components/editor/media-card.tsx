import { Button, Card, FileInput, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLink, IconPhoto, IconVideo, IconX } from '@tabler/icons-react';
import { THUMBNAIL_TYPES, thumbnailTypeProblem } from '@shared/image-types';
import { LESSON_TYPES, MAX_LESSON_THUMBNAIL_BYTES } from '@shared/schemas/lesson-rules';
import { MAX_VIDEO_BYTES, MIN_VIDEO_BYTES } from '@shared/schemas/upload-rules';
import type { TLesson } from '@shared/schemas/lessons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonFormValues } from '../../lesson-form-values';
import { thumbnailSrc } from '../../lesson-format';
import { VideoLinkModal } from '../lazy-dialogs';
import { LessonMedia } from '../lesson-media';
import { useObjectUrl } from '@/hooks/use-object-url';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { i18n } from '@/lib/i18n';

interface Props {
  form: UseFormReturnType<LessonFormValues>;
  lesson?: TLesson;
  /** Read-only while the lesson is being saved or published. */
  disabled: boolean;
}

const WRONG_TYPE_MESSAGES = {
  'not-an-image': 'form.onlyImages',
  'unsupported-image': 'form.imageKinds',
  'not-a-video': 'form.onlyVideos',
} as const;

/** Lesson type, thumbnail and video (a file to upload or a link); all locked once the lesson exists (spec §2). */
export function MediaCard({ form, lesson, disabled }: Props) {
  const { t } = useTranslation('lessons');
  const [linking, linkModal] = useDisclosure(false);
  const linkLoaded = useOpenedOnce(linking);
  const locked = Boolean(lesson);
  const { values } = form;
  const localThumbnail = useObjectUrl(values.thumbnailFile);
  const localVideo = useObjectUrl(values.videoFile);

  /**
   * Spec §5: 'Invalid File Type' with what is allowed; a file of the wrong size is refused here too,
   * rather than after the YouTube check and its consent page. The choice is not kept.
   */
  const refusal = (field: 'thumbnailFile' | 'videoFile', file: File | null) => {
    if (!file) return undefined;
    const image = field === 'thumbnailFile';
    const wrongType = image ? thumbnailTypeProblem(file.type) : file.type.startsWith('video/') ? undefined : 'not-a-video';
    if (wrongType) return { title: t('form.invalidFileType'), message: t(WRONG_TYPE_MESSAGES[wrongType]) };
    const refused = (message: string) => ({ title: t('form.fileRefused'), message });
    if (image) return file.size > MAX_LESSON_THUMBNAIL_BYTES ? refused(t('form.imageTooLarge')) : undefined;
    // The upload's own words (the create page loads them with it; the edit page cannot change the video).
    if (file.size > MAX_VIDEO_BYTES) return refused(i18n.t('youtube:upload.tooLarge'));
    return file.size < MIN_VIDEO_BYTES ? refused(i18n.t('youtube:upload.tooSmall')) : undefined;
  };
  const choose = (field: 'thumbnailFile' | 'videoFile', file: File | null) => {
    const problem = refusal(field, file);
    if (problem) {
      notifications.show({ color: 'red', ...problem });
      return;
    }
    // A video is either uploaded or linked, never both.
    form.setValues(field === 'videoFile' && file ? { videoFile: file, videoUrl: '' } : { [field]: file });
  };
  const changeType = (value: string) => {
    const type = LESSON_TYPES.find((known) => known === value) ?? 'video';
    // Students are shown a video only in a video lesson, and the API refuses a link on the others:
    // a file or link chosen before must not stay behind unseen (the thumbnail stays, any type has one).
    form.setValues(type === 'video' ? { type } : { type, videoFile: null, videoUrl: '' });
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('form.media')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="lesson-type-label">
            {t('form.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="lesson-type-label"
            fullWidth
            disabled={locked || disabled}
            value={values.type}
            onChange={changeType}
            data={LESSON_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
        </Stack>
        <FileInput
          label={t('form.thumbnail')}
          placeholder={t('form.chooseImage')}
          accept={THUMBNAIL_TYPES.join(',')}
          leftSection={<IconPhoto size={16} aria-hidden />}
          value={values.thumbnailFile}
          onChange={(file) => choose('thumbnailFile', file)}
          disabled={locked || disabled}
          clearable
        />
        {values.type === 'video' && (
          <FileInput
            label={t('form.videoFile')}
            placeholder={t('form.chooseVideo')}
            accept="video/*"
            leftSection={<IconVideo size={16} aria-hidden />}
            value={values.videoFile}
            onChange={(file) => choose('videoFile', file)}
            disabled={locked || disabled}
            clearable
          />
        )}
        {values.type === 'video' &&
          (values.videoUrl ? (
            <Group gap="xs" wrap="nowrap">
              <IconLink size={16} aria-hidden />
              <Text size="sm" truncate style={{ flex: 1 }}>
                {values.videoUrl}
              </Text>
              {!locked && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  leftSection={<IconX size={14} />}
                  onClick={() => form.setFieldValue('videoUrl', '')}
                >
                  {t('form.removeLink')}
                </Button>
              )}
            </Group>
          ) : (
            !locked && (
              <Button variant="light" leftSection={<IconLink size={16} />} onClick={linkModal.open} disabled={disabled}>
                {t('form.addVideoLink')}
              </Button>
            )
          ))}
        <LessonMedia
          title={values.title || t('form.untitled')}
          type={values.type}
          videoUrl={values.videoUrl || null}
          localVideoSrc={localVideo}
          thumbnailSrc={localThumbnail ?? thumbnailSrc(lesson?.thumbnailUrl ?? null)}
        />
      </Stack>
      {linkLoaded && (
        <Suspense fallback={null}>
          <VideoLinkModal
            opened={linking}
            onClose={linkModal.close}
            onSave={(embedUrl) => form.setValues({ videoUrl: embedUrl, videoFile: null })}
          />
        </Suspense>
      )}
    </Card>
  );
}
