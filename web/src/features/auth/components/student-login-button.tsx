import { Button, type ButtonProps } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readAuthState } from '@/features/auth/auth-state';
import { sessionExpiredAtom } from '@/features/auth/session-expired-atom';

// The dialog (forms, validation, Firebase) loads on first use: the landing page stays light.
const loadDialog = () => import('@/features/auth/components/student-login-dialog');
const StudentLoginDialog = lazy(async () => ({ default: (await loadDialog()).StudentLoginDialog }));

interface Props extends ButtonProps {
  label: string;
}

/**
 * The landing page's Student button: opens the student login dialog, or goes straight to the
 * student area when a student already signed in in this tab. Opens by itself when a student page
 * sent the visitor here to sign in (`?redirect=/student-dashboard/...`).
 */
export function StudentLoginButton({ label, ...buttonProps }: Props) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [opened, setOpened] = useState(
    () => searchParams.get('redirect')?.startsWith(`${paths.studentDashboard.root}/`) ?? false,
  );
  const [used, setUsed] = useState(opened);
  // After a lost session the Session Expired modal speaks first; 'Login Again' then leads here.
  const sessionExpired = useAtomValue(sessionExpiredAtom);

  const open = () => {
    const state = readAuthState();
    if (state.signedIn && state.userType === 'student') {
      void navigate(paths.studentDashboard.home);
      return;
    }
    setUsed(true);
    setOpened(true);
  };

  return (
    <>
      <Button {...buttonProps} onClick={open} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <StudentLoginDialog opened={opened && !sessionExpired} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
