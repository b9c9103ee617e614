import { Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import { PHONE_QUERY } from '@/lib/media-queries';
import { CourseBadges } from './course-badges';
import { CourseFacts } from './course-facts';
import { CourseThumbnail } from './course-thumbnail';

/** The course as a student with access sees it. */
export function CoursePreviewModal({
  course,
  opened,
  onClose,
  RichText,
}: {
  course: TCourse;
  opened: boolean;
  onClose: () => void;
  RichText: RichTextViewSlot;
}) {
  const { t } = useTranslation('courses');
  const isMobile = useMediaQuery(PHONE_QUERY);
  return (
    <Modal opened={opened} onClose={onClose} title={t('detail.previewTitle')} size="lg" fullScreen={isMobile}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('detail.previewNote')}
        </Text>
        <CourseThumbnail course={course} />
        <CourseBadges course={course} />
        <Title order={2}>{course.name}</Title>
        {/* Students see published lessons only; drafts and videos still publishing are the tutor's. */}
        <CourseFacts course={{ ...course, lessons: course.publishedLessons }} />
        <RichText html={course.description} />
      </Stack>
    </Modal>
  );
}
