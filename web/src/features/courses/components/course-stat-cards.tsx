import { SimpleGrid } from '@mantine/core';
import { IconBook2, IconChartPie, IconStar, IconUsers } from '@tabler/icons-react';
import type { TCourse } from '@shared/schemas/courses';
import { useTranslation } from 'react-i18next';
import { usePercent } from '@/lib/format';
import { StatCard } from '@/components/stat-card';

/** Enrolled Students, Completion Rate, Total Lessons and Rating (spec §2), from the course's real records. */
export function CourseStatCards({ course }: { course: TCourse }) {
  const { t } = useTranslation('courses');
  const percent = usePercent();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard label={t('detail.enrolledStudents')} value={course.students} icon={<IconUsers size={20} />} />
      <StatCard
        label={t('detail.completionRate')}
        value={percent(course.progress)}
        icon={<IconChartPie size={20} />}
        color="green"
      />
      <StatCard
        label={t('detail.totalLessons')}
        value={course.lessons}
        detail={t('detail.publishedOf', { count: course.publishedLessons })}
        icon={<IconBook2 size={20} />}
        color="grape"
      />
      <StatCard
        label={t('detail.rating')}
        value={course.rating === null ? t('noRating') : course.rating.toFixed(1)}
        icon={<IconStar size={20} />}
        color="yellow"
      />
    </SimpleGrid>
  );
}
