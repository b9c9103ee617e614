import { SearchInput } from '@/components/search-input';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TStudent } from '@shared/schemas/students';
import { IconUsers } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentCard } from '@/features/students/components/student-card';
import { useTutorCourses } from '@/features/students/hooks/use-tutor-courses';
import { countByStatus, filterStudents, type StatusFilter } from '@/features/students/student-filter';
import { useApiQuery } from '@/lib/use-api-query';
import { useReturnFocus } from '@/hooks/use-return-focus';
import './students-styles';
import { lazyNamed } from '@/lib/lazy-named';

const FILTERS: StatusFilter[] = ['all', 'active', 'inactive'];

// The dialog and its form validation load when a tutor first opens it, not with the screen.
const ManageAccessDialog = lazyNamed(() => import('@/features/students/components/manage-access-dialog'), 'ManageAccessDialog');
const RemoveStudentDialog = lazyNamed(
  () => import('@/features/students/components/remove-student-dialog'),
  'RemoveStudentDialog',
);

/** Reads the tutor's courses only while the dialog is open. */
function ManageAccess(props: { tutorId: string; student: TStudent; onClose: () => void; onSaved: () => void }) {
  const { status, courses } = useTutorCourses(props.tutorId);
  return (
    <Suspense fallback={null}>
      <ManageAccessDialog {...props} courses={courses} coursesStatus={status} />
    </Suspense>
  );
}

function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <Card withBorder radius="md" py="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconUsers size={40} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {body && <Text c="dimmed">{body}</Text>}
      </Stack>
    </Card>
  );
}

/** The tutor's Students screen (spec §2): search, status badges, student cards, Manage Course Access, removing a student. */
export function StudentsScreen({
  tutorId,
  inviteButton,
  initialSearch = '',
}: {
  tutorId: string;
  inviteButton: ReactNode;
  initialSearch?: string;
}) {
  const { t } = useTranslation('students');
  const { status, data, error, reload } = useApiQuery<TStudent[]>(`/students/tutor/${encodeURIComponent(tutorId)}`);
  const [search, setSearch] = useState(initialSearch);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [managing, setManaging] = useState<TStudent | null>(null);
  const [removing, setRemoving] = useState<TStudent | null>(null);
  // Both dialogs mount open: focus goes back to the card's button they were opened from.
  const focus = useReturnFocus();
  const closeDialogs = () => {
    setManaging(null);
    setRemoving(null);
    focus.restore();
  };
  const students = data ?? [];
  const counts = countByStatus(students);
  const shown = filterStudents(students, search, filter);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} action={inviteButton} />
      <Group gap="sm" align="center">
        <SearchInput label={t('search')} value={search} onChange={setSearch} style={{ flex: '1 1 260px' }} />
        <Group gap={6} role="group" aria-label={t('filters.label')}>
          {FILTERS.map((value) => (
            <Badge
              key={value}
              component="button"
              type="button"
              size="lg"
              variant={filter === value ? 'filled' : 'light'}
              color={value === 'active' ? 'green' : value === 'inactive' ? 'gray' : 'blue'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              {t(`filters.${value}`, { count: counts[value] })}
            </Badge>
          ))}
        </Group>
      </Group>
      {!data && status === 'loading' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label={t('loading')} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : !data && error ? (
        <LoadFailed error={error} onRetry={reload} />
      ) : students.length === 0 ? (
        <EmptyState title={t('empty.title')} body={t('empty.body')} />
      ) : shown.length === 0 ? (
        // A search that finds no one, or a status badge no student has (nothing searched).
        <EmptyState title={search.trim() || filter === 'all' ? t('noMatches') : t(`noneWithStatus.${filter}`)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((student) => (
            <StudentCard
              key={student.id}
              student={student}
              onManageAccess={() => {
                focus.remember();
                setManaging(student);
              }}
              onRemove={() => {
                focus.remember();
                setRemoving(student);
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {managing && (
        <ManageAccess key={managing.id} tutorId={tutorId} student={managing} onClose={closeDialogs} onSaved={closeDialogs} />
      )}
      {removing && (
        <Suspense fallback={null}>
          <RemoveStudentDialog key={removing.id} tutorId={tutorId} student={removing} onClose={closeDialogs} />
        </Suspense>
      )}
    </Stack>
  );
}
