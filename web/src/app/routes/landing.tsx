import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StudentLoginButton } from '@/features/auth/components/student-login-button';
import { StudentLoginDialogHost } from '@/features/auth/components/student-login-dialog-host';
import { TeacherSignInButton } from '@/features/auth/components/teacher-sign-in-button';
import { signInFailureKey } from '@/features/auth/sign-in-failure';
import { LandingPage } from '@/features/landing/components/landing-page';

export function LandingRoute() {
  // As an array, so that the sign-in failure's namespaced keys type-check.
  const { t } = useTranslation(['common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get('error');

  // Sign-in redirects land here with ?error= (spec §4), a code: said in the visitor's words, once.
  useEffect(() => {
    if (!error) return;
    notifications.show({ color: 'red', title: t('errors.signInFailed'), message: t(signInFailureKey(error)) });
    // Replaced, not pushed: a reload or Back does not say it again.
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [error, t, setSearchParams]);

  return (
    <>
      <LandingPage
        renderStudentAction={({ label, ...buttonProps }) => <StudentLoginButton label={label} {...buttonProps} />}
        renderTeacherAction={({ plan, label, ...buttonProps }) => (
          <TeacherSignInButton plan={plan} label={label} {...buttonProps} />
        )}
      />
      <StudentLoginDialogHost />
    </>
  );
}
