import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TLessonSummary } from '@shared/schemas/lessons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteLesson } from '../api/save-lesson';

/** Asks before deleting; the lesson, its thumbnail and its students' progress on it go for good. */
export function DeleteLessonDialog({
  lesson,
  onClose,
  onDeleted,
}: {
  lesson: Pick<TLessonSummary, 'id' | 'title'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['lessons', 'common']);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!lesson) return;
    setBusy(true);
    try {
      await deleteLesson(lesson.id);
      notifications.show({
        color: 'green',
        title: t('delete.doneTitle'),
        message: t('delete.doneBody', { title: lesson.title }),
      });
      onClose();
      onDeleted?.();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('common:errors.loadFailed'),
        message: error instanceof Error ? error.message : t('common:errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={lesson !== null} onClose={onClose} title={t('delete.title')} centered>
      <Text>{t('delete.body', { title: lesson?.title ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy}>
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
