import { Button, EmptyState } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No courses yet (with a way to create one), none matching the search, or none active (the Active badge). */
export function CoursesEmpty({
  hasCourses,
  searching,
  onCreate,
}: {
  hasCourses: boolean;
  searching: boolean;
  onCreate: () => void;
}) {
  const { t } = useTranslation('courses');
  const [title, description] = !hasCourses
    ? [t('emptyTitle'), t('emptyHint')]
    : searching
      ? [t('noMatches'), t('noMatchesHint')]
      : [t('noActive'), t('noActiveHint')];
  return (
    <EmptyState icon={<IconBook size={32} />} title={title} description={description} py="xl">
      {!hasCourses && (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
            {t('create')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
