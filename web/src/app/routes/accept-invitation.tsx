import { Box, Center, Container, Group, Text } from '@mantine/core';
import { isGmailAddress } from '@shared/schemas/invitation-rules';
import type { TOnboardResponse } from '@shared/schemas/invitations';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { LazyStudentLoginDialog } from '@/features/auth/components/student-login-dialog-host';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';

/** Spec §9: Gmail users go on to Google sign-in 2 s after accepting. */
const GOOGLE_SIGN_IN_DELAY_MS = 2000;
const SUPPORT_HREF = 'mailto:support@tutorly.lk';

/** `/student/accept-invitation?token=` (spec §2): accept or reject; then sign in as spec §4 says. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [loginEmail, setLoginEmail] = useState<string | null>(null);
  const [googleSignIn, setGoogleSignIn] = useState<string | null>(null);
  // The login dialog's code (a modal, forms, Firebase) loads once the visitor starts on the form: it is there by Accept.
  const [loginWanted, setLoginWanted] = useState(false);
  useEffect(() => {
    if (!googleSignIn) return undefined;
    const timer = setTimeout(() => void navigate(googleSignIn), GOOGLE_SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [googleSignIn, navigate]);

  const onAccepted = ({ email, redirectUrl }: TOnboardResponse & { email: string }) => {
    if (isGmailAddress(email)) setGoogleSignIn(redirectUrl);
    else setLoginEmail(email);
  };

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Text component={Link} to={paths.home} fw={800} fz="xl" c="blue" td="none">
              {t('app.name')}
            </Text>
            <LanguageSwitcher />
          </Group>
        </Container>
      </Box>
      <Center component="main" px="md" py={{ base: 'xl', sm: 64 }} onFocusCapture={() => setLoginWanted(true)}>
        <AcceptInvitation token={searchParams.get('token') ?? ''} supportHref={SUPPORT_HREF} onAccepted={onAccepted} />
      </Center>
      {(loginWanted || loginEmail !== null) && (
        <Suspense fallback={null}>
          <LazyStudentLoginDialog
            opened={loginEmail !== null}
            onClose={() => void navigate(paths.home)}
            email={loginEmail ?? undefined}
            lockEmail
          />
        </Suspense>
      )}
    </Box>
  );
}
