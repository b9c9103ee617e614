import { Alert, Button, Divider, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { loginCodeProblem, loginEmailProblem, type TLoginMessage } from '@shared/schemas/auth-rules';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignIn } from '@/features/auth/after-sign-in';
import { requestLoginCode } from '@/features/auth/api/request-login-code';
import { verifyLoginCode } from '@/features/auth/api/verify-login-code';
import { codeErrorKey, emailOfSignInError, googleSignInErrorKey, type SignInErrorKey } from '@/features/auth/sign-in-errors';
import { preloadFirebase, signInStudentWithGoogle, signInStudentWithToken } from '@/features/auth/sign-in-student';
import { ApiError } from '@/lib/api-client';
import { languageOf } from '@/lib/i18n';
import './auth-styles';

export interface StudentLoginDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Prefills the e-mail (e.g. from an invitation). */
  email?: string;
  /** Keeps the prefilled e-mail from being changed. */
  lockEmail?: boolean;
}

type Step = 'email' | 'code';
type Busy = 'sending' | 'verifying' | 'google' | null;

/** The dialog's content; the modal unmounts it when closed, so every opening starts afresh. */
function LoginSteps({ onClose, email = '', lockEmail = false }: Omit<StudentLoginDialogProps, 'opened'>) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('email');
  const [sentTo, setSentTo] = useState('');
  // Only this dialog's request can try the code (see the API's newAttempt).
  const [attempt, setAttempt] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [googleError, setGoogleError] = useState<SignInErrorKey | null>(null);
  const message = (problem: TLoginMessage | null) => (problem ? t(`validation.${problem}`) : null);
  const form = useForm({
    initialValues: { email, code: '' },
    // The API's own rules (spec §5), shown in the user's language.
    validate: {
      email: (value) => message(loginEmailProblem(value)),
      code: (value) => message(loginCodeProblem(value)),
    },
  });
  const destination = afterSignIn('student', searchParams.get('redirect'));

  useEffect(preloadFirebase, []);

  // The modal's focus trap honours data-autofocus only as it opens: after Send Code or Back the field
  // that had focus is gone, and focus would fall to the page behind. Each step's first control takes it.
  const emailInput = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    // A locked e-mail field is disabled and cannot take focus: Send Code does instead.
    const target = step === 'code' ? codeInput : lockEmail ? sendButton : emailInput;
    target.current?.focus();
  }, [step, lockEmail]);

  const sendCode = async () => {
    if (form.validateField('email').hasError) return;
    setBusy('sending');
    try {
      const language = languageOf(i18n.resolvedLanguage);
      const answer = await requestLoginCode({ email: form.values.email, redirectUri: destination, language });
      setSentTo(answer.email);
      setAttempt(answer.attempt);
      form.setFieldValue('code', '');
      setStep('code');
    } catch (error) {
      const tooMany = error instanceof ApiError && error.code === 'resource-exhausted';
      notifications.show({
        color: 'red',
        title: t('errors.sendFailedTitle'),
        message: t(tooMany ? 'errors.tooManyRequests' : 'errors.sendFailed'),
      });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (form.validateField('code').hasError) return;
    setBusy('verifying');
    try {
      const { customToken, redirectUri } = await verifyLoginCode({ email: sentTo, code: form.values.code, attempt });
      await signInStudentWithToken(customToken);
      onClose();
      await navigate(afterSignIn('student', redirectUri ?? destination));
    } catch (error) {
      const key = codeErrorKey(error);
      form.setFieldError('code', key ? t(key) : (error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const continueWithGoogle = async () => {
    setGoogleError(null);
    setBusy('google');
    try {
      await signInStudentWithGoogle(form.values.email || undefined);
      onClose();
      await navigate(destination);
    } catch (error) {
      setGoogleError(googleSignInErrorKey(error));
      const address = emailOfSignInError(error);
      if (address && !lockEmail) form.setFieldValue('email', address);
    } finally {
      setBusy(null);
    }
  };

  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };

  return step === 'email' ? (
    <form onSubmit={submit(sendCode)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dialog.intro')}
        </Text>
        <TextInput
          label={t('dialog.emailLabel')}
          placeholder={t('dialog.emailPlaceholder')}
          type="email"
          autoComplete="email"
          disabled={lockEmail}
          ref={emailInput}
          data-autofocus={!lockEmail || undefined}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          fullWidth
          disabled={busy !== null}
          leftSection={busy === 'sending' ? <Loader size={16} /> : null}
          ref={sendButton}
          data-autofocus={lockEmail || undefined}
        >
          {busy === 'sending' ? t('dialog.sendingCode') : t('dialog.sendCode')}
        </Button>
        <Divider label={t('dialog.or')} labelPosition="center" />
        <Button
          variant="default"
          fullWidth
          disabled={busy !== null}
          leftSection={busy === 'google' ? <Loader size={16} /> : <IconBrandGoogle size={18} aria-hidden />}
          onClick={() => void continueWithGoogle()}
        >
          {t('dialog.continueWithGoogle')}
        </Button>
        {googleError && (
          <Alert color="red" role="alert">
            {t(googleError)}
          </Alert>
        )}
      </Stack>
    </form>
  ) : (
    <form onSubmit={submit(verify)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('dialog.codeSentTo', { email: sentTo })}</Text>
        <TextInput
          label={t('dialog.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          ref={codeInput}
          data-autofocus
          styles={{ input: { letterSpacing: '0.4em', fontSize: 'var(--mantine-font-size-lg)', textAlign: 'center' } }}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        {/* Stacked full width: the labels are long in Sinhala and Tamil. */}
        <Button type="submit" fullWidth disabled={busy !== null} leftSection={busy === 'verifying' ? <Loader size={16} /> : null}>
          {busy === 'verifying' ? t('dialog.verifying') : t('dialog.verifyCode')}
        </Button>
        <Button variant="default" fullWidth disabled={busy !== null} onClick={() => setStep('email')}>
          {t('dialog.back')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The student login dialog (spec §2/§4/§5): step 1 asks for the e-mail (or Google), step 2 for the
 * 6-digit code that was e-mailed. A verified code signs in and goes to the student area (or the
 * student page the visitor was sent away from).
 */
export function StudentLoginDialog({ opened, onClose, email, lockEmail }: StudentLoginDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} centered>
      <LoginSteps onClose={onClose} email={email} lockEmail={lockEmail} />
    </Modal>
  );
}
