import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResultLayout } from '@/features/payments/components/result-layout';
import { planParam } from '@/features/payments/plan-param';
import './payments-styles';

/**
 * Marks the checkout's order CANCELLED, best-effort: the page shows its message at once and never
 * an error; if the call fails the order simply stays PENDING in the history. An order the gateway
 * had already paid (paid on the phone, then cancel pressed in the browser) opens the success page,
 * which says so, rather than leaving the tutor to pay twice.
 */
function useCancelOrder(orderId: string | null, gateway: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!orderId) return;
    import('@/features/payments/api/cancel-order')
      .then(({ cancelOrder }) => cancelOrder(orderId))
      .then((answer) => {
        if (answer?.status !== 'PAID') return;
        const query = new URLSearchParams({ ...(gateway ? { gateway } : {}), orderId });
        void navigate(`${paths.checkoutSuccess}?${query.toString()}`, { replace: true });
      })
      .catch(() => undefined);
  }, [orderId, gateway, navigate]);
}

/** /checkout/cancel (spec §2): 'Return Home' and 'Try Again', back to the plan the tutor had chosen. */
export function CheckoutCancel() {
  const { t } = useTranslation('payments');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const plan = planParam(searchParams.get('plan'));
  useCancelOrder(searchParams.get('orderId'), searchParams.get('gateway'));
  return (
    <ResultLayout icon={<IconX size={36} aria-hidden />} color="orange" title={t('cancel.title')} body={t('cancel.body')}>
      <Group justify="center">
        <Button component={Link} to={paths.home} variant="default">
          {t('cancel.returnHome')}
        </Button>
        <Button component={Link} to={email ? paths.payment.getHref(plan, email) : paths.payment.path}>
          {t('cancel.tryAgain')}
        </Button>
      </Group>
    </ResultLayout>
  );
}
