import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TTutorDashboardResponse } from '@shared/schemas/dashboard';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { daysUntil, formatDate } from '@/lib/dates';

type Tutor = TTutorDashboardResponse['tutor'];

/**
 * Spec §4: ACTIVE is a green 'Active Premium', anything else a red 'Inactive'; end date and days left
 * when known. Until the dashboard answers, the box keeps its frame and an active subscription's
 * lines as placeholders of the same height: on a phone the cards below it then stay where they are.
 */
export function SubscriptionBox({ tutor }: { tutor: Tutor | undefined }) {
  const { t } = useTranslation('dashboard');
  const isActive = tutor?.subscriptionStatus === 'ACTIVE';
  return (
    <Paper p="lg" radius="lg" withBorder h="100%" aria-busy={!tutor}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('subscription.title')}</Text>
          <IconCrown size={22} color={`var(--mantine-color-${isActive ? 'yellow' : 'gray'}-6)`} aria-hidden />
        </Group>
        {tutor ? <SubscriptionDetails tutor={tutor} /> : <SubscriptionDetailsPlaceholder />}
      </Stack>
    </Paper>
  );
}

function SubscriptionDetails({ tutor }: { tutor: Tutor }) {
  const { t, i18n } = useTranslation('dashboard');
  const isActive = tutor.subscriptionStatus === 'ACTIVE';
  const endDate = tutor.subscriptionEndDate ? new Date(tutor.subscriptionEndDate) : null;
  const daysLeft = endDate ? Math.max(0, daysUntil(endDate)) : null;
  return (
    <>
      <Group gap="xs">
        <Badge color={isActive ? 'green' : 'red'} variant="filled" size="lg">
          {isActive ? t('subscription.active') : t('subscription.inactive')}
        </Badge>
        {tutor.subscriptionPlan && (
          <Text size="sm" c="dimmed">
            {t(`subscription.plans.${tutor.subscriptionPlan}`)}
          </Text>
        )}
      </Group>
      {endDate && daysLeft !== null && (
        <div>
          <Text size="sm">{t('subscription.endsOn', { date: formatDate(endDate, i18n.language) })}</Text>
          <Text size="sm" fw={600} c={daysLeft <= 7 ? 'orange.8' : undefined}>
            {t('subscription.daysRemaining', { count: daysLeft })}
          </Text>
        </div>
      )}
      {!isActive && (
        <Button component={Link} to={paths.payment.getHref(tutor.subscriptionPlan ?? 'monthly', tutor.email)} size="xs">
          {t('subscription.renew')}
        </Button>
      )}
    </>
  );
}

/** The badge row and the two lines of dates, each the height of what replaces it (a Skeleton takes its children's size). */
function SubscriptionDetailsPlaceholder() {
  return (
    <>
      <Skeleton w={140} radius="xl">
        <Badge size="lg">&nbsp;</Badge>
      </Skeleton>
      <Skeleton w="70%">
        <Text size="sm">&nbsp;</Text>
        <Text size="sm">&nbsp;</Text>
      </Skeleton>
    </>
  );
}
