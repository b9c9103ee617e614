import { Anchor, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLearning } from '../api/learning-provider';
import { CourseCard } from './course-card';
import { Section } from './section';

/** How many course cards the student home shows before 'View all'. */
const PREVIEW_COUNT = 3;

/** The student home's My Courses: the latest granted courses, with a link to all of them. */
export function MyCoursesPreview() {
  const { t } = useTranslation('learning');
  const { status, courses } = useLearning();
  return (
    <Section
      title={t('courses.title')}
      action={
        courses.length > PREVIEW_COUNT && (
          <Anchor component={Link} to={paths.studentDashboard.courses} size="sm">
            {t('home.viewAll')}
          </Anchor>
        )
      }
    >
      {status === 'loading' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={320} radius="lg" />
          <Skeleton h={320} radius="lg" visibleFrom="sm" />
        </SimpleGrid>
      ) : courses.length === 0 ? (
        <Text c="dimmed">{t('home.noCourses')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {courses.slice(0, PREVIEW_COUNT).map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
