import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StudentLoginButton } from '@/features/auth/components/student-login-button';
import { StudentLoginDialogHost } from '@/features/auth/components/student-login-dialog-host';
import { TeacherSignInButton } from '@/features/auth/components/teacher-sign-in-button';
import { LandingPage } from '@/features/landing/components/landing-page';

export function LandingRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');

  // Sign-in redirects land here with ?error= (spec §4).
  useEffect(() => {
    if (error) notifications.show({ color: 'red', title: t('errors.signInFailed'), message: error });
  }, [error, t]);

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
