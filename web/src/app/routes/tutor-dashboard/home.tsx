import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { useTutorDashboard } from '@/features/dashboard/api/get-tutor-dashboard';
import { CourseProgressOverview } from '@/features/dashboard/components/course-progress-overview';
import { RecentActivities } from '@/features/dashboard/components/recent-activities';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { SubscriptionBox } from '@/features/dashboard/components/subscription-box';
import { UpcomingTasks } from '@/features/dashboard/components/upcoming-tasks';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner';
import { useTutorSession } from '@/features/dashboard/tutor-session';

export function Component() {
  const { t } = useTranslation('dashboard');
  const { uid, profile } = useTutorSession();
  const { data, error, reload } = useTutorDashboard(uid);
  if (!data && error) {
    // Without an answer (and nothing kept from a last visit) the sections would wait for ever.
    return (
      <Stack gap="md" maw={1280} mx="auto">
        <WelcomeBanner name={profile?.name} subtitle={t('home.tutorSubtitle')} />
        <LoadFailed error={error} onRetry={reload} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <WelcomeBanner name={profile?.name} subtitle={t('home.tutorSubtitle')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SubscriptionBox tutor={data?.tutor} />
        </Grid.Col>
      </Grid>
      <StatCards stats={data?.stats} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentActivities activity={data?.activity} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UpcomingTasks data={data} />
        </Grid.Col>
      </Grid>
      <CourseProgressOverview courses={data?.courseProgress} />
    </Stack>
  );
}
