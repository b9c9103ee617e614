import { Skeleton, Stack, Text } from '@mantine/core';
import type { LearningLesson } from '../model/learning-types';
import { LessonRow } from './lesson-row';
import { Section } from './section';

interface Props {
  title: string;
  lessons: LearningLesson[];
  loading: boolean;
  empty: string;
  showStatus?: boolean;
}

/** A titled list of lessons on the student home, with Start / Continue / Review on each. */
export function LessonListSection({ title, lessons, loading, empty, showStatus }: Props) {
  return (
    <Section title={title}>
      {loading ? (
        <Skeleton h={120} />
      ) : lessons.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lessons.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} showStatus={showStatus} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
