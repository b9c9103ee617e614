import { Card, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  contentProblem,
  MAX_LESSON_DESCRIPTION_LENGTH,
  MAX_LESSON_MINUTES,
  MAX_LESSON_TITLE_LENGTH,
  minutesProblem,
} from '@shared/schemas/lesson-rules';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorSlot } from '@/components/rich-text-slots';
import type { LessonFormValues } from '../../lesson-form-values';

interface Props {
  form: UseFormReturnType<LessonFormValues>;
  courses: { id: string; name: string }[];
  /** The course cannot change once the lesson exists (spec §2). */
  courseLocked: boolean;
  /** Read-only while the lesson is being saved or published: what is sent is what the tutor sees. */
  disabled: boolean;
  ContentEditor: RichTextEditorSlot;
}

/** Title, description, course, duration and the rich-text content. */
export function LessonDetailsCard({ form, courses, courseLocked, disabled, ContentEditor }: Props) {
  const { t } = useTranslation('lessons');
  // The field keeps only digits, so what can be wrong is 0 or too many minutes: Publish stays off, and this says why.
  const minutes = String(form.values.duration);
  const durationError =
    minutes !== '' && minutesProblem(Number(minutes)) ? t('form.durationRange', { max: MAX_LESSON_MINUTES }) : undefined;
  // Content over the limit (often a document pasted with its formatting) turns Publish and Save as Draft off:
  // without this the tutor would see every field filled and no reason why.
  const contentError = contentProblem(form.values.content, 'limits') === 'contentTooLong' ? t('form.contentTooLong') : undefined;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('form.details')}
        </Title>
        <TextInput
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          required
          disabled={disabled}
          maxLength={MAX_LESSON_TITLE_LENGTH}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          autosize
          minRows={2}
          disabled={disabled}
          maxLength={MAX_LESSON_DESCRIPTION_LENGTH}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {/* The browser's own controls: a tutor's handful of courses needs no search box, the phone's
              picker and number pad suit them, and Mantine's Select and NumberInput were ~22 kB gzip of this page. */}
          <NativeSelect
            label={t('form.course')}
            required
            disabled={courseLocked || disabled}
            data={[
              // The page asks for a course first when the tutor has none, so there is always one to choose.
              { value: '', label: t('form.chooseCourse'), disabled: true },
              ...courses.map((course) => ({ value: course.id, label: course.name })),
            ]}
            {...form.getInputProps('courseId')}
          />
          <TextInput
            label={t('form.duration')}
            required
            inputMode="numeric"
            disabled={disabled}
            maxLength={String(MAX_LESSON_MINUTES).length}
            {...form.getInputProps('duration')}
            error={durationError}
            onChange={(event) => form.setFieldValue('duration', event.currentTarget.value.replace(/\D/g, ''))}
          />
        </SimpleGrid>
        <ContentEditor
          label={t('form.content')}
          required
          disabled={disabled}
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={contentError}
          minHeight={260}
        />
      </Stack>
    </Card>
  );
}
