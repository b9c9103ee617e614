import { Button, Group, Stack } from '@mantine/core';
import { ORDER_ID_PATTERN } from '@shared/order-id';
import type { TPlan } from '@shared/schemas/tutor';
import { IconAlertTriangle, IconCheck, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResultLayout } from '@/features/payments/components/result-layout';
import { SubscriptionStatus } from '@/features/payments/components/subscription-status';
import { WaitingForConfirmation } from '@/features/payments/components/waiting-for-confirmation';
import { useFailureText } from '@/features/payments/hooks/use-failure-text';
import { useOrder, useTutorSubscription, type OrderView } from '@/features/payments/hooks/use-live-payments';
import { gatewayName } from '@/features/payments/subscription';
import { formatDate } from '@/lib/dates';
import './payments-styles';

type Outcome = 'waiting' | 'paid' | 'failed';

/**
 * How long after an order was paid the page still waits for the subscription to turn active: the
 * order and the tutor's document change in one write, but reach the page by two listeners, and the
 * tutor's clock may be a few minutes off the server's. Past this, a lapsed plan is not coming back.
 */
export const RECENT_PAYMENT_MS = 10 * 60_000;

/**
 * The payment page with the tutor's e-mail, without which it cannot start a checkout (spec §5), on
 * the plan they had chosen (Try Again after a declined annual payment is again annual).
 */
const paymentPageOf = (email: string, plan: TPlan = 'monthly') =>
  email ? paths.payment.getHref(plan, email) : paths.payment.path;

function Result({ outcome, gateway, order }: { outcome: Outcome; gateway: string; order?: OrderView }) {
  const { t } = useTranslation(['payments', 'common']);
  const subscription = useTutorSubscription();
  const failureText = useFailureText();
  const [openedAt] = useState(Date.now);
  if (outcome === 'failed') {
    return (
      <ResultLayout
        icon={<IconAlertTriangle size={36} aria-hidden />}
        color="red"
        title={t('success.failedTitle')}
        body={(order && failureText(order)) || t('success.failedBody', { gateway })}
      >
        <Group justify="center">
          <Button component={Link} to={paths.home} variant="default">
            {t('cancel.returnHome')}
          </Button>
          <Button component={Link} to={paymentPageOf(subscription.email, order?.plan)}>
            {t('cancel.tryAgain')}
          </Button>
        </Group>
      </ResultLayout>
    );
  }
  // The redirect proves nothing: only the gateway's signed notification, seen live here, does.
  if (outcome === 'waiting' || subscription.status !== 'success') {
    return <WaitingForConfirmation gateway={gateway} />;
  }
  if (!subscription.active) {
    // An old success link (bookmarked, from history) of a plan that has since lapsed: its payment is
    // long confirmed and no confirmation is coming, so waiting would end in a false "not confirmed yet".
    // An order without its paid time (none should be) is judged by its creation; with neither, wait as before.
    const since = order?.paidAt ?? order?.createdAt;
    if (!since || openedAt - since.getTime() < RECENT_PAYMENT_MS) return <WaitingForConfirmation gateway={gateway} />;
    return <PaidEarlier gateway={gateway} paidAt={order?.paidAt ?? null} plan={order?.plan} email={subscription.email} />;
  }
  return (
    <ResultLayout
      icon={<IconCheck size={36} aria-hidden />}
      color="green"
      title={t('success.title')}
      body={t('success.body', { gateway })}
    >
      <Stack align="center" gap="md">
        <SubscriptionStatus {...subscription} centered />
        <Button component={Link} to={paths.tutorDashboard.home} size="md">
          {t('success.goToDashboard')}
        </Button>
      </Stack>
    </ResultLayout>
  );
}

/** A payment confirmed long ago whose plan is no longer active: say when it was paid, and where to renew. */
function PaidEarlier({ gateway, paidAt, plan, email }: { gateway: string; paidAt: Date | null; plan?: TPlan; email: string }) {
  const { t, i18n } = useTranslation('payments');
  const body = paidAt
    ? t('success.pastBody', { gateway, date: formatDate(paidAt, i18n.language) })
    : t('success.pastBodyUndated', { gateway });
  return (
    <ResultLayout icon={<IconCheck size={36} aria-hidden />} color="gray" title={t('success.pastTitle')} body={body}>
      <Group justify="center">
        <Button component={Link} to={paths.home} variant="default">
          {t('cancel.returnHome')}
        </Button>
        <Button component={Link} to={paymentPageOf(email, plan)}>
          {t('success.renew')}
        </Button>
      </Group>
    </ResultLayout>
  );
}

/**
 * CANCELLED is waited on like PENDING: the gateway sent the tutor here after they had pressed its
 * cancel button once (and then went back and paid), and its confirmation still pays the order.
 */
function OrderResult({ orderId, gateway }: { orderId: string; gateway: string }) {
  const { status, order } = useOrder(orderId);
  // The rules refuse an order that does not exist and another account's alike.
  if (status === 'error') return <UnknownOrder />;
  const outcome: Outcome = order?.status === 'PAID' ? 'paid' : order?.status === 'FAILED' ? 'failed' : 'waiting';
  return <Result outcome={outcome} gateway={gateway} order={order} />;
}

/** No order to show: none or a malformed id in the address, no such checkout, or another account's (the rules refuse both alike). */
function UnknownOrder() {
  const { t } = useTranslation('payments');
  const { email } = useTutorSubscription();
  return (
    <ResultLayout
      icon={<IconReceiptOff size={36} aria-hidden />}
      color="orange"
      title={t('success.unknownTitle')}
      body={t('success.unknownBody')}
    >
      <Group justify="center">
        <Button component={Link} to={paths.home} variant="default">
          {t('cancel.returnHome')}
        </Button>
        <Button component={Link} to={paymentPageOf(email)}>
          {t('history.title')}
        </Button>
      </Group>
    </ResultLayout>
  );
}

/**
 * /checkout/success (spec §2): waits, live, for the gateway's confirmation of this checkout's
 * order (and the tutor's ACTIVE subscription) before it says 'Payment Successful!'. Without an
 * order there is nothing to confirm (a typed or bookmarked address): not found, not a success.
 */
export function CheckoutSuccess() {
  const [searchParams] = useSearchParams();
  const gateway = gatewayName(searchParams.get('gateway'));
  const orderId = searchParams.get('orderId');
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return <UnknownOrder />;
  return <OrderResult orderId={orderId} gateway={gateway} />;
}
