import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShownName } from '@/lib/last-seen-name';

/**
 * The home's greeting; the tour's first step points here (the dashboard header). It renders before
 * the profile has loaded (it is the page's largest text), with the name this device last saw, and
 * takes the profile's name when it comes.
 */
export function WelcomeBanner({ name: profileName, subtitle }: { name: string | undefined; subtitle: string }) {
  const { t } = useTranslation('dashboard');
  const name = useShownName(profileName);
  return (
    <Paper
      p={{ base: 'lg', sm: 'xl' }}
      radius="lg"
      c="white"
      id="step-1"
      h="100%"
      // White text keeps at least 4.5:1 contrast across the whole gradient (blue-7 to cyan-6 fell to 2.9:1).
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-9), var(--mantine-color-indigo-8))' }}
    >
      {/* Two lines kept on a phone, where a greeting with a name usually wraps: the name arriving moves nothing. */}
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mih={{ base: '2lh', sm: 0 }}>
        {name ? t('home.welcome', { name }) : t('home.welcomeBack')}
      </Title>
      <Text mt="xs">{subtitle}</Text>
    </Paper>
  );
}
