import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../api/learning-provider';
import { recentLessons } from '../model/learning-stats';
import { LessonRow } from './lesson-row';
import { Section } from './section';

/** The lessons the student opened or finished most recently (spec §2). */
export function RecentLessons() {
  const { t } = useTranslation('learning');
  const { status, lessons } = useLearning();
  const recent = recentLessons(lessons);
  return (
    <Section title={t('home.recentLessons')}>
      {status === 'loading' ? (
        <Skeleton h={120} />
      ) : recent.length === 0 ? (
        <Text c="dimmed">{t('home.noRecentLessons')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
