import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { toCourseCardData } from '../model/course-card-data';
import { filterCourses } from '../model/learning-search';
import { CourseCard } from './course-card';
import { ExpiredAccessNotice } from './expired-access-notice';
import { ScreenHeader } from '@/components/screen-header';
import { SearchInput } from '@/components/search-input';
import { useLabels } from './use-labels';
import { useNoCoursesText } from './use-no-courses-text';
import './learning-styles';
import { CountBadge } from './count-badge';

/** My Courses (spec §2): every course with unexpired access, searchable by title, instructor and category. */
export function CourseCatalog() {
  const { t } = useTranslation('learning');
  const labels = useLabels();
  const noCourses = useNoCoursesText();
  const { status, courses } = useLearning();
  const [query, setQuery] = useState('');
  const shown = filterCourses(courses, query, labels.category);
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <ScreenHeader title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <Group gap="sm" align="center">
        <SearchInput value={query} onChange={setQuery} label={t('courses.search')} style={{ flex: '1 1 260px', maxWidth: 480 }} />
        <CountBadge loading={status === 'loading'} label={t('courses.count', { count: shown.length })} />
      </Group>
      <ExpiredAccessNotice />
      {status === 'loading' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={340} radius="lg" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{courses.length ? t('courses.noMatch') : noCourses}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((course) => (
            <CourseCard key={course.id} course={toCourseCardData(course)} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
