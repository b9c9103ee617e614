import { Center, Loader } from '@mantine/core';
import { IconBook, IconLayoutDashboard, IconUsers, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FirebaseProviders } from '@/app/firebase-providers';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useRevealForTour } from '@/features/dashboard/hooks/use-reveal-for-tour';
import { useTutorProfile } from '@/features/dashboard/hooks/use-tutor-profile';
import { NotificationsButton } from '@/features/notifications/components/notifications-button';
import { useTutorSearchItems } from '@/features/search/api/use-tutor-search-items';
import { HeaderSearch } from '@/features/search/components/header-search';
import { GuidedTour } from '@/features/tour/components/guided-tour';

function TutorArea() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { status, profile } = useTutorProfile();
  const search = useTutorSearchItems();
  const revealForTour = useRevealForTour();
  // Spec §2: the tutor sidebar is not rendered while the profile loads.
  if (status === 'loading') {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('common:common.loading')} />
      </Center>
    );
  }
  const d = paths.tutorDashboard;
  return (
    <DashboardLayout
      roleLabel={t('layout.roleTutor')}
      name={profile?.name}
      avatarUrl={profile?.avatarUrl}
      search={
        <HeaderSearch
          placeholder={t('layout.searchTutor')}
          items={search.items}
          loading={search.loading}
          onActivate={search.activate}
        />
      }
      notifications={<NotificationsButton />}
      tour={<GuidedTour role="tutor" homePath={d.home} prepareStep={revealForTour} />}
      profileTourId="step-7"
      headerToolsTourId="step-8"
      navItems={[
        { label: t('nav.dashboard'), href: d.home, icon: <IconLayoutDashboard size={20} /> },
        { label: t('nav.students'), href: d.students, icon: <IconUsers size={20} />, tourId: 'step-4' },
        { label: t('nav.courses'), href: d.courses, icon: <IconBook size={20} />, tourId: 'step-5' },
        { label: t('nav.lessons'), href: d.lessons, icon: <IconVideo size={20} />, tourId: 'step-6' },
      ]}
    />
  );
}

export function Component() {
  return (
    <FirebaseProviders>
      <RequireRole role="tutor">
        <TutorArea />
      </RequireRole>
    </FirebaseProviders>
  );
}
