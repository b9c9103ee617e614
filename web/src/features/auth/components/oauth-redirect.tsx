import { Alert, Anchor, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { TRole } from '@shared/roles';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { afterSignIn } from '@/features/auth/after-sign-in';
import { googleSignInErrorKey, type SignInErrorKey } from '@/features/auth/sign-in-errors';
import { codeOf, WRONG_AREA } from '@/features/auth/sign-in-failure';
import { signInStudentWithGoogle } from '@/features/auth/sign-in-student';
import { signInWithLinkToken, WrongAreaError } from '@/features/auth/sign-in-with-link';
import './auth-styles';

const homeWithError = (error: string) => `${paths.home}?${new URLSearchParams({ error }).toString()}`;

/** `/student/oauth/redirect?email=` without a token: Google sign-in starts again for that address. */
function RestartGoogleSignIn({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SignInErrorKey | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInStudentWithGoogle(email);
      await navigate(afterSignIn('student', null), { replace: true });
    } catch (failure) {
      // Browsers block a popup that no click opened: the button below is then one click away.
      setError(googleSignInErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  // Arriving from the invitation page within a click's activation, the popup may open by itself.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  });

  return (
    <Center mih="100dvh" p="md">
      <Card withBorder radius="lg" p="xl" maw={420} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('redirect.continueTitle')}
          </Title>
          <Text>{t('redirect.continueBody', { email })}</Text>
          <Button
            fullWidth
            disabled={busy}
            leftSection={busy ? <Loader size={16} /> : <IconBrandGoogle size={18} aria-hidden />}
            onClick={() => void start()}
          >
            {t('dialog.continueWithGoogle')}
          </Button>
          {error && error !== 'common:signInErrors.popupBlocked' && (
            <Alert color="red" role="alert">
              {t(error)}
            </Alert>
          )}
          <Anchor component={Link} to={paths.home} ta="center">
            {t('redirect.backHome')}
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * The sign-in redirect handler of spec §2/§4, for `/tutor/oauth/redirect` and
 * `/student/oauth/redirect`: `token` (a Firebase custom token) signs in and goes on as after any
 * sign-in; `error` goes to / with the error; a student `email` alone restarts Google sign-in;
 * anything else goes to /.
 */
export function OAuthRedirect({ role }: { role: TRole }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the token is dropped from the address bar and history straight away.
  const [link] = useState(() => ({
    token: searchParams.get('token'),
    error: searchParams.get('error'),
    email: searchParams.get('email'),
  }));
  const restartsGoogle = role === 'student' && !link.token && !link.error && Boolean(link.email);

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || restartsGoogle) return;
    handled.current = true;
    const go = (to: string) => void navigate(to, { replace: true });
    if (link.error) return go(homeWithError(link.error));
    if (!link.token) return go(paths.home);
    void navigate({ search: '' }, { replace: true });
    // A code, not a message: the landing page says it in the visitor's language (see sign-in-failure).
    signInWithLinkToken(role, link.token).then(go, (error: unknown) =>
      go(homeWithError(error instanceof WrongAreaError ? WRONG_AREA : (codeOf(error) ?? 'unknown'))),
    );
  });

  if (restartsGoogle) return <RestartGoogleSignIn email={link.email ?? ''} />;
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t('redirect.signingIn')}</Text>
      </Stack>
    </Center>
  );
}
