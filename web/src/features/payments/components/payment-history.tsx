import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOrderStatus } from '@shared/schemas/payments';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '@/features/payments/hooks/use-failure-text';
import { usePaymentHistory } from '@/features/payments/hooks/use-live-payments';
import { formatMoney, GATEWAY_NAMES } from '@/features/payments/subscription';
import { formatDate } from '@/lib/dates';

const STATUS_COLOR: Record<TOrderStatus, string> = { PAID: 'green', PENDING: 'gray', FAILED: 'red', CANCELLED: 'orange' };

/** The tutor's payments (date, plan, amount, gateway, status), live; any signed-in tutor page can show it. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const { status, orders } = usePaymentHistory();
  const failureText = useFailureText();
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-history-title">
      <Title order={2} fz="h4" id="payment-history-title">
        {t('history.title')}
      </Title>
      {status === 'loading' && <Loader size="sm" aria-label={t('common:common.loading')} />}
      {status === 'success' && orders.length === 0 && <Text c="dimmed">{t('history.empty')}</Text>}
      {status === 'error' && (
        <Text c="red.8" size="sm" role="alert">
          {t('history.loadFailed')}
        </Text>
      )}
      {orders.map((order) => (
        <Paper key={order.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{t(`history.${order.plan}`)}</Text>
              <Text size="sm" c="dimmed">
                {order.createdAt ? formatDate(order.createdAt, i18n.language) : ''} · {GATEWAY_NAMES[order.gateway]}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text fw={600}>{formatMoney(order.amount, order.currency, i18n.language)}</Text>
              <Badge color={STATUS_COLOR[order.status]} variant="light">
                {t(`history.status.${order.status}`)}
              </Badge>
            </Group>
          </Group>
          {order.status === 'FAILED' && order.failure && (
            <Text size="sm" c="red.8" mt={4}>
              {failureText(order)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
