import { SimpleGrid } from '@mantine/core';
import { IconBook2, IconChartPie, IconClock, IconEye } from '@tabler/icons-react';
import type { TLesson } from '@shared/schemas/lessons';
import { useTranslation } from 'react-i18next';
import { usePercent } from '@/lib/format';
import { StatCard } from '@/components/stat-card';
import { useLessonDuration } from './lesson-duration';

/** Total Views, Completion Rate, Duration and Course (spec §2). */
export function LessonStatCards({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation('lessons');
  const percent = usePercent();
  const durationText = useLessonDuration();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard label={t('detail.totalViews')} value={lesson.views} icon={<IconEye size={20} />} />
      <StatCard
        label={t('detail.completionRate')}
        value={percent(lesson.completion)}
        icon={<IconChartPie size={20} />}
        color="green"
      />
      <StatCard label={t('detail.duration')} value={durationText(lesson.duration)} icon={<IconClock size={20} />} color="grape" />
      <StatCard label={t('detail.course')} value={lesson.course.name} icon={<IconBook2 size={20} />} color="orange" />
    </SimpleGrid>
  );
}
