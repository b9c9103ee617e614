import { useTranslation } from 'react-i18next';
import { WelcomeBanner } from '@/features/dashboard/components/welcome-banner';
import { useProfile } from '@/features/dashboard/hooks/use-profile';

export function Component() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { profile } = useProfile('tutors');
  return <WelcomeBanner name={profile?.name} subtitle={t('home.tutorSubtitle')} />;
}
