import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { hasRichText } from '@shared/rich-text';
import {
  COURSE_CATEGORIES,
  COURSE_DIFFICULTIES,
  MAX_COURSE_WEEKS,
  ZCourseFields,
  type TCourse,
  type TCourseCategory,
  type TCourseDifficulty,
  type TCourseFields,
} from '@shared/schemas/courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCourse, updateCourse } from '../api/save-course';
import { durationIn } from '@shared/durations';
import { courseImageSrc } from '../course-format';
import type { RichTextEditorSlot } from '@/components/rich-text-slots';
import { useAskBeforeLeaving } from '@/hooks/use-ask-before-leaving';
import { PHONE_QUERY } from '@/lib/media-queries';
import { ThumbnailInput } from './thumbnail-input';

interface FormValues {
  name: string;
  description: string;
  category: TCourseCategory;
  difficulty: TCourseDifficulty;
  duration: number | string;
}

const EMPTY: FormValues = { name: '', description: '', category: 'programming', difficulty: 'beginner', duration: 4 };

const valuesOf = (course: TCourse | undefined): FormValues =>
  course
    ? {
        name: course.name,
        description: course.description,
        category: course.category,
        difficulty: course.difficulty,
        duration: durationIn(course.duration, 'weeks') ?? '',
      }
    : EMPTY;

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Update this course; without it the dialog creates one. */
  course?: TCourse;
  DescriptionEditor: RichTextEditorSlot;
}

/** Create Course / Update Course (spec §2-§5). Its form mounts on opening, so Cancel leaves nothing behind. */
export function CourseFormDialog({ opened, onClose, course, DescriptionEditor }: Props) {
  const { t } = useTranslation('courses');
  const isMobile = useMediaQuery(PHONE_QUERY);
  const [editorFullscreen, setEditorFullscreen] = useState(false);
  const close = () => {
    setEditorFullscreen(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={course ? t('form.updateTitle') : t('form.createTitle')}
      size="xl"
      fullScreen={isMobile}
      // Esc first leaves the editor's fullscreen (its own dialog); only then may it close this one.
      closeOnEscape={!editorFullscreen}
      // A stray click beside the dialog must not throw away what was written: Cancel or × close it.
      closeOnClickOutside={false}
    >
      <CourseForm
        onClose={close}
        course={course}
        DescriptionEditor={DescriptionEditor}
        onEditorFullscreen={setEditorFullscreen}
      />
    </Modal>
  );
}

/** The dialog's form, validated with the API's own schema. */
function CourseForm({
  onClose,
  course,
  DescriptionEditor,
  onEditorFullscreen,
}: Omit<Props, 'opened'> & { onEditorFullscreen: (on: boolean) => void }) {
  const { t } = useTranslation(['courses', 'common']);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm<FormValues>({ initialValues: valuesOf(course), validate: schemaResolver(ZCourseFields, { sync: true }) });
  const error = (field: keyof FormValues) => {
    if (!form.errors[field]) return undefined;
    // A description refused with text in it is refused for its length (rich text, e.g. pasted from a document).
    if (field === 'description' && hasRichText(form.values.description)) return t('form.errors.descriptionTooLong');
    return t(`form.errors.${field}`);
  };
  useAskBeforeLeaving(form.isDirty() || image !== null);

  const submit = async (values: FormValues) => {
    if (!course && !image) {
      setImageError(t('form.errors.image'));
      return;
    }
    const fields: TCourseFields = { ...values, duration: Number(values.duration) };
    setBusy(true);
    try {
      if (course) await updateCourse(course.id, fields, image);
      else if (image) await createCourse(fields, image);
      notifications.show({
        color: 'green',
        title: course ? t('toasts.updatedTitle') : t('toasts.createdTitle'),
        message: course ? t('toasts.updatedBody') : t('toasts.createdBody'),
      });
      onClose();
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: t('common:errors.loadFailed'),
        message: failure instanceof Error ? failure.message : t('common:errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  };

  const canSubmit = form.values.name.trim() !== '' && hasRichText(form.values.description) && !busy;
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          {...form.getInputProps('name')}
          error={error('name')}
        />
        <DescriptionEditor
          label={t('form.description')}
          required
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={error('description')}
          minHeight={140}
          onFullscreenChange={onEditorFullscreen}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.category')}
            data={COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            allowDeselect={false}
            {...form.getInputProps('category')}
            error={error('category')}
          />
          <Select
            label={t('form.difficulty')}
            data={COURSE_DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulties.${d}`) }))}
            allowDeselect={false}
            {...form.getInputProps('difficulty')}
            error={error('difficulty')}
          />
          <NumberInput
            label={t('form.duration')}
            min={1}
            max={MAX_COURSE_WEEKS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('duration')}
            error={error('duration')}
          />
        </SimpleGrid>
        <ThumbnailInput
          label={course ? t('form.replaceThumbnail') : t('form.thumbnail')}
          required={!course}
          value={image}
          onChange={(file) => {
            setImage(file);
            setImageError(undefined);
          }}
          error={imageError}
          currentSrc={course ? courseImageSrc(course) : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {course ? (busy ? t('form.updating') : t('form.update')) : busy ? t('form.creating') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
