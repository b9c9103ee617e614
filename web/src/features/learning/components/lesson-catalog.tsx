import { Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { filterLessons } from '../model/learning-search';
import { ExpiredAccessNotice } from './expired-access-notice';
import { LessonRow } from './lesson-row';
import { ScreenHeader } from '@/components/screen-header';
import { SearchInput } from '@/components/search-input';
import { useLabels } from './use-labels';
import './learning-styles';
import { CountBadge } from './count-badge';

/** My Lessons (spec §2): every published lesson of the student's courses; search, and a course filter. */
export function LessonCatalog() {
  const { t } = useTranslation('learning');
  const labels = useLabels();
  const { status, courses, lessons } = useLearning();
  const [query, setQuery] = useState('');
  const [chosenCourseId, setCourseId] = useState<string | null>(null);
  // A course that leaves the list while the page is open (its access ended) no longer filters it.
  const courseId = courses.some((course) => course.id === chosenCourseId) ? chosenCourseId : null;
  const shown = filterLessons(lessons, query, courseId, labels.category);
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <ScreenHeader title={t('lessons.title')} subtitle={t('lessons.subtitle')} />
      <Group gap="sm" align="flex-end">
        <SearchInput value={query} onChange={setQuery} label={t('lessons.search')} style={{ flex: '1 1 260px', maxWidth: 480 }} />
        {/* The device's own picker (a wheel on phones), without a popover's code. */}
        <NativeSelect
          value={courseId ?? ''}
          onChange={(event) => setCourseId(event.currentTarget.value || null)}
          data={[
            { value: '', label: t('lessons.allCourses') },
            ...courses.map((course) => ({ value: course.id, label: course.name })),
          ]}
          aria-label={t('lessons.filterByCourse')}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        <CountBadge loading={status === 'loading'} label={t('lessons.count', { count: shown.length })} />
      </Group>
      <ExpiredAccessNotice />
      {status === 'loading' ? (
        <Skeleton h={300} radius="lg" />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{lessons.length ? t('lessons.noMatch') : t('lessons.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
