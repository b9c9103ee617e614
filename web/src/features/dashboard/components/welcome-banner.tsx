import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home's greeting; the tour's first step points here (the dashboard header). */
export function WelcomeBanner({ name, subtitle }: { name: string | undefined; subtitle: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      p={{ base: 'lg', sm: 'xl' }}
      radius="lg"
      c="white"
      id="step-1"
      h="100%"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-7), var(--mantine-color-cyan-6))' }}
    >
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {t('home.welcome', { name: name ?? '' })}
      </Title>
      <Text mt="xs" opacity={0.95}>
        {subtitle}
      </Text>
    </Paper>
  );
}
