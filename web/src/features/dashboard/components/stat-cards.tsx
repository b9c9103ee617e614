import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { IconBook, IconChartPie, IconUsers, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Stats = TTutorDashboardResponse['stats'];

function StatCard({ label, value, icon, color }: { label: string; value: string | undefined; icon: ReactNode; color: string }) {
  return (
    <Paper p="md" radius="lg" withBorder>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={32} w={64} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four numbers of the tutor home (spec §2); the tour's dashboard-overview step points here. */
export function StatCards({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = (value: number | undefined) => (value === undefined ? undefined : value.toLocaleString(i18n.language));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} id="step-3">
      <StatCard label={t('stats.totalStudents')} value={number(stats?.totalStudents)} icon={<IconUsers />} color="blue" />
      <StatCard label={t('stats.activeCourses')} value={number(stats?.activeCourses)} icon={<IconBook />} color="teal" />
      <StatCard label={t('stats.lessonsCreated')} value={number(stats?.totalLessons)} icon={<IconVideo />} color="grape" />
      <StatCard
        label={t('stats.completionRate')}
        value={stats ? `${number(stats.completionRate)}%` : undefined}
        icon={<IconChartPie />}
        color="orange"
      />
    </SimpleGrid>
  );
}
