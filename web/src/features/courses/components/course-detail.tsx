import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconEye } from '@tabler/icons-react';
import type { TCourseDetail } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import wrapping from '@/components/wrapping-button.module.css';
import { CourseActivityPanels } from './course-activity-panels';
import { CourseBadges } from './course-badges';
import { CourseFacts } from './course-facts';
import { CourseStatCards } from './course-stat-cards';
import { CourseThumbnail } from './course-thumbnail';
import { DescriptionPreview } from './description-preview';

interface Props {
  course: TCourseDetail;
  onBack: () => void;
  onEdit: () => void;
  onPreview: () => void;
  RichText: RichTextViewSlot;
}

/** One course (spec §2): header with badges, description, counts, Edit Course and Preview, stat cards, activity and progress. */
export function CourseDetail({ course, onBack, onEdit, onPreview, RichText }: Props) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={onBack} px={0}>
          {t('detail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
          <CourseBadges course={course} />
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {course.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`categories.${course.category}`)}
          </Text>
          <DescriptionPreview html={course.description} RichText={RichText} />
          <CourseFacts course={course} />
        </Stack>
        <Stack gap="sm" w={{ base: '100%', sm: 300 }}>
          {/* Side by side at equal widths, so on a phone they do not stack at two different ones. */}
          <Group gap="sm" grow>
            <Button className={wrapping.wrap} variant="default" leftSection={<IconEye size={18} />} onClick={onPreview}>
              {t('detail.preview')}
            </Button>
            <Button className={wrapping.wrap} leftSection={<IconEdit size={18} />} onClick={onEdit}>
              {t('detail.edit')}
            </Button>
          </Group>
          <CourseThumbnail course={course} />
        </Stack>
      </Group>
      <CourseStatCards course={course} />
      <CourseActivityPanels course={course} />
    </Stack>
  );
}
