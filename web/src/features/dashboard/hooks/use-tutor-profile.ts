import { notifications } from '@mantine/notifications';
import { doc } from 'firebase/firestore';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore, useUser } from 'reactfire';
import { useLiveDoc } from '@/lib/live-firestore';

export interface TutorProfile {
  name?: string;
  avatarUrl?: string;
  email?: string;
}

/**
 * The signed-in tutor's own profile (`tutors/{uid}`), read live under the rules so a name or
 * subscription change shows at once. A failed or empty read raises 'Something Went Wrong' (spec §8).
 */
export function useTutorProfile() {
  const { t } = useTranslation('common');
  const { data: user } = useUser();
  const firestore = useFirestore();
  const { status, data } = useLiveDoc(doc(firestore, 'tutors', user?.uid ?? '_'));
  const isEmpty = status === 'success' && !data;
  useEffect(() => {
    if (status === 'error' || isEmpty)
      notifications.show({ color: 'red', title: t('errors.loadFailed'), message: t('errors.generic') });
  }, [status, isEmpty, t]);
  return { status, profile: data as TutorProfile | undefined };
}
