import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { StudentLoginButton } from '@/features/auth/components/student-login-button';
import { TeacherSignInButton } from '@/features/auth/components/teacher-sign-in-button';

export function LandingRoute() {
  const { t } = useTranslation(['landing', 'common']);
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');

  // Sign-in redirects land here with ?error= (spec §4).
  useEffect(() => {
    if (error) notifications.show({ color: 'red', title: t('common:errors.signInFailed'), message: error });
  }, [error, t]);

  return (
    <>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800} fz="xl" c="blue">
              {t('common:app.name')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              <StudentLoginButton variant="default" label={t('student')} />
              <TeacherSignInButton label={t('teacher')} />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" component="main" py={80}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} fz={{ base: 32, sm: 48 }}>
            {t('heroTitle')}
          </Title>
          <Text fz="lg" c="dimmed" maw={600}>
            {t('heroSubtitle')}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
