import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before Log out stops a video upload that is still going on (leave-guard's holdUploadUnderWay). */
export function SignOutDuringUploadModal({
  opened,
  onStay,
  onSignOut,
}: {
  opened: boolean;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={opened} onClose={onStay} title={t('layout.signOutUploadTitle')} centered>
      <Text>{t('layout.signOutUploadBody')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('layout.keepUploading')}
        </Button>
        <Button color="red" onClick={onSignOut}>
          {t('layout.logout')}
        </Button>
      </Group>
    </Modal>
  );
}
