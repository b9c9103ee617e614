import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../api/learning-provider';
import { recommendedLessons } from '../model/learning-stats';
import { LessonRow } from './lesson-row';
import { Section } from './section';

/** The next lesson of each unfinished course the student has access to. */
export function Recommendations() {
  const { t } = useTranslation('learning');
  const { status, courses } = useLearning();
  const next = recommendedLessons(courses);
  return (
    <Section title={t('home.recommendations')}>
      {status === 'loading' ? (
        <Skeleton h={120} />
      ) : next.length === 0 ? (
        <Text c="dimmed">{courses.length ? t('home.allDone') : t('home.noCourses')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {next.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} showStatus={false} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
