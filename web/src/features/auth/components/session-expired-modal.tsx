import { Button, Modal, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/logout';
import { sessionExpiredAtom } from '@/features/auth/session-expired-atom';
import { SESSION_EXPIRED_EVENT } from '@/lib/api-client';

/** The modal every 401 raises (spec §2/§4): it cannot be dismissed, only answered with 'Login Again'. */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expired, setExpired] = useAtom(sessionExpiredAtom);

  useEffect(() => {
    const onExpired = () => setExpired(true);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [setExpired]);

  const loginAgain = async () => {
    await logout().catch(() => undefined);
    setExpired(false);
    await navigate(paths.home);
  };

  return (
    <Modal
      opened={expired}
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
