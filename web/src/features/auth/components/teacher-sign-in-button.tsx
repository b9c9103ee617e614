import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TPlan } from '@shared/schemas/tutor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { codeOf, signInFailureKey } from '@/features/auth/sign-in-failure';
import type * as SignInTutor from '@/features/auth/sign-in-tutor';

interface Props extends ButtonProps {
  plan?: TPlan;
  label: string;
}

/** Starts the tutor's Google sign-in and goes where spec §4 says (dashboard or payment). */
export function TeacherSignInButton({ plan = 'monthly', label, ...buttonProps }: Props) {
  // As an array, so that the sign-in failure's namespaced keys type-check.
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    let signInModule: typeof SignInTutor | undefined;
    try {
      // Loaded on the first click: the sign-in code and the API client stay off the landing page's first load.
      signInModule = await import('@/features/auth/sign-in-tutor');
      await navigate(await signInModule.signInTutorWithGoogle(plan, searchParams.get('redirect')));
    } catch (error) {
      if (!signInModule?.isCancelledSignIn(error)) {
        notifications.show({
          color: 'red',
          title: t('errors.signInFailed'),
          message: t(signInFailureKey(codeOf(error))),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button {...buttonProps} loading={busy} onClick={() => void signIn()}>
      {label}
    </Button>
  );
}
