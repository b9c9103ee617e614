import { Button, Card, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandYoutube } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useYoutubeConnection } from '../api/use-youtube-connection';
import { ConnectYoutubeDialog, DisconnectYoutubeDialog } from './lazy-dialogs';
import './youtube-styles';

/** "YouTube channel: connected as X / Disconnect", or a way to connect (for the Lessons screen and the YouTube page). */
export function YoutubeConnectionCard() {
  const { t } = useTranslation(['youtube', 'common']);
  const { connection, failed, reload, setConnection } = useYoutubeConnection();
  const [connecting, setConnecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const connectLoaded = useOpenedOnce(connecting);
  const confirmLoaded = useOpenedOnce(confirming);

  const status = (() => {
    if (failed) return <Text c="red">{t('common:errors.generic')}</Text>;
    if (!connection) return <Loader size="sm" aria-label={t('common:common.loading')} />;
    if (!connection.connected) {
      return (
        <Text size="sm" c="dimmed">
          {t('connection.notConnectedHint')}
        </Text>
      );
    }
    return (
      <Text fw={600}>
        {connection.channelTitle ? t('connection.connectedAs', { channel: connection.channelTitle }) : t('connection.connected')}
      </Text>
    );
  })();

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ThemeIcon color="red" variant="light" size="xl" radius="md" aria-hidden>
            <IconBrandYoutube size={26} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('connection.title')}
            </Text>
            {status}
          </Stack>
        </Group>
        {connection?.connected ? (
          <Button variant="default" onClick={() => setConfirming(true)}>
            {t('connection.disconnect')}
          </Button>
        ) : (
          connection && (
            <Button color="red" onClick={() => setConnecting(true)}>
              {t('connect.button')}
            </Button>
          )
        )}
      </Group>
      <Suspense fallback={null}>
        {connectLoaded && (
          <ConnectYoutubeDialog
            opened={connecting}
            onClose={() => setConnecting(false)}
            onConnected={() => {
              setConnecting(false);
              notifications.show({ color: 'green', message: t('connect.connected') });
              reload();
            }}
          />
        )}
        {confirmLoaded && (
          <DisconnectYoutubeDialog opened={confirming} onClose={() => setConfirming(false)} onDisconnected={setConnection} />
        )}
      </Suspense>
    </Card>
  );
}
