import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Group,
  NavLink,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconLayoutSidebarLeftCollapse, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { useSidebarState } from '@/features/dashboard/use-sidebar-state';
import { logout } from '@/features/auth/logout';
import './dashboard-styles';

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
  tourId?: string;
}

interface Props {
  navItems: NavItem[];
  searchPlaceholder: string;
  roleLabel: string;
  name: string | undefined;
  avatarUrl: string | undefined;
}

/** The shared signed-in layout (spec §2): collapsible sidebar, header with search and notifications, profile footer. */
export function DashboardLayout({ navItems, searchPlaceholder, roleLabel, name, avatarUrl }: Props) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [mobileOpened, mobile] = useDisclosure(false);
  const sidebar = useSidebarState();
  const width = sidebar.expanded ? 256 : 64;

  const signOut = async () => {
    await logout();
    await navigate(paths.home);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 288, sm: width }, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Burger opened={mobileOpened} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.openMenu')} />
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={sidebar.toggle}
              visibleFrom="sm"
              aria-label={t('nav.toggleSidebar')}
            >
              <IconLayoutSidebarLeftCollapse size={20} />
            </ActionIcon>
            <TextInput
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: 1, maxWidth: 420 }}
              visibleFrom="xs"
            />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('layout.notifications')}>
              <IconBell size={20} />
            </ActionIcon>
            <Avatar src={avatarUrl} alt={name ?? t('layout.profile')} radius="xl" size="md" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="step-2">
        <AppShell.Section grow component="nav">
          {navItems.map((item) => {
            const link = (
              <NavLink
                key={item.href}
                component={Link}
                to={item.href}
                id={item.tourId}
                label={sidebar.expanded || mobileOpened ? item.label : undefined}
                aria-label={item.label}
                leftSection={item.icon}
                active={pathname.startsWith(item.href)}
                onClick={mobile.close}
              />
            );
            return sidebar.expanded || mobileOpened ? (
              link
            ) : (
              <Tooltip key={item.href} label={item.label} position="right" openDelay={0}>
                {link}
              </Tooltip>
            );
          })}
        </AppShell.Section>
        <AppShell.Section>
          <Tooltip label={t('layout.logout')} position="right">
            <UnstyledButton onClick={() => void signOut()} aria-label={t('layout.logout')} w="100%" p="xs">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={avatarUrl} alt="" radius="xl" />
                {(sidebar.expanded || mobileOpened) && (
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {name ?? t('common:common.loading')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {roleLabel}
                    </Text>
                  </Stack>
                )}
              </Group>
            </UnstyledButton>
          </Tooltip>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
