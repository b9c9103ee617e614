import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a page with unsaved changes to a lesson is left for another one (useConfirmLeaving). */
export function LeaveUnsavedModal({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Modal opened={opened} onClose={onStay} title={t('form.leaveTitle')} centered>
      <Text>{t('form.leaveBody')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('form.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('form.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
