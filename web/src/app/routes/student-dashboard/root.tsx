import { IconBook, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';
import { startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveNotificationsSlot } from '@/app/live-notifications-slot';
import { paths } from '@/config/paths';
import { useStudentProfile } from '@/features/dashboard/api/get-student-profile';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useRevealForTour } from '@/features/dashboard/hooks/use-reveal-for-tour';
import { useLabels } from '@/features/learning/components/use-labels';
import { courseHref, lessonHref } from '@/features/learning/learning-links';
import { categoryWords } from '@/features/learning/model/learning-search';
import {
  STUDENT_SESSION_CHECKING,
  StudentSessionContext,
  StudentUidContext,
  useLearning,
  useStudentUid,
  type Learning,
  type StudentSession,
} from '@/features/learning/student-session';
import { HeaderSearch } from '@/features/search/components/header-search';
import type { SearchItem } from '@/features/search/search-items';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { lazyNamed } from '@/lib/lazy-named';

// The Firebase SDK loads once the layout and the page have painted (performance.md: their first
// paint must not wait for it); these parts then check the role and read the learning data.
const StudentSessionCheck = lazyNamed(() => import('@/app/student-session-check'), 'StudentSessionCheck');
// Shown once the role is confirmed, so it loads then (its floating help button takes no room meanwhile).
const GuidedTour = lazyNamed(() => import('@/features/tour/components/guided-tour'), 'GuidedTour');

/**
 * The student's own courses and lessons for the header search (already loaded for the pages),
 * found by what My Courses and My Lessons find them by, the category as the student reads it too.
 */
function searchItems({ courses, lessons }: Learning, categoryLabel: (category: string) => string): SearchItem[] {
  return [
    ...courses.map((c) => ({
      kind: 'course' as const,
      id: c.id,
      label: c.name,
      detail: c.instructor,
      keywords: categoryWords(c.category, categoryLabel),
      href: courseHref(c.id),
    })),
    ...lessons.map((l) => ({
      kind: 'lesson' as const,
      id: l.id,
      label: l.title,
      detail: l.courseName,
      keywords: [l.instructor, ...categoryWords(l.category, categoryLabel)],
      href: lessonHref(l.id),
    })),
  ];
}

/**
 * Holds the session the Firebase part reports. Its children are created by `Component`, so a new
 * session re-renders only what reads it (the pages' learning data, the header search), not the
 * layout around them: the learning data changes several times while a page opens.
 */
function StudentSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StudentSession>(STUDENT_SESSION_CHECKING);
  // Each answer (the role check, every change of the learning data) re-renders what reads the
  // session: as a transition, time-sliced instead of one long task.
  const reportSession = useCallback((next: StudentSession) => startTransition(() => setSession(next)), []);
  const painted = useAfterFirstPaint();
  return (
    <StudentSessionContext value={session}>
      <StudentUidContext value={session.uid}>
        {painted && (
          <Suspense fallback={null}>
            <StudentSessionCheck onChange={reportSession} />
          </Suspense>
        )}
        {children}
      </StudentUidContext>
    </StudentSessionContext>
  );
}

function StudentSearch() {
  const { t } = useTranslation('dashboard');
  const learning = useLearning();
  const labels = useLabels();
  return (
    <HeaderSearch
      placeholder={t('layout.searchStudent')}
      items={searchItems(learning, labels.category)}
      loading={learning.status === 'loading'}
      failed={learning.status === 'error'}
      onActivate={() => undefined}
    />
  );
}

function StudentLayout() {
  const { t } = useTranslation(['dashboard', 'common']);
  const uid = useStudentUid();
  const { data: profile, status: profileStatus } = useStudentProfile(uid);
  const revealForTour = useRevealForTour();
  const signedIn = uid !== undefined;
  const d = paths.studentDashboard;
  return (
    <DashboardLayout
      roleLabel={t('layout.roleStudent')}
      name={profile?.name}
      nameFailed={profileStatus === 'error'}
      avatarUrl={profile?.avatarUrl}
      search={<StudentSearch />}
      notifications={<LiveNotificationsSlot ready={signedIn} />}
      tour={
        signedIn && (
          <Suspense fallback={null}>
            <GuidedTour role="student" homePath={d.home} prepareStep={revealForTour} />
          </Suspense>
        )
      }
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
    <StudentSessionProvider>
      <StudentLayout />
    </StudentSessionProvider>
  );
}
