import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import wrapping from '@/components/wrapping-button.module.css';
import { createBillingPortal } from '@/features/payments/api/billing-portal';
import type { StripeRenewal } from '@/features/payments/subscription';
import { ApiError } from '@/lib/api-client';

const STATE_TEXT = {
  renews: 'subscription.stripeRenews',
  cancelled: 'subscription.stripeCancelled',
  'past-due': 'subscription.stripePastDue',
} as const;

/**
 * A Stripe subscription renews by itself until the tutor cancels it ("cancel anytime", spec §9):
 * whether it will (or that Stripe cannot collect it), and the way to Stripe's own page to cancel
 * it, renew it again or change the card. That way is left out while Stripe is switched off
 * (`portalAvailable`): the server refuses to open the page then.
 */
export function ManageStripeSubscription({ state, portalAvailable }: StripeRenewal & { portalAvailable: boolean }) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      // The browser leaves for Stripe: the button stays busy until it does.
      window.location.assign((await createBillingPortal()).url);
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? error.message : t('errors.billingPortal');
      notifications.show({ color: 'red', title: t('errors.title'), message });
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start" mt="sm">
      <Text size="sm" c={state === 'past-due' ? 'red.8' : undefined}>
        {t(STATE_TEXT[state])}
      </Text>
      {/* The Sinhala label is wider than the card at phone width. */}
      {portalAvailable && (
        <Button className={wrapping.wrap} variant="default" size="sm" loading={busy} onClick={() => void open()}>
          {t('subscription.manageStripe')}
        </Button>
      )}
    </Stack>
  );
}
