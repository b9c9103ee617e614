import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Group,
  NavLink,
  Overlay,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { DocumentMeta } from '@/components/document-meta';
import { LazyTooltip } from '@/components/lazy-tooltip';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/logout';
import { mobileNavOpenedAtom } from '@/features/dashboard/mobile-nav-atom';
import { useSidebarState } from '@/features/dashboard/use-sidebar-state';
import { useShownName } from '@/lib/last-seen-name';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { lazyNamed } from '@/lib/lazy-named';
import { leaveAfterConfirming, uploadUnderWay } from '@/lib/leave-guard';
import classes from './dashboard-layout.module.css';
import './dashboard-styles';

// Loaded when first wanted: a modal brings Floating UI with it, which the dashboards' first load does without.
const LeaveConfirmModal = lazyNamed(() => import('@/components/leave-confirm-modal'), 'LeaveConfirmModal');

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
  tourId?: string;
}

interface Props {
  navItems: NavItem[];
  roleLabel: string;
  name: string | undefined;
  /** The profile request failed: the sidebar then names the user by their role, not 'Loading...' forever. */
  nameFailed?: boolean;
  avatarUrl: string | undefined;
  /** The header search box (the role's own students, courses, lessons). */
  search: ReactNode;
  /** The header's notification button. */
  notifications: ReactNode;
  /** The floating help button and the guided tour. */
  tour: ReactNode;
  /** Tour anchors: the profile section of the sidebar, and the header's search and tools (notifications and more). */
  profileTourId: string;
  headerToolsTourId?: string;
  /**
   * False while the signed-in user's profile loads: the sidebar's items and profile are then not
   * rendered (spec §2), its panel keeps its place so nothing moves when they appear.
   */
  sidebarReady?: boolean;
}

/** Spec §2/§9: 256 px expanded, 64 px as icons; under 768 px a 288 px slide-in panel. */
export const SIDEBAR_WIDTH = { expanded: 256, collapsed: 64, mobile: 288 } as const;

/** An item is active when the current path starts with its route (spec §2). */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The shared signed-in layout (spec §2): collapsible sidebar, header with search and notifications, profile footer. */
export function DashboardLayout(props: Props) {
  const { navItems, roleLabel, avatarUrl, search, notifications, tour, profileTourId, headerToolsTourId } = props;
  const sidebarReady = props.sidebarReady ?? true;
  const { t } = useTranslation(['dashboard', 'common']);
  const name = useShownName(props.name);
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const [mobileOpened, setMobileOpened] = useAtom(mobileNavOpenedAtom);
  const sidebar = useSidebarState();
  const showLabels = sidebar.expanded || mobileOpened;
  const activeItem = navItems.find((item) => isActivePath(pathname, item.href));
  const main = useRef<HTMLElement>(null);
  // The student's course and lesson pages are queries of their path (`?course=`, `?lesson=`).
  const address = pathname + query;
  const shownAddress = useRef(address);

  // A new screen: a keyboard or screen reader user continues from its content, not from the
  // sidebar link they chose (on a phone hidden with its panel) or from nowhere (the card they chose
  // went with the old screen). Focus elsewhere, e.g. in a dialog or the tour, is left alone.
  useEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[data-dashboard-sidebar]')) {
      main.current?.focus({ preventScroll: true });
    }
  }, [address]);

  // Escape closes the phone's slide-in navigation, as it does the landing page's menu.
  useEffect(() => {
    if (!mobileOpened) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpened(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpened, setMobileOpened]);

  // Replacing this page: whichever comes first, this or the route guard seeing the sign-out (which
  // also goes plainly home after a logout), history keeps no signed-in page to go Back to.
  const signOut = async () => {
    await logout();
    await navigate(paths.home, { replace: true });
  };
  // Unsaved work on the page (a lesson being written) asks first, and so does a video still uploading
  // from an earlier page: moving around keeps it going, signing out stops it.
  const [askingSignOut, setAskingSignOut] = useState(false);
  const signOutAskLoaded = useOpenedOnce(askingSignOut);
  const requestSignOut = () => leaveAfterConfirming(() => (uploadUnderWay() ? setAskingSignOut(true) : void signOut()));

  return (
    <AppShell
      // Left to Mantine's defaults, the shell's root element changes twice once the page is on
      // screen: a generated id replaces React's, and the transition duration (0 while `data-resizing`
      // is set at mount) becomes 200 ms, a custom property every element of the dashboard inherits,
      // so the browser recomputes the style of all of them (~40 ms in a Lighthouse mobile trace).
      // With a fixed id and duration 0 neither changes; the navbar and the main area slide with
      // their own duration (dashboard-layout.module.css).
      id="dashboard-shell"
      transitionDuration={0}
      header={{ height: 60 }}
      navbar={{
        width: { base: SIDEBAR_WIDTH.mobile, sm: sidebar.expanded ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      {/* The browser tab says which part of the dashboard it shows: "Students · Tutorly". */}
      <DocumentMeta title={activeItem?.label} />
      {/* The first stop of the Tab key, shown only then: past the header and the sidebar, to the screen. */}
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} wrap="nowrap" gap="xs">
          <Burger
            opened={mobileOpened}
            onClick={() => setMobileOpened((opened) => !opened)}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(mobileOpened ? 'nav.closeMenu' : 'nav.openMenu')}
            aria-expanded={mobileOpened}
            aria-controls="step-2"
          />
          <LazyTooltip label={t('nav.toggleSidebar')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={sidebar.toggle}
              visibleFrom="sm"
              aria-label={t('nav.toggleSidebar')}
              aria-expanded={sidebar.expanded}
            >
              {sidebar.expanded ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
            </ActionIcon>
          </LazyTooltip>
          {/* The search (a field, or on a phone its button) and the tools on the right in one element:
              the tour's "Search and notifications" step spotlights both, on every screen. */}
          <Group id={headerToolsTourId} justify="space-between" wrap="nowrap" gap="xs" style={{ flex: 1, minWidth: 0 }}>
            {search}
            <Group gap={4} wrap="nowrap">
              <LanguageSwitcher />
              {notifications}
              <Avatar src={avatarUrl} alt={name ?? t('layout.profile')} radius="xl" size="md" />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>
      {mobileOpened && (
        <Overlay fixed hiddenFrom="sm" zIndex={99} backgroundOpacity={0.35} onClick={() => setMobileOpened(false)} />
      )}
      <AppShell.Navbar
        p="xs"
        id="step-2"
        aria-label={t('nav.label')}
        data-dashboard-sidebar
        // On a phone the closed panel is only moved off screen: its CSS hides it from Tab and screen readers.
        data-closed={mobileOpened ? undefined : true}
        className={classes.navbar}
      >
        {sidebarReady && (
          <>
            <AppShell.Section grow component="nav">
              {navItems.map((item) => {
                const link = (
                  <NavLink
                    key={item.href}
                    component={Link}
                    to={item.href}
                    id={item.tourId}
                    label={showLabels ? item.label : undefined}
                    aria-label={item.label}
                    leftSection={item.icon}
                    active={isActivePath(pathname, item.href)}
                    aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                    onClick={() => setMobileOpened(false)}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                );
                // The collapsed sidebar's names show at once (spec §9: 0 in the sidebar; 700 ms elsewhere, in the theme).
                return showLabels ? (
                  link
                ) : (
                  <LazyTooltip key={item.href} label={item.label} position="right" openDelay={0}>
                    {link}
                  </LazyTooltip>
                );
              })}
            </AppShell.Section>
            <AppShell.Section id={profileTourId}>
              <LazyTooltip label={t('layout.logout')} position="right" openDelay={0}>
                {/* Named by what it shows and what it does (WCAG 2.5.3, label in name): "Nimal Perera Teacher Log out". */}
                <UnstyledButton onClick={requestSignOut} w="100%" p="xs">
                  <VisuallyHidden>{t('layout.logout')}</VisuallyHidden>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={avatarUrl} alt="" radius="xl" />
                    {showLabels && (
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        {/* Two lines before it is cut: a long name still reads as the user's own. */}
                        <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {name ?? (props.nameFailed ? roleLabel : t('common:common.loading'))}
                        </Text>
                        {/* Not twice when the role stands in for the name. */}
                        {(name !== undefined || !props.nameFailed) && (
                          <Text size="xs" c="dimmed">
                            {roleLabel}
                          </Text>
                        )}
                      </Stack>
                    )}
                    {/* What a click here does, visible: a tooltip is no help on a phone. */}
                    {showLabels && (
                      <IconLogout size={20} aria-hidden style={{ marginLeft: 'auto', flexShrink: 0, opacity: 0.6 }} />
                    )}
                  </Group>
                </UnstyledButton>
              </LazyTooltip>
            </AppShell.Section>
          </>
        )}
      </AppShell.Navbar>
      {/* Room below the last card for the floating help button (52 px, 20 px from the bottom), which covered it on phones. */}
      <AppShell.Main ref={main} id="main-content" tabIndex={-1} bg="gray.0" pb={96} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      {tour}
      {signOutAskLoaded && (
        <Suspense fallback={null}>
          <LeaveConfirmModal
            opened={askingSignOut}
            title={t('layout.signOutUploadTitle')}
            body={t('layout.signOutUploadBody')}
            stayLabel={t('layout.keepUploading')}
            leaveLabel={t('layout.logout')}
            onStay={() => setAskingSignOut(false)}
            onLeave={() => {
              setAskingSignOut(false);
              void signOut();
            }}
          />
        </Suspense>
      )}
    </AppShell>
  );
}
