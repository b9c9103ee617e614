import { Alert, Anchor, AspectRatio, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toVideoEmbed } from '@shared/video-links';
import { IconArrowRight, IconCheck, IconVideoOff } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RichTextViewSlot } from '@/components/rich-text-slots';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { courseHref, lessonHref } from '../learning-links';
import { openedToday } from '../model/learning-stats';
import { useStudentSession, type ProgressWrite } from '../student-session';
import { AccessEnded } from './access-ended';
import { LessonStatusBadge } from './lesson-status-badge';
import { NotAvailable } from './not-available';
import { BackLink } from './back-link';
import './learning-styles';
import { useDurationText } from '@/lib/duration';

/**
 * A lesson opened from Start / Continue / Review: the YouTube embed or the sanitised text, and
 * 'Mark as complete'. Opening it records in_progress; completing records the completion time.
 */
export function LessonPlayer({
  lessonId,
  linkedCourseId,
  RichText,
}: {
  lessonId: string;
  /** The course the link named ('New lesson' notices do): the lesson may never have been opened. */
  linkedCourseId?: string | null;
  RichText: RichTextViewSlot;
}) {
  const { t, i18n } = useTranslation(['learning', 'common']);
  const durationText = useDurationText();
  const { learning, saveProgress } = useStudentSession();
  const { status, lessons, courses, expired, progress } = learning;
  const [saving, setSaving] = useState(false);
  const lesson = lessons.find((l) => l.id === lessonId);
  // Once access ends the lesson can no longer be read, so its course is the one it was last seen
  // in (access ended with the page open), the one the student's progress record names, or the
  // one the link named.
  const [seenCourseId, setSeenCourseId] = useState(lesson?.courseId);
  if (lesson && lesson.courseId !== seenCourseId) setSeenCourseId(lesson.courseId);
  const written = useRef(new Set<string>());

  // Opening a lesson starts it (never downgrades a completed one); opening a started or finished one
  // on a later day records that day, as the streak's "Open a lesson today" promises. Only once the
  // progress is known, and once per visit.
  const entry = progress.find((e) => e.lessonId === lessonId);
  const write: ProgressWrite | undefined =
    status !== 'ready' || !lesson
      ? undefined
      : lesson.status === 'not_started'
        ? 'in_progress'
        : entry && !openedToday(entry)
          ? 'opened-again'
          : undefined;
  useEffect(() => {
    if (!write || !lesson || !saveProgress || written.current.has(lesson.id)) return;
    written.current.add(lesson.id);
    void saveProgress(lesson, write).catch(() => written.current.delete(lesson.id));
  }, [write, lesson, saveProgress]);

  const placeholder = <Skeleton h={480} radius="lg" maw={960} mx="auto" />;
  // The learning data and the progress writer arrive together, once Firebase has checked the role.
  if (status === 'loading' || !saveProgress) return placeholder;
  const back = { backTo: paths.studentDashboard.lessons, backLabel: t('lessons.back') };
  if (!lesson) {
    const courseId = seenCourseId ?? progress.find((entry) => entry.lessonId === lessonId)?.courseId ?? linkedCourseId;
    const ended = expired.find((c) => c.id === courseId);
    if (ended) return <AccessEnded {...back} course={ended} />;
    return <NotAvailable {...back} title={t('lessons.notAvailableTitle')} message={t('lessons.notAvailable')} />;
  }

  const course = courses.find((c) => c.id === lesson.courseId);
  const position = course?.lessons.findIndex((l) => l.id === lesson.id) ?? -1;
  const next = position >= 0 ? course?.lessons[position + 1] : undefined;
  // A stored link is embedded only if it still passes the video-link check.
  const video = lesson.type === 'video' && lesson.videoUrl ? (toVideoEmbed(lesson.videoUrl)?.embedUrl ?? null) : null;

  const complete = async () => {
    setSaving(true);
    try {
      await saveProgress(lesson, 'completed');
    } catch {
      notifications.show({ color: 'red', title: t('common:errors.loadFailed'), message: t('lesson.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  // Also while `RichText` loads (it may be lazy): the lesson appears whole, nothing moves.
  return (
    <Suspense fallback={placeholder}>
      <Stack gap="md" maw={960} mx="auto">
        <BackLink to={back.backTo} label={back.backLabel} />
        <div>
          <Group gap={6} mb={6}>
            <Badge variant="light">{t(`types.${lesson.type}`)}</Badge>
            <LessonStatusBadge status={lesson.status} />
          </Group>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {lesson.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            <Anchor component={Link} to={courseHref(lesson.courseId)} inherit>
              {lesson.courseName}
            </Anchor>
            {[lesson.instructor, durationText(lesson.duration)].filter(Boolean).map((part) => ` · ${part}`)}
          </Text>
          {lesson.description && <Text mt="xs">{lesson.description}</Text>}
        </div>
        {lesson.type === 'video' &&
          (video ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={video}
                title={t('lesson.videoTitle', { title: lesson.title })}
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ border: 0, borderRadius: 'var(--mantine-radius-lg)', background: 'var(--mantine-color-dark-7)' }}
              />
            </AspectRatio>
          ) : (
            <Alert color="gray" radius="lg" icon={<IconVideoOff />}>
              {t('lesson.videoUnavailable')}
            </Alert>
          ))}
        {lesson.content ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <RichText html={lesson.content} />
          </Paper>
        ) : (
          lesson.type !== 'video' && <Text c="dimmed">{t('lesson.noContent')}</Text>
        )}
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" gap="sm">
            {lesson.status === 'completed' ? (
              <Group gap="xs" c="green.8">
                <IconCheck size={20} aria-hidden />
                <Text fw={600}>
                  {lesson.completedAt
                    ? t('lesson.completedOn', { date: formatDate(lesson.completedAt, i18n.language) })
                    : t('status.completed')}
                </Text>
              </Group>
            ) : (
              <Button leftSection={<IconCheck size={18} />} color="green" loading={saving} onClick={() => void complete()}>
                {t('lesson.markComplete')}
              </Button>
            )}
            {next && (
              <Button component={Link} to={lessonHref(next.id)} variant="default" rightSection={<IconArrowRight size={16} />}>
                {t('lesson.next')}
              </Button>
            )}
          </Group>
        </Paper>
      </Stack>
    </Suspense>
  );
}
