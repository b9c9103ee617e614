import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { daysUntil, formatDate } from '@/lib/dates';

/** Access ending within this many days is called out. */
const SOON_DAYS = 7;

/** 'Access until 20 Jan 2027', or 'Access ends in 5 days' in orange when it is close. */
export function AccessExpiry({ expiresAt }: { expiresAt: Date }) {
  const { t, i18n } = useTranslation('learning');
  const days = daysUntil(expiresAt);
  const soon = days <= SOON_DAYS;
  return (
    <Text size="xs" c={soon ? 'orange.8' : 'dimmed'} fw={soon ? 600 : undefined} title={formatDate(expiresAt, i18n.language)}>
      <IconClock size={13} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden />
      {soon
        ? t('course.accessEndsIn', { count: Math.max(days, 0) })
        : t('course.accessUntil', { date: formatDate(expiresAt, i18n.language) })}
    </Text>
  );
}
