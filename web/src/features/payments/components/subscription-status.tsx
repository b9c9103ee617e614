import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SubscriptionView } from '@/features/payments/subscription';
import { formatDate } from '@/lib/dates';

/** Spec §4: green 'Active Premium' or red 'Inactive'; the end date and days remaining when there is an end date. */
export function SubscriptionStatus({
  active,
  endDate,
  daysRemaining,
  centered = false,
}: SubscriptionView & { centered?: boolean }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Stack gap={4} align={centered ? 'center' : 'flex-start'} ta={centered ? 'center' : undefined}>
      <Group gap="xs">
        <Badge color={active ? 'green' : 'red'} variant="light" size="lg">
          {active ? t('subscription.active') : t('subscription.inactive')}
        </Badge>
      </Group>
      {endDate && (
        <Text size="sm" c="dimmed">
          {t('subscription.endsOn', { date: formatDate(endDate, i18n.language) })} ·{' '}
          {t('subscription.daysRemaining', { count: daysRemaining ?? 0 })}
        </Text>
      )}
    </Stack>
  );
}
