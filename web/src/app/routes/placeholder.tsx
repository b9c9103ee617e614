import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Routes whose screens later issues build; each answers with a clear page rather than a 404. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" ta="center" gap="xs">
        <Title order={1} fz="h3">
          {t('placeholder.title')}
        </Title>
        <Text c="dimmed">{t('placeholder.body')}</Text>
      </Stack>
    </Center>
  );
}
