import { SearchInput } from '@/components/search-input';
import { ScreenHeader } from '@/components/screen-header';
import { Button, Group, Skeleton, Stack, EmptyState } from '@mantine/core';
import { IconBrandYoutube, IconPlus, IconVideo } from '@tabler/icons-react';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountFilter } from '@/components/count-filter';
import { paths } from '@/config/paths';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { DeleteLessonDialog } from './lazy-dialogs';
import { LessonCard } from './lesson-card';

type Filter = 'all' | 'published';

interface Props {
  lessons: TLessonSummary[] | undefined;
  failure?: ReactNode;
  onCreate: () => void;
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The Lessons screen (spec §2): search, All/Published badges and the list of lesson cards. */
export function LessonsScreen({ lessons, failure, onCreate, onOpen, onEdit }: Props) {
  const { t } = useTranslation('lessons');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<TLessonSummary | null>(null);
  const deleteLoaded = useOpenedOnce(deleting !== null);

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (lessons ?? []).filter(
      (l) =>
        (filter === 'all' || l.status === 'published') &&
        (!needle || [l.title, l.description, l.course.name].some((text) => text.toLocaleLowerCase().includes(needle))),
    );
  }, [lessons, filter, search]);
  const all = lessons?.length ?? 0;
  const published = lessons?.filter((l) => l.status === 'published').length ?? 0;
  // Why the list is empty: no lessons at all, a search that finds none, or none published yet.
  const emptyText = !all
    ? { title: t('emptyTitle'), description: t('emptyHint') }
    : search.trim()
      ? { title: t('noMatches'), description: t('noMatchesHint') }
      : { title: t('noPublished'), description: t('noPublishedHint') };

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Group gap="sm">
            {/* Where video lessons go: which channel is connected, and connecting or disconnecting it. */}
            <Button
              component={Link}
              to={paths.tutorDashboard.youtube}
              variant="default"
              leftSection={<IconBrandYoutube size={18} />}
            >
              {t('youtubeChannel')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
              {t('create')}
            </Button>
          </Group>
        }
      />
      <Group justify="space-between" gap="sm">
        <SearchInput label={t('search')} value={search} onChange={setSearch} style={{ flex: 1, minWidth: 200, maxWidth: 420 }} />
        <CountFilter
          label={t('filterLabel')}
          value={filter}
          onChange={setFilter}
          options={[
            { key: 'all', label: t('countAll', { count: all }) },
            { key: 'published', label: t('countPublished', { count: published }) },
          ]}
        />
      </Group>
      {!lessons && failure ? (
        failure
      ) : !lessons ? (
        <Stack>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <EmptyState icon={<IconVideo size={32} />} {...emptyText} py="xl" />
      ) : (
        <Stack gap="sm">
          {shown.map((lesson) => (
            <LessonCard key={lesson.id} lesson={lesson} onOpen={onOpen} onEdit={onEdit} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      {deleteLoaded && (
        <Suspense fallback={null}>
          <DeleteLessonDialog lesson={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
