import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentProfile } from '@/features/dashboard/api/get-student-profile';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner';
import { LearningUnavailable } from '@/features/learning/components/learning-unavailable';
import { MyCoursesPreview } from '@/features/learning/components/my-courses-preview';
import { ProgressSummary } from '@/features/learning/components/progress-summary';
import { RecentLessons } from '@/features/learning/components/recent-lessons';
import { Recommendations } from '@/features/learning/components/recommendations';
import '@/features/learning/components/learning-styles';
import { useStudentUid } from '@/features/learning/student-session';

export function Component() {
  const { t } = useTranslation('dashboard');
  const { data: profile } = useStudentProfile(useStudentUid());
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <WelcomeBanner name={profile?.name} subtitle={t('home.studentSubtitle')} />
      <LearningUnavailable>
        <ProgressSummary />
        <MyCoursesPreview />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RecentLessons />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Recommendations />
          </Grid.Col>
        </Grid>
      </LearningUnavailable>
    </Stack>
  );
}
