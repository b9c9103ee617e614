import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getYoutubeAuthUrl } from '../api/youtube-auth';
import { onYoutubeConnected } from '../auth-messages';
import './youtube-styles';

interface Props {
  opened: boolean;
  onClose: () => void;
  onConnected: () => void;
}

const POPUP_NAME = 'tutorly-youtube-auth';
const POPUP_FEATURES = 'popup=yes,width=520,height=720';

/**
 * Spec §2/§4 'Connect to YouTube': explains what connecting does, then opens Google's consent
 * screen in a popup. The popup comes back to /youtube/oauth/callback, which announces success.
 */
export function ConnectYoutubeDialog({ opened, onClose, onConnected }: Props) {
  const { t } = useTranslation(['youtube', 'common']);
  const [popup, setPopup] = useState<Window | null>(null);
  const connected = useRef(false);
  const announceConnected = useEffectEvent(() => {
    // The callback page announces success twice (opener and channel): act once.
    if (connected.current) return;
    connected.current = true;
    setPopup(null);
    onConnected();
  });

  useEffect(() => {
    if (!opened) return undefined;
    connected.current = false;
    return onYoutubeConnected(announceConnected);
  }, [opened]);

  // A popup closed without finishing lets the tutor try again.
  useEffect(() => {
    if (!popup) return undefined;
    const timer = setInterval(() => {
      if (popup.closed) setPopup(null);
    }, 500);
    return () => clearInterval(timer);
  }, [popup]);
  const waiting = popup !== null;

  const connect = async () => {
    // Opened at once, in the click: browsers block popups opened after an await.
    const opening = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!opening) {
      notifications.show({ color: 'red', message: t('connect.popupBlocked') });
      return;
    }
    setPopup(opening);
    try {
      opening.location.href = await getYoutubeAuthUrl();
    } catch {
      opening.close();
      setPopup(null);
      notifications.show({ color: 'red', message: t('connect.authUrlFailed') });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('connect.title')} size="lg" centered>
      <Stack gap="md">
        <Text>{t('connect.body')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('connect.pointUnlisted')}</List.Item>
          <List.Item>{t('connect.pointNoCost')}</List.Item>
          <List.Item>{t('connect.pointDisconnect')}</List.Item>
        </List>
        <Text size="sm" c="dimmed" aria-live="polite">
          {waiting ? t('connect.waiting') : t('connect.consent')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('connect.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconBrandYoutube size={18} aria-hidden />}
            loading={waiting}
            onClick={() => void connect()}
          >
            {t('connect.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
