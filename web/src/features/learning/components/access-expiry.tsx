import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarDaysUntil, formatDate } from '@/lib/dates';

/** Access ending within this many days is called out. */
const SOON_DAYS = 7;

/** 'Access until 20 Jan 2027', or 'Access ends in 5 days' (or 'today') in orange when it is close. */
export function AccessExpiry({ expiresAt }: { expiresAt: Date }) {
  const { t, i18n } = useTranslation('learning');
  // Calendar days: access ending tonight ends today, not 'in 1 day'.
  const days = calendarDaysUntil(expiresAt);
  const date = formatDate(expiresAt, i18n.language);
  const soon = days <= SOON_DAYS;
  const label = !soon
    ? t('course.accessUntil', { date })
    : days <= 0
      ? t('course.accessEndsToday')
      : t('course.accessEndsIn', { count: days });
  return (
    <Text size="xs" c={soon ? 'orange.8' : 'dimmed'} fw={soon ? 600 : undefined} title={date}>
      <IconClock size={13} style={{ verticalAlign: -2, marginInlineEnd: 4 }} aria-hidden />
      {label}
    </Text>
  );
}
