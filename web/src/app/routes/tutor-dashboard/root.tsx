import { IconBook, IconLayoutDashboard, IconUsers, IconVideo } from '@tabler/icons-react';
import { startTransition, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveNotificationsSlot } from '@/app/live-notifications-slot';
import { paths } from '@/config/paths';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useRevealForTour } from '@/features/dashboard/hooks/use-reveal-for-tour';
import { TUTOR_SESSION_CHECKING, TutorSessionContext, type TutorSession } from '@/features/dashboard/tutor-session';
import { useTutorSearchItems } from '@/features/search/api/use-tutor-search-items';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { lazyNamed } from '@/lib/lazy-named';

// The Firebase SDK loads once the layout and the home have painted (performance.md: their largest
// text must not wait for it); these parts then check the role and read the profile.
const TutorSessionCheck = lazyNamed(() => import('@/app/tutor-session-check'), 'TutorSessionCheck');
// Shown once the profile has loaded, so it loads then (its floating help button takes no room meanwhile).
const GuidedTour = lazyNamed(() => import('@/features/tour/components/guided-tour'), 'GuidedTour');

export function Component() {
  const { t } = useTranslation(['dashboard', 'common']);
  const [session, setSession] = useState<TutorSession>(TUTOR_SESSION_CHECKING);
  // Each answer (the role check, the profile) re-renders the whole layout and home: as a
  // transition, that render yields to the browser every few milliseconds instead of blocking it.
  const reportSession = useCallback((next: TutorSession) => startTransition(() => setSession(next)), []);
  const search = useTutorSearchItems(session.uid);
  const revealForTour = useRevealForTour();
  const painted = useAfterFirstPaint();
  // Spec §2: the tutor sidebar is not rendered while the profile loads.
  const profileLoaded = session.status !== 'loading';
  const d = paths.tutorDashboard;
  return (
    <TutorSessionContext value={session}>
      {painted && (
        <Suspense fallback={null}>
          <TutorSessionCheck onChange={reportSession} />
        </Suspense>
      )}
      <DashboardLayout
        roleLabel={t('layout.roleTutor')}
        name={session.profile?.name}
        nameFailed={session.status === 'error'}
        avatarUrl={session.profile?.avatarUrl}
        sidebarReady={profileLoaded}
        search={
          <HeaderSearch
            placeholder={t('layout.searchTutor')}
            items={search.items}
            loading={search.loading}
            failed={search.failed}
            onActivate={search.activate}
          />
        }
        notifications={<LiveNotificationsSlot ready={profileLoaded} />}
        tour={
          profileLoaded && (
            <Suspense fallback={null}>
              <GuidedTour role="tutor" homePath={d.home} prepareStep={revealForTour} />
            </Suspense>
          )
        }
        profileTourId="step-7"
        headerToolsTourId="step-8"
        navItems={[
          { label: t('nav.dashboard'), href: d.home, icon: <IconLayoutDashboard size={20} /> },
          { label: t('nav.students'), href: d.students, icon: <IconUsers size={20} />, tourId: 'step-4' },
          { label: t('nav.courses'), href: d.courses, icon: <IconBook size={20} />, tourId: 'step-5' },
          { label: t('nav.lessons'), href: d.lessons, icon: <IconVideo size={20} />, tourId: 'step-6' },
        ]}
      />
    </TutorSessionContext>
  );
}
