import { Card, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_LESSON_MINUTES } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorSlot } from '@/components/rich-text-slots';
import type { LessonFormValues } from '../../lesson-form-values';

interface Props {
  form: UseFormReturnType<LessonFormValues>;
  courses: { id: string; name: string }[];
  /** The course cannot change once the lesson exists (spec §2). */
  courseLocked: boolean;
  ContentEditor: RichTextEditorSlot;
}

/** Title, description, course, duration and the rich-text content. */
export function LessonDetailsCard({ form, courses, courseLocked, ContentEditor }: Props) {
  const { t } = useTranslation('lessons');
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
          maxLength={150}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.course')}
            placeholder={t('form.chooseCourse')}
            required
            disabled={courseLocked}
            data={courses.map((course) => ({ value: course.id, label: course.name }))}
            searchable
            nothingFoundMessage={t('form.noCourses')}
            {...form.getInputProps('courseId')}
            onChange={(courseId: string | null) => form.setFieldValue('courseId', courseId ?? '')}
          />
          <NumberInput
            label={t('form.duration')}
            required
            min={1}
            max={MAX_LESSON_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('duration')}
          />
        </SimpleGrid>
        <ContentEditor
          label={t('form.content')}
          required
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          minHeight={260}
        />
      </Stack>
    </Card>
  );
}
