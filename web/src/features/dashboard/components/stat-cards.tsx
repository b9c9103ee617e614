import { SimpleGrid } from '@mantine/core';
import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { IconBook, IconChartPie, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatNumber } from '@/lib/format';

type Stats = TTutorDashboardResponse['stats'];

/** The four numbers of the tutor home (spec §2); the tour's dashboard-overview step points here. */
export function StatCards({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  // A dash holds the figure's place while the numbers load.
  const number = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.language));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} id="step-3">
      <StatCard label={t('stats.totalStudents')} value={number(stats?.totalStudents)} icon={<IconUsers />} color="blue" />
      <StatCard label={t('stats.activeCourses')} value={number(stats?.activeCourses)} icon={<IconBook />} color="teal" />
      <StatCard label={t('stats.lessonsCreated')} value={number(stats?.totalLessons)} icon={<IconVideo />} color="grape" />
      <StatCard
        label={t('stats.completionRate')}
        value={stats ? `${number(stats.completionRate)}%` : number(undefined)}
        icon={<IconChartPie />}
        color="orange"
      />
    </SimpleGrid>
  );
}
