import { ActionIcon, Avatar, Badge, Button, Card, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TStudent } from '@shared/schemas/students';
import { IconClockOff, IconKey, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip, LazyTooltipGroup } from '@/components/lazy-tooltip';
import { visibleCourses } from '@/features/students/student-filter';
import { formatDay } from '@/lib/format-date';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** One student on the Students screen (spec §2/§4): identity, statuses, dates, progress and courses. */
export function StudentCard({
  student,
  onManageAccess,
  onRemove,
}: {
  student: TStudent;
  onManageAccess: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('students');
  const { shown, more } = visibleCourses(student.enrolledCourses);
  const [now] = useState(Date.now);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={student.name}>
      <Group wrap="nowrap" gap="sm">
        <Avatar src={student.avatarUrl} alt={student.name} radius="xl" size="lg" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate title={student.name}>
            {student.name}
          </Text>
          <Text size="sm" c="dimmed" truncate title={student.email}>
            {student.email}
          </Text>
          {student.phone && (
            <Text size="xs" c="dimmed" aria-label={t('card.phone')}>
              {student.phone}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap={6} mt="md">
        <Badge color={student.status === 'active' ? 'green' : 'gray'}>{t(`status.${student.status}`)}</Badge>
        <Badge variant="light" color={student.inviteStatus === 'accepted' ? 'green' : 'orange'}>
          {t(`inviteStatus.${student.inviteStatus}`)}
        </Badge>
      </Group>
      <Stack gap={6} mt="md">
        <Detail label={t('card.enrolled')} value={formatDay(student.enrolledAt)} />
        <Detail label={t('card.lastActive')} value={formatDay(student.lastActive) || t('card.never')} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('card.progress')}
          </Text>
          <Text size="sm" fw={500}>
            {student.progress}%
          </Text>
        </Group>
        <Progress value={student.progress} size="sm" aria-label={t('card.progress')} />
      </Stack>
      <Text size="sm" c="dimmed" mt="md" mb={6}>
        {t('card.courses')}
      </Text>
      {/* Takes the card's spare height, so Manage Access lines up along a row of cards. */}
      <Group gap={6} mih={22} style={{ flexGrow: 1, alignContent: 'flex-start' }}>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('card.noCourses')}
          </Text>
        )}
        {/* Badges side by side: once one's date shows, the next's opens at once (spec §9's skip delay, in the theme). */}
        <LazyTooltipGroup>
          {shown.map((course) => {
            const open = !!course.expiresAt && Date.parse(course.expiresAt) > now;
            const access = t(open ? 'card.accessUntil' : 'card.accessEnded', { date: formatDay(course.expiresAt) });
            // Ended shows by an icon as well as the colour; the date, in the tooltip for the eye, is read out with the name.
            return (
              <LazyTooltip key={course.id} label={access}>
                <Badge
                  variant="outline"
                  color={open ? 'blue' : 'gray'}
                  leftSection={open ? undefined : <IconClockOff size={12} aria-hidden />}
                  maw="100%"
                  style={{ textTransform: 'none' }}
                >
                  {course.name}
                  <VisuallyHidden>{`, ${access}`}</VisuallyHidden>
                </Badge>
              </LazyTooltip>
            );
          })}
        </LazyTooltipGroup>
        {more > 0 && (
          <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
            {t('card.moreCourses', { count: more })}
          </Badge>
        )}
      </Group>
      <Group gap="xs" mt="lg" wrap="nowrap">
        <Button
          variant="light"
          flex={1}
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={onManageAccess}
          aria-label={t('card.manageAccessFor', { name: student.name })}
        >
          {t('card.manageAccess')}
        </Button>
        <LazyTooltip label={t('remove.tooltip')}>
          <ActionIcon
            variant="light"
            color="red"
            size={36}
            aria-label={t('remove.action', { name: student.name })}
            onClick={onRemove}
          >
            <IconUserMinus size={18} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      </Group>
    </Card>
  );
}
