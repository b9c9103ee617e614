import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { lazyNamed } from '@/lib/lazy-named';

// The button's popover (Floating UI, scroll area) loads after the dashboard's first paint.
const NotificationsButton = lazyNamed(() => import('./notifications-button'), 'NotificationsButton');

/** Holds the bell's place, at the same size, until the live notifications have loaded. */
export function NotificationsPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('common.loading')} disabled>
      <IconBell size={20} />
    </ActionIcon>
  );
}

export function LazyNotificationsButton() {
  const painted = useAfterFirstPaint();
  if (!painted) return <NotificationsPlaceholder />;
  return (
    <Suspense fallback={<NotificationsPlaceholder />}>
      <NotificationsButton />
    </Suspense>
  );
}
