import { Anchor, Box, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLastSeen } from '@/lib/last-seen';
import { parseKeptCards, toCourseCardData } from '../model/course-card-data';
import { useLearning } from '../student-session';
import { CourseCard } from './course-card';
import { ExpiredAccessNotice } from './expired-access-notice';
import { Section } from './section';
import { useNoCoursesText } from './use-no-courses-text';

/** How many course cards the student home shows before 'View all'. */
const PREVIEW_COUNT = 3;
/** A course card's height (image, two lines of title, details, two buttons): the sections below stay put. */
const CARD_HEIGHT = 454;

/**
 * The student home's My Courses: the latest granted courses, with a link to all of them, and under
 * them the courses whose access has ended (there, its arrival with the data moves nothing above).
 * A returning student sees the cards this device last showed until Firebase and the data answer:
 * the first card's image is the home's largest content.
 */
export function MyCoursesPreview() {
  const { t } = useTranslation('learning');
  const { status, courses, expired } = useLearning();
  const noCourses = useNoCoursesText();
  // One more than shown: enough to know whether 'View all' belongs.
  const liveCards = useMemo(
    () => (status === 'loading' ? undefined : courses.slice(0, PREVIEW_COUNT + 1).map(toCourseCardData)),
    [status, courses],
  );
  const cards = useLastSeen('Courses', liveCards, parseKeptCards);
  return (
    <Section
      title={t('courses.title')}
      action={
        cards &&
        cards.length > PREVIEW_COUNT && (
          <Anchor component={Link} to={paths.studentDashboard.courses} size="sm">
            {t('home.viewAll')}
          </Anchor>
        )
      }
    >
      {!cards ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Skeleton h={CARD_HEIGHT} radius="lg" />
          <Skeleton h={CARD_HEIGHT} radius="lg" visibleFrom="sm" />
        </SimpleGrid>
      ) : cards.length === 0 ? (
        <Text c="dimmed">{noCourses}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {cards.slice(0, PREVIEW_COUNT).map((card, i) => (
            <CourseCard key={card.id} course={card} priority={i === 0} />
          ))}
        </SimpleGrid>
      )}
      {status !== 'loading' && expired.length > 0 && (
        <Box mt="md">
          <ExpiredAccessNotice />
        </Box>
      )}
    </Section>
  );
}
