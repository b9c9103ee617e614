import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Shown when a page fails to render (spec §2 catch-all error screen); see RouteErrorBoundary. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" component="main" role="alert">
        <Title order={1} fz="h2">
          {t('errors.crashTitle')}
        </Title>
        <Text c="gray.7" maw={420}>
          {t('errors.crashBody')}
        </Text>
        <Group mt="md">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          {/* A plain link reloads the app, leaving the broken state behind. */}
          <Button component="a" href={paths.home} variant="default">
            {t('common.returnHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
