import { Button, type ButtonProps } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readAuthState } from '@/features/auth/auth-state';
import { loadStudentLoginDialog } from '@/features/auth/components/student-login-dialog-host';
import { studentLoginOpenAtom } from '@/features/auth/student-login-atom';

interface Props extends ButtonProps {
  label: string;
}

/**
 * A Student button: opens the student login dialog (rendered once by `StudentLoginDialogHost`), or
 * goes straight to the student area when a student already signed in in this tab.
 */
export function StudentLoginButton({ label, ...buttonProps }: Props) {
  const navigate = useNavigate();
  const openDialog = useSetAtom(studentLoginOpenAtom);

  const open = () => {
    const state = readAuthState();
    if (state.signedIn && state.userType === 'student') {
      void navigate(paths.studentDashboard.home);
      return;
    }
    openDialog(true);
  };

  return (
    <Button
      {...buttonProps}
      onClick={open}
      onPointerEnter={() => void loadStudentLoginDialog()}
      onFocus={() => void loadStudentLoginDialog()}
    >
      {label}
    </Button>
  );
}
