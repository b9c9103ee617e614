import { SearchInput } from '@/components/search-input';
import { ScreenHeader } from '@/components/screen-header';
import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import type { TCourse } from '@shared/schemas/courses';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountFilter } from '@/components/count-filter';
import { CourseCard } from './course-card';
import { CourseRow } from './course-row';
import { CoursesEmpty } from './courses-empty';

type View = 'grid' | 'list';
type Filter = 'all' | 'active';

interface Props {
  courses: TCourse[] | undefined;
  /** Shown instead of the list when it could not be loaded. */
  failure?: ReactNode;
  onCreate: () => void;
  onOpen: (courseId: string) => void;
}

/** The Courses screen (spec §2): search on name or category, All/Active badges, grid (default) or list. */
export function CoursesScreen({ courses, failure, onCreate, onOpen }: Props) {
  const { t } = useTranslation('courses');
  const [view, setView] = useState<View>('grid');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (courses ?? []).filter(
      (c) =>
        (filter === 'all' || c.status === 'active') &&
        (!needle ||
          c.name.toLocaleLowerCase().includes(needle) ||
          c.category.includes(needle) ||
          t(`categories.${c.category}`).toLocaleLowerCase().includes(needle)),
    );
  }, [courses, filter, search, t]);

  const all = courses?.length ?? 0;
  const active = courses?.filter((c) => c.status === 'active').length ?? 0;
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
            {t('create')}
          </Button>
        }
      />
      <Group justify="space-between" gap="sm">
        <SearchInput label={t('search')} value={search} onChange={setSearch} style={{ flex: 1, minWidth: 200, maxWidth: 420 }} />
        <Group gap="sm">
          <CountFilter
            label={t('filterLabel')}
            value={filter}
            onChange={setFilter}
            options={[
              { key: 'all', label: t('countAll', { count: all }) },
              { key: 'active', label: t('countActive', { count: active }) },
            ]}
          />
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value === 'list' ? 'list' : 'grid')}
            data={[
              { value: 'grid', label: <ViewLabel icon={<IconLayoutGrid size={16} />} text={t('gridView')} /> },
              { value: 'list', label: <ViewLabel icon={<IconList size={16} />} text={t('listView')} /> },
            ]}
          />
        </Group>
      </Group>
      {!courses && failure ? (
        failure
      ) : !courses ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <CoursesEmpty hasCourses={all > 0} searching={search.trim() !== ''} onCreate={onCreate} />
      ) : view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} onOpen={onOpen} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {shown.map((course) => (
            <CourseRow key={course.id} course={course} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Group>
  );
}
