import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_STUDENTS_PER_TUTOR } from '@shared/schemas/invitations';
import type { TStudent } from '@shared/schemas/students';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeStudent } from '@/features/students/api/remove-student';
import { ApiError } from '@/lib/api-client';

/**
 * Asks before taking a student out of the class: what they lose is said plainly, and that their
 * place counts again towards the plan's student limit (the reason a tutor with a full class is here).
 */
export function RemoveStudentDialog({ tutorId, student, onClose }: { tutorId: string; student: TStudent; onClose: () => void }) {
  const { t } = useTranslation(['students', 'common']);
  const [busy, setBusy] = useState(false);
  const removed = () => {
    notifications.show({ color: 'green', title: t('remove.doneTitle'), message: t('remove.doneBody', { name: student.name }) });
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await removeStudent(tutorId, student.id);
      removed();
    } catch (error) {
      // Already out of the class (another tab removed them, or this one before an incomplete cleanup
      // the server has now finished): what the tutor asked for is done.
      if (error instanceof ApiError && error.reason === 'student-not-enrolled') return removed();
      notifications.show({
        color: 'red',
        title: t('remove.failedTitle'),
        message: error instanceof Error ? error.message : t('common:errors.generic'),
      });
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('remove.title')} centered>
      <Text>{t('remove.body', { name: student.name, max: MAX_STUDENTS_PER_TUTOR })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('remove.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy}>
          {t('remove.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
