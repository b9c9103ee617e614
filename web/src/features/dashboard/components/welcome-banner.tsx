import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function WelcomeBanner({ name, subtitle }: { name: string | undefined; subtitle: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper p="xl" radius="lg" bg="blue.6" c="white" id="step-1">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {t('home.welcome', { name: name ?? '' })}
      </Title>
      <Text mt="xs" opacity={0.9}>
        {subtitle}
      </Text>
    </Paper>
  );
}
