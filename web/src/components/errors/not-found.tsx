import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" component="main">
        <Text fz={64} fw={800} c="blue" lh={1}>
          {t('errors.notFoundCode')}
        </Text>
        <Title order={1} fz="h2">
          {t('errors.notFoundTitle')}
        </Title>
        <Text c="gray.7" maw={420}>
          {t('errors.notFoundBody')}
        </Text>
        <Button component={Link} to={paths.home} mt="md">
          {t('common.returnHome')}
        </Button>
      </Stack>
    </Center>
  );
}
