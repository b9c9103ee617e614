import { Button, EmptyState } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No courses yet (with a way to create one), or none matching the search. */
export function CoursesEmpty({ hasCourses, onCreate }: { hasCourses: boolean; onCreate: () => void }) {
  const { t } = useTranslation('courses');
  return (
    <EmptyState
      icon={<IconBook size={32} />}
      title={hasCourses ? t('noMatches') : t('emptyTitle')}
      description={hasCourses ? t('noMatchesHint') : t('emptyHint')}
      py="xl"
    >
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
