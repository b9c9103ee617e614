import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in place of a list or detail whose load failed (the toast has the details). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.loadFailed')}>
      {message}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
