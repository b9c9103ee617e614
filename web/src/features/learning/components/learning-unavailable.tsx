import { Alert, Button, Stack } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';

/**
 * A student page, or, when the learning data could not be read (Firestore or the rules refused the
 * student's grants or progress), one message with a way to try again: the page's empty lists would
 * say the student has no courses.
 */
export function LearningUnavailable({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['learning', 'common']);
  const { status } = useLearning();
  if (status !== 'error') return children;
  return (
    <Stack maw={720} mx="auto">
      <Alert color="red" radius="lg" icon={<IconCloudOff />} title={t('unavailable.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          {t('unavailable.body')}
          <Button color="red" variant="light" onClick={() => window.location.reload()}>
            {t('common:errors.reload')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
