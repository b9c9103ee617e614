import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';

/**
 * What to say where the student has no course to open: none given yet, or, when access to every
 * course has ended, that it has (beside the Access ended notice, 'no courses yet' contradicted it).
 */
export function useNoCoursesText(): string {
  const { t } = useTranslation('learning');
  const { expired } = useLearning();
  return expired.length ? t('home.accessEnded') : t('home.noCourses');
}
