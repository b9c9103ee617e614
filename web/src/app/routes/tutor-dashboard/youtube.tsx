import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withFirebase } from '@/app/firebase-providers';
import { YoutubeConnectionCard } from '@/features/youtube/components/youtube-connection-card';

/** /tutor-dashboard/youtube: which channel video lessons go to, and connecting or disconnecting it. */
function YoutubeRoute() {
  const { t } = useTranslation('youtube');
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz="h2">
          {t('connection.pageTitle')}
        </Title>
        <Text c="dimmed">{t('connection.pageSubtitle')}</Text>
      </div>
      <YoutubeConnectionCard />
    </Stack>
  );
}

export const Component = withFirebase(YoutubeRoute);
