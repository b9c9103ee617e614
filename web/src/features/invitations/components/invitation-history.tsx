import { Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TInvitation } from '@shared/schemas/invitations';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { formatDay } from '@/lib/format-date';
import { useApiQuery } from '@/lib/use-api-query';

/** Spec §4: ACCEPTED green, REJECTED red, anything else orange. */
const STATUS_COLOUR: Record<TInvitation['status'], string> = { ACCEPTED: 'green', REJECTED: 'red', PENDING: 'orange' };

/** The Invitation History tab: e-mail, status and date (acceptedAt when present, else invitedAt). */
export function InvitationHistory({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation('invitations');
  const { data, error, reload } = useApiQuery<TInvitation[]>(`/invitations/${encodeURIComponent(tutorId)}`);
  if (!data) {
    return error ? (
      <LoadFailed message={error instanceof Error ? error.message : ''} onRetry={reload} />
    ) : (
      <Center py="xl">
        <Loader size="sm" aria-label={t('history.loading')} />
      </Center>
    );
  }
  if (!data.length) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.map((invitation) => (
        <Paper key={invitation.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDay(invitation.acceptedAt ?? invitation.invitedAt)}
              </Text>
            </Stack>
            <Badge color={STATUS_COLOUR[invitation.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`history.status.${invitation.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
