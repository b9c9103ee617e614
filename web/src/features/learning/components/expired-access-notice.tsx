import { Alert, List } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useLearning } from '../student-session';

/** Courses whose access has ended are hidden; this says which, since when, and what to do. */
export function ExpiredAccessNotice() {
  const { t, i18n } = useTranslation('learning');
  const { expired } = useLearning();
  if (expired.length === 0) return null;
  return (
    <Alert color="orange" radius="lg" icon={<IconLock />} title={t('expired.title')}>
      <List size="sm" spacing={4}>
        {expired.map((course) => (
          <List.Item key={course.id}>
            {t('expired.course', {
              name: course.name || t('expired.unknownCourse'),
              date: formatDate(course.expiredAt, i18n.language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
