/**
 * Stand-ins for the YouTube feature (web/src/features/youtube, built on feat/youtube-publishing)
 * with its exact contract. At merge the lead replaces this module's imports with
 * `@/features/youtube` and deletes it.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@/lib/api-client';

/** True when the tutor has a working YouTube connection; false when they must connect first (4xx); throws otherwise. */
export async function checkYoutubeAuth(): Promise<boolean> {
  try {
    await apiRequest('/lessons/check-youtube-auth', { method: 'POST', body: {} });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return false;
    throw error;
  }
}

export function ConnectYoutubeDialog({ opened, onClose }: { opened: boolean; onClose: () => void; onConnected: () => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Modal opened={opened} onClose={onClose} title={t('video.connectTitle')} centered>
      <Stack>
        <Text size="sm">{t('video.connectBody')}</Text>
        <Text size="sm" c="dimmed">
          {t('video.connectUnavailable')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('video.connectCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
