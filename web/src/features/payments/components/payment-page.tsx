import { Alert, Anchor, Button, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TGateway } from '@shared/schemas/payments';
import type { TPlan } from '@shared/schemas/tutor';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import wrapping from '@/components/wrapping-button.module.css';
import { paths } from '@/config/paths';
import { checkoutRedirectOf, createCheckout, submitCheckoutForm } from '@/features/payments/api/create-checkout';
import { usePaymentsConfig } from '@/features/payments/api/get-payments-config';
import { PaymentMethodPicker } from '@/features/payments/components/payment-method-picker';
import { PlanPicker } from '@/features/payments/components/plan-picker';
import { SubscriptionStatus } from '@/features/payments/components/subscription-status';
import { useTutorSubscription } from '@/features/payments/hooks/use-live-payments';
import { planParam } from '@/features/payments/plan-param';
import { formatMoney } from '@/features/payments/subscription';
import { ApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy-named';
import './payments-styles';

// Below the plans and the subscription: the history (its list, badges and dates) loads after them;
// the Stripe renewal controls only for a tutor who pays through Stripe.
const PaymentHistory = lazyNamed(() => import('@/features/payments/components/payment-history'), 'PaymentHistory');
const ManageStripeSubscription = lazyNamed(
  () => import('@/features/payments/components/manage-stripe-subscription'),
  'ManageStripeSubscription',
);

/** /payment (spec §2/§4/§9): plan, payment method, then the gateway's checkout. */
export function PaymentPage() {
  const { t, i18n } = useTranslation(['payments', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const email = searchParams.get('email');
  const [plan, setPlan] = useState<TPlan>(planParam(searchParams.get('plan')));
  const [gateway, setGateway] = useState<TGateway>('ipay');
  const [busy, setBusy] = useState(false);
  const { config, failed } = usePaymentsConfig();
  const subscription = useTutorSubscription();
  // A signed-in tutor who came without the e-mail (a typed address, an old link) gets their account's.
  useEffect(() => {
    if (email || !subscription.email) return;
    setSearchParams(
      (params) => {
        params.set('email', subscription.email);
        return params;
      },
      { replace: true },
    );
  }, [email, subscription.email, setSearchParams]);

  const fail = (message: string) => notifications.show({ color: 'red', title: t('errors.title'), message });

  const proceed = async () => {
    // Spec §5: payment needs the e-mail query parameter; without it nothing happens.
    if (!email) return;
    setBusy(true);
    try {
      const redirect = checkoutRedirectOf(await createCheckout({ email, plan, gateway }));
      if (!redirect) {
        fail(t('errors.initiate'));
        setBusy(false);
        return;
      }
      // The browser leaves for the gateway: the button stays busy until it does.
      if ('form' in redirect) submitCheckoutForm(redirect.form);
      else window.location.assign(redirect.url);
    } catch (error) {
      console.error('checkout failed', error);
      // A refusal (409, e.g. a Stripe subscription that still renews) says what to do; trying again would not help.
      fail(error instanceof ApiError && error.status === 409 ? error.message : t('errors.createSession'));
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="lg">
        <Anchor component={Link} to={paths.home} fw={600}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('page.backToHome')}
          </Group>
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.subtitle')}</Text>
      </Stack>
      {failed && (
        <Alert color="red" title={t('common:errors.loadFailed')} mb="md">
          {t('errors.config')}
        </Alert>
      )}
      {!config && !failed && (
        <Center py="xl">
          <Loader aria-label={t('common:common.loading')} />
        </Center>
      )}
      {config && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PlanPicker plan={plan} onChange={setPlan} prices={config.prices} />
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="lg">
              <PaymentMethodPicker value={gateway} onChange={setGateway} stripeEnabled={config.gateways.stripe.enabled} />
              {gateway === 'ipay' && (
                <Text size="sm" c="dimmed">
                  {t('page.ipayCharge', {
                    amount: formatMoney(config.ipayPrices[plan].amount, config.ipayPrices[plan].currency, i18n.language),
                  })}
                </Text>
              )}
              {!email && (
                <Text size="sm" c="red.8">
                  {t('page.emailMissing')}
                </Text>
              )}
              <Stack gap="xs">
                {/* The Tamil label is wider than the card at phone width. */}
                <Button className={wrapping.wrap} size="md" loading={busy} disabled={!email} onClick={() => void proceed()}>
                  {t('page.proceed')}
                </Button>
                <Button component={Link} to={paths.home} variant="default">
                  {t('page.cancel')}
                </Button>
              </Stack>
            </Stack>
          </Card>
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('subscription.title')}
          </Title>
          {subscription.status === 'success' ? (
            <SubscriptionStatus {...subscription} />
          ) : subscription.status === 'error' ? (
            <Text c="red.8" size="sm" role="alert">
              {t('subscription.loadFailed')}
            </Text>
          ) : (
            <Loader size="sm" />
          )}
          {subscription.stripe && (
            <Suspense fallback={null}>
              <ManageStripeSubscription {...subscription.stripe} portalAvailable={config?.gateways.stripe.enabled === true} />
            </Suspense>
          )}
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Suspense fallback={<Loader size="sm" />}>
            <PaymentHistory />
          </Suspense>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
