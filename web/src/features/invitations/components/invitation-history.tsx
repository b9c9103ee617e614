import { Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TInvitation } from '@shared/schemas/invitations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { formatDay } from '@/lib/format-date';
import { useApiQuery } from '@/lib/use-api-query';

/** Spec §4: ACCEPTED green, REJECTED red, anything else orange; a pending one whose link has expired grey. */
const STATUS_COLOUR: Record<TInvitation['status'] | 'EXPIRED', string> = {
  ACCEPTED: 'green',
  REJECTED: 'red',
  PENDING: 'orange',
  EXPIRED: 'gray',
};

/** A pending invitation whose link no longer works can only be sent again (Invite Student with the same address). */
const shownStatus = (invitation: TInvitation, now: number) =>
  invitation.status === 'PENDING' && invitation.expiresAt !== null && Date.parse(invitation.expiresAt) <= now
    ? 'EXPIRED'
    : invitation.status;

function InvitationRow({ invitation, now }: { invitation: TInvitation; now: number }) {
  const { t } = useTranslation('invitations');
  const status = shownStatus(invitation, now);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {invitation.email}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDay(invitation.acceptedAt ?? invitation.invitedAt)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOUR[status]} variant="light" style={{ flexShrink: 0 }}>
          {t(`history.status.${status}`)}
        </Badge>
      </Group>
    </Paper>
  );
}

/** The Invitation History tab: e-mail, status and date (acceptedAt when present, else invitedAt). */
export function InvitationHistory({ tutorId }: { tutorId: string }) {
  const { t } = useTranslation('invitations');
  const { data, error, reload } = useApiQuery<TInvitation[]>(`/invitations/${encodeURIComponent(tutorId)}`);
  // Each opening asks again, showing the last list meanwhile: students answer between two openings.
  useEffect(reload, [reload]);
  // When the tab opened: a link expiring while it is open does not change under the tutor's eyes.
  const [now] = useState(Date.now);
  if (!data) {
    return error ? (
      <LoadFailed error={error} onRetry={reload} />
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
        <InvitationRow key={invitation.id} invitation={invitation} now={now} />
      ))}
    </Stack>
  );
}
