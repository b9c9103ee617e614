import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/logout';

/** The modal every 401 raises (spec §2/§4), mounted by SessionExpiredGate: it cannot be dismissed, only answered with 'Login Again'. */
export function SessionExpiredModal({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const loginAgain = async () => {
    await logout().catch(() => undefined);
    onLoggedOut();
    await navigate(paths.home);
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('session.expiredTitle')}
    >
      <Text mb="lg">{t('session.expiredBody')}</Text>
      <Button fullWidth onClick={() => void loginAgain()}>
        {t('session.loginAgain')}
      </Button>
    </Modal>
  );
}
