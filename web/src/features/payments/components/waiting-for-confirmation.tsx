import { Button, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResultLayout } from './result-layout';

/** After this long without the gateway's confirmation, the page says the tutor may leave. */
export const SLOW_CONFIRMATION_MS = 45_000;

/**
 * /checkout/success until the gateway's signed notification arrives (seen live by the caller).
 * A notification can be late: after a while the tutor is told so and given a way out, since the
 * subscription turns active on its own once it comes.
 */
export function WaitingForConfirmation({ gateway }: { gateway: string }) {
  const { t } = useTranslation(['payments', 'common']);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ResultLayout
      icon={<Loader size={32} aria-label={t('common:common.loading')} />}
      color="blue"
      title={t('success.waitingTitle')}
      body={<Text c="dimmed">{t(slow ? 'success.slowBody' : 'success.waitingBody', { gateway })}</Text>}
    >
      {slow && (
        <Button component={Link} to={paths.home} variant="default">
          {t('cancel.returnHome')}
        </Button>
      )}
    </ResultLayout>
  );
}
