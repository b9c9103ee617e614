import {
  ActionIcon,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBell,
  IconBook,
  IconCircleCheck,
  IconClockExclamation,
  IconCreditCard,
  IconCreditCardOff,
  IconPlayerPlay,
  IconUserPlus,
  IconUserX,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate, formatRelative } from '@/lib/dates';
import { leaveAfterConfirming } from '@/lib/leave-guard';
import { useNotifications, type AppNotification } from '../api/use-notifications';
import { notificationText, safeLink } from './notification-text';

const ICONS: Record<string, { icon: ReactNode; color: string }> = {
  lesson_completed: { icon: <IconCircleCheck size={16} />, color: 'green' },
  course_started: { icon: <IconPlayerPlay size={16} />, color: 'violet' },
  invitation_accepted: { icon: <IconUserPlus size={16} />, color: 'blue' },
  invitation_rejected: { icon: <IconUserX size={16} />, color: 'red' },
  payment: { icon: <IconCreditCard size={16} />, color: 'yellow' },
  payment_failed: { icon: <IconCreditCardOff size={16} />, color: 'red' },
  access_expiring: { icon: <IconClockExclamation size={16} />, color: 'orange' },
  access_granted: { icon: <IconBook size={16} />, color: 'teal' },
  lesson_published: { icon: <IconVideo size={16} />, color: 'grape' },
  video_failed: { icon: <IconVideoOff size={16} />, color: 'red' },
};
const FALLBACK_ICON = { icon: <IconBell size={16} />, color: 'gray' };

function NotificationRow({ item, onOpen }: { item: AppNotification; onOpen: (item: AppNotification) => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const { title, body } = notificationText(item, t);
  const { icon, color } = ICONS[item.type] ?? FALLBACK_ICON;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="xs"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      bg={item.read ? undefined : 'blue.0'}
      aria-label={`${item.read ? '' : `${t('notifications.unreadLabel')}: `}${title}. ${body}`}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" color={color} size={30} aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={item.read ? 500 : 700}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {body}
          </Text>
          {item.createdAt && (
            <Text size="xs" c="dimmed" title={formatDate(item.createdAt, i18n.language)}>
              {formatRelative(item.createdAt, i18n.language)}
            </Text>
          )}
        </div>
      </Group>
    </UnstyledButton>
  );
}

/** The header bell (spec §2): the user's latest events, unread ones counted and highlighted. */
export function NotificationsButton() {
  const { t } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { status, items, unread, unreadMayBeMore, markRead, markAllRead } = useNotifications();

  const open = (item: AppNotification) => {
    setOpened(false);
    if (!item.read) void markRead([item.id]);
    const link = safeLink(item.link);
    // Unsaved work on the page (a lesson being written) asks first; the notice is read either way.
    if (link) leaveAfterConfirming(() => void navigate(link));
  };
  // At the bell's limit, as many again may be waiting beyond it: "9+", not a count that may be short.
  const shownUnread = unreadMayBeMore ? `${unread - 1}+` : unread;
  const unreadText = unreadMayBeMore
    ? t('notifications.unreadMany', { n: unread - 1 })
    : t('notifications.unread', { count: unread });
  const label = unread ? `${t('notifications.title')} (${unreadText})` : t('notifications.title');

  return (
    // The count badge wraps the popover so that the popover's aria-haspopup/aria-expanded land on the button itself.
    <Indicator label={shownUnread} size={18} disabled={unread === 0} color="red" offset={6} inline>
      {/* Rendered at the end of the page (portal): focus moves into the list when it opens and back to
          the bell when it closes, so a keyboard user reaches it without tabbing through the page. */}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600}>{t('notifications.title')}</Text>
            {unread > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => void markAllRead()}>
                {t('notifications.markAllRead')}
              </Button>
            )}
          </Group>
          {items.length === 0 && status === 'loading' ? (
            <Center p="xs">
              <Loader size="sm" aria-label={t('common:common.loading')} />
            </Center>
          ) : items.length === 0 && status === 'error' ? (
            // The listener failed (offline, refused): the list is unknown, not empty.
            <Text c="red.8" size="sm" p="xs" role="alert">
              {t('notifications.loadFailed')}
            </Text>
          ) : items.length === 0 ? (
            <Text c="dimmed" size="sm" p="xs">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={400}>
              <Stack gap={4}>
                {items.map((item) => (
                  <NotificationRow key={item.id} item={item} onOpen={open} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
