import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACCESS_DURATION_DAYS,
  accessEndProblem,
  accessExpiry,
  DEFAULT_ACCESS_DURATION,
  MAX_ACCESS_MS,
  MAX_ACCESS_YEARS,
  type TAccessDuration,
} from '@shared/schemas/access';
import type { TStudent } from '@shared/schemas/students';
import { DAY_MS } from '@shared/time';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCourseAccess } from '@/features/students/api/save-course-access';
import type { TutorCourse } from '@/features/students/hooks/use-tutor-courses';
import { formatDay } from '@/lib/format-date';
import './students-styles';

const DURATIONS: TAccessDuration[] = [...(Object.keys(ACCESS_DURATION_DAYS) as TAccessDuration[]), 'custom'];

/** `yyyy-mm-dd` from a date input, as a local date; null when empty or malformed. */
function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The end a save sends: counted from the moment of the click, not from when the dialog opened. */
const endFromNow = (duration: TAccessDuration, customDay: string) => accessExpiry(duration, parseDay(customDay), Date.now());

/** The ticked courses now open beyond `expiresAt`: one end date for all of them takes days away from these. */
function openLonger(chosen: string[], current: Map<string, string | null>, expiresAt: number): string[] {
  return chosen.filter((id) => {
    const end = current.get(id);
    return end ? Date.parse(end) > expiresAt : false;
  });
}

interface Props {
  tutorId: string;
  student: TStudent;
  courses: TutorCourse[];
  /** The tutor's courses, read live: nothing can be saved until they are there (a save sets the complete set). */
  coursesStatus: 'loading' | 'error' | 'success';
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Manage Course Access (spec §2/§4/§5/§9): opens with the courses the student can open now ticked
 * (one whose access has ended is listed, unticked, and ticking it opens it again); the duration sets
 * one end date for all of them, shown before saving; unticking a course revokes it.
 */
export function ManageAccessDialog({ tutorId, student, courses, coursesStatus, onClose, onSaved }: Props) {
  const { t } = useTranslation(['students', 'common']);
  // The preview's "now"; saving recomputes the end from the moment of the click.
  const [openedAt] = useState(Date.now);
  // The courses the student can open now; one whose access has ended stays ended unless ticked again.
  const [selected, setSelected] = useState(() =>
    student.enrolledCourses.filter((c) => c.expiresAt === null || Date.parse(c.expiresAt) > openedAt).map((c) => c.id),
  );
  const [duration, setDuration] = useState<TAccessDuration>(DEFAULT_ACCESS_DURATION);
  const [customDay, setCustomDay] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const expiresAt = accessExpiry(duration, parseDay(customDay), openedAt);
  // A typed custom date the API would refuse is said here, in the tutor's language, and not saved.
  const problem = expiresAt === undefined ? undefined : accessEndProblem(expiresAt, openedAt);
  const chosen = selected.filter((id) => courses.some((c) => c.id === id));
  const current = new Map(student.enrolledCourses.map((c) => [c.id, c.expiresAt]));
  const shortened = expiresAt === undefined ? [] : openLonger(chosen, current, expiresAt);
  const today = formatDay(openedAt);
  const lastDay = formatDay(openedAt + MAX_ACCESS_MS - DAY_MS);

  const save = async () => {
    const end = endFromNow(duration, customDay);
    if (end === undefined) return;
    setSaving(true);
    setError(null);
    try {
      const seenCourses = student.enrolledCourses.map(({ id, expiresAt }) => ({ id, expiresAt }));
      await saveCourseAccess(tutorId, student.id, { expiresAt: end, courseIds: chosen, seenCourses });
      notifications.show({ color: 'green', title: t('access.savedTitle'), message: t('access.savedBody') });
      onSaved();
    } catch (failure) {
      setError((failure as Error).message || t('common:errors.generic'));
    } finally {
      setSaving(false);
    }
  };

  /** What saving will do, or why it cannot. */
  const preview: { color: string; text: string } =
    expiresAt === undefined
      ? { color: 'red', text: t('access.previewCustomMissing') }
      : problem === 'past'
        ? { color: 'red', text: t('common:errors.reasons.access-end-past') }
        : problem === 'too-far'
          ? { color: 'red', text: t('common:errors.reasons.access-end-too-far', { years: MAX_ACCESS_YEARS }) }
          : shortened.length
            ? { color: 'orange', text: t('access.previewShortens', { date: formatDay(expiresAt), count: shortened.length }) }
            : chosen.length
              ? { color: 'blue', text: t('access.previewUntil', { date: formatDay(expiresAt) }) }
              : { color: 'orange', text: t('access.previewNone', { name: student.name }) };

  const currentLabel = (id: string) => {
    const end = current.get(id);
    if (!end) return undefined;
    const date = formatDay(end);
    return Date.parse(end) > openedAt ? t('access.currentUntil', { date }) : t('access.currentEnded', { date });
  };

  return (
    <Modal opened onClose={onClose} title={t('access.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('access.intro', { name: student.name })}
        </Text>
        {coursesStatus === 'loading' ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('access.loadingCourses')} />
          </Center>
        ) : coursesStatus === 'error' ? (
          <Text c="red" size="sm" role="alert">
            {t('access.coursesFailed')}
          </Text>
        ) : courses.length === 0 ? (
          <Text c="dimmed">{t('access.noCourses')}</Text>
        ) : (
          <Checkbox.Group label={t('access.courses')} value={selected} onChange={setSelected}>
            <Stack gap="xs" mt="xs">
              {courses.map((course) => (
                <Checkbox key={course.id} value={course.id} label={course.name} description={currentLabel(course.id)} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Select
          label={t('access.duration')}
          data={DURATIONS.map((value) => ({ value, label: t(`access.durations.${value}`) }))}
          value={duration}
          onChange={(value) => setDuration(value ?? DEFAULT_ACCESS_DURATION)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {duration === 'custom' && (
          <TextInput
            type="date"
            label={t('access.endDate')}
            min={today}
            max={lastDay}
            value={customDay}
            onChange={(event) => setCustomDay(event.currentTarget.value)}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          />
        )}
        <Alert color={preview.color} variant="light" role="status">
          {preview.text}
        </Alert>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('access.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={saving || expiresAt === undefined || problem !== undefined || coursesStatus !== 'success'}
          >
            {saving ? t('access.saving') : t('access.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
