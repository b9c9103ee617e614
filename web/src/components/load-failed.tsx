import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in place of a list or detail whose load failed, with the error's message (the toast has the details). */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.loadFailed')}>
      {error instanceof Error ? error.message : ''}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
