import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TYoutubeConnection } from '@shared/schemas/youtube';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disconnectYoutube } from '../api/youtube-auth';
import './youtube-styles';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The connection as the server sees it once disconnected. */
  onDisconnected: (connection: TYoutubeConnection) => void;
}

/** Asks before disconnecting the channel; video lessons cannot be published until it is connected again. */
export function DisconnectYoutubeDialog({ opened, onClose, onDisconnected }: Props) {
  const { t } = useTranslation(['youtube', 'common']);
  const [busy, setBusy] = useState(false);

  const disconnect = async () => {
    setBusy(true);
    try {
      onDisconnected(await disconnectYoutube());
      notifications.show({ color: 'green', message: t('connection.disconnected') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('common:errors.loadFailed'), message: (error as Error).message });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('connection.disconnectTitle')} centered>
      <Text mb="lg">{t('connection.disconnectBody')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('connect.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => void disconnect()}>
          {t('connection.disconnect')}
        </Button>
      </Group>
    </Modal>
  );
}
