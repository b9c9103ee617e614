import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconFlame, IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { courseCompletion, isActiveToday, learningStreak, overallProgress } from '../model/learning-stats';
import { formatNumber } from '@/lib/format';
import { ProgressRing } from './progress-ring';

function SummaryCard({ label, value, hint, visual }: { label: string; value: string; hint: string; visual: ReactNode }) {
  return (
    <Paper p="md" radius="lg" withBorder>
      <Group wrap="nowrap" gap="md">
        {visual}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.25}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** Overall Progress, Course Completion and Learning Streak, from the student's own progress records. */
export function ProgressSummary() {
  const { t, i18n } = useTranslation('learning');
  const { status, courses, lessons, progress } = useLearning();
  if (status === 'loading') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} id="step-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={104} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const overall = overallProgress(courses);
  const completion = courseCompletion(courses);
  const streak = learningStreak(progress);
  // A streak that today has not extended yet ends at midnight unless the student studies today.
  const streakHint = streak === 0 ? 'streakStart' : isActiveToday(progress) ? 'streakKeep' : 'streakKeepToday';
  const done = lessons.filter((lesson) => lesson.status === 'completed').length;
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} id="step-3">
      <SummaryCard
        label={t('progress.overall')}
        value={`${number(overall)}%`}
        hint={t('progress.lessonsCompleted', { completed: done, total: lessons.length })}
        visual={<ProgressRing percent={overall} size={64} thickness={7} />}
      />
      <SummaryCard
        label={t('progress.courseCompletion')}
        value={`${number(completion.completed)}/${number(completion.total)}`}
        hint={t('progress.coursesCompleted', { completed: completion.completed, total: completion.total })}
        visual={
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
            <IconTrophy size={30} />
          </ThemeIcon>
        }
      />
      <SummaryCard
        label={t('progress.streak')}
        value={t('progress.streakDays', { count: streak })}
        hint={t(`progress.${streakHint}`)}
        visual={
          <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
            <IconFlame size={30} />
          </ThemeIcon>
        }
      />
    </SimpleGrid>
  );
}
