import { Badge, Button, Grid, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import { paths } from '@/config/paths';
import { useLearning } from '../student-session';
import { lessonHref } from '../learning-links';
import { actionLesson, courseAction } from '../model/learning-stats';
import { AccessEnded } from './access-ended';
import { AccessExpiry } from './access-expiry';
import { CourseImage } from './course-image';
import { LessonRow } from './lesson-row';
import { NotAvailable } from './not-available';
import { Section } from './section';
import { useLabels } from './use-labels';
import { BackLink } from './back-link';
import './learning-styles';
import { useDurationText } from '@/lib/duration';

/** One course: what it is, the student's progress, and its lessons with Start / Continue / Review. */
export function CourseDetail({ courseId, RichText }: { courseId: string; RichText: RichTextViewSlot }) {
  const { t } = useTranslation('learning');
  const durationText = useDurationText();
  const labels = useLabels();
  const { status, courses, expired } = useLearning();
  const course = courses.find((c) => c.id === courseId);
  const back = { backTo: paths.studentDashboard.courses, backLabel: t('courses.back') };

  const placeholder = <Skeleton h={420} radius="lg" maw={1100} mx="auto" />;
  if (status === 'loading') return placeholder;
  if (!course) {
    const ended = expired.find((c) => c.id === courseId);
    return ended ? (
      <AccessEnded {...back} course={ended} />
    ) : (
      <NotAvailable {...back} title={t('courses.notAvailableTitle')} message={t('courses.notAvailable')} />
    );
  }

  const action = courseAction(course);
  const target = actionLesson(course);
  // Also while `RichText` loads (it may be lazy): the course appears whole, nothing moves.
  return (
    <Suspense fallback={placeholder}>
      <Stack gap="md" maw={1100} mx="auto">
        <BackLink to={back.backTo} label={back.backLabel} />
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <Grid gap={0}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CourseImage src={course.imageSrc} alt={course.name} height={240} fillFrom="md" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack p="lg" gap="xs">
                <Group gap={6}>
                  <Badge variant="light">{labels.category(course.category)}</Badge>
                  <Badge variant="outline" color="gray">
                    {labels.difficulty(course.difficulty)}
                  </Badge>
                </Group>
                <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                  {course.name}
                </Title>
                <Text c="dimmed">{t('course.instructor', { name: course.instructor })}</Text>
                <Text size="sm" c="dimmed">
                  {[t('course.lessons', { count: course.lessons.length }), durationText(course.duration)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <AccessExpiry expiresAt={course.expiresAt} />
                <Group gap="sm" wrap="nowrap" mt={4}>
                  <Progress value={course.percent} radius="xl" style={{ flex: 1 }} aria-label={t('course.yourProgress')} />
                  <Text fw={700} size="sm">
                    {t('course.percentComplete', { percent: course.percent })}
                  </Text>
                </Group>
                {target && (
                  <Button component={Link} to={lessonHref(target.id)} w="fit-content" mt="xs">
                    {t(`actions.${action}`)}
                  </Button>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Section title={t('course.lessonsTitle')}>
              {course.lessons.length === 0 ? (
                <Text c="dimmed">{t('course.noLessons')}</Text>
              ) : (
                <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
                  {course.lessons.map((lesson) => (
                    <LessonRow key={lesson.id} lesson={lesson} showCourse={false} />
                  ))}
                </Stack>
              )}
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Section title={t('course.about')}>
              <RichText html={course.description} />
            </Section>
          </Grid.Col>
        </Grid>
      </Stack>
    </Suspense>
  );
}
