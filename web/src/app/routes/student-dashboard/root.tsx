import { IconBook, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FirebaseProviders } from '@/app/firebase-providers';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { useStudentProfile } from '@/features/dashboard/api/get-student-profile';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useRevealForTour } from '@/features/dashboard/hooks/use-reveal-for-tour';
import { LearningProvider, useLearning } from '@/features/learning/api/learning-provider';
import { courseHref, lessonHref } from '@/features/learning/learning-links';
import { LazyNotificationsButton } from '@/features/notifications/components/lazy-notifications-button';
import { HeaderSearch } from '@/features/search/components/header-search';
import type { SearchItem } from '@/features/search/search-items';
import { GuidedTour } from '@/features/tour/components/guided-tour';

/** The student's own courses and lessons for the header search (already loaded for the pages). */
function useStudentSearchItems(): SearchItem[] {
  const { courses, lessons } = useLearning();
  return [
    ...courses.map((c) => ({
      kind: 'course' as const,
      id: c.id,
      label: c.name,
      detail: c.instructor,
      keywords: [c.category],
      href: courseHref(c.id),
    })),
    ...lessons.map((l) => ({
      kind: 'lesson' as const,
      id: l.id,
      label: l.title,
      detail: l.courseName,
      keywords: [l.instructor],
      href: lessonHref(l.id),
    })),
  ];
}

function StudentArea() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: profile } = useStudentProfile();
  const { status } = useLearning();
  const searchItems = useStudentSearchItems();
  const revealForTour = useRevealForTour();
  const d = paths.studentDashboard;
  return (
    <DashboardLayout
      roleLabel={t('layout.roleStudent')}
      name={profile?.name}
      avatarUrl={profile?.avatarUrl}
      search={
        <HeaderSearch
          placeholder={t('layout.searchStudent')}
          items={searchItems}
          loading={status === 'loading'}
          onActivate={() => undefined}
        />
      }
      notifications={<LazyNotificationsButton />}
      tour={<GuidedTour role="student" homePath={d.home} prepareStep={revealForTour} />}
      profileTourId="step-6"
      navItems={[
        { label: t('nav.dashboard'), href: d.home, icon: <IconLayoutDashboard size={20} /> },
        { label: t('nav.courses'), href: d.courses, icon: <IconBook size={20} />, tourId: 'step-4' },
        { label: t('nav.lessons'), href: d.lessons, icon: <IconVideo size={20} />, tourId: 'step-5' },
      ]}
    />
  );
}

export function Component() {
  return (
    <FirebaseProviders>
      <RequireRole role="student">
        <LearningProvider>
          <StudentArea />
        </LearningProvider>
      </RequireRole>
    </FirebaseProviders>
  );
}
