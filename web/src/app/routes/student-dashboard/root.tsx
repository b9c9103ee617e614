import { IconBook, IconLayoutDashboard, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FirebaseProviders } from '@/app/firebase-providers';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useProfile } from '@/features/dashboard/hooks/use-profile';

function StudentArea() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { profile } = useProfile('students');
  const d = paths.studentDashboard;
  return (
    <DashboardLayout
      searchPlaceholder={t('layout.searchStudent')}
      roleLabel={t('layout.roleStudent')}
      name={profile?.name}
      avatarUrl={profile?.avatarUrl}
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
        <StudentArea />
      </RequireRole>
    </FirebaseProviders>
  );
}
