import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { recentLessons } from '../model/learning-stats';
import { LessonListSection } from './lesson-list-section';

/** The lessons the student opened or finished most recently (spec §2). */
export function RecentLessons() {
  const { t } = useTranslation('learning');
  const { status, lessons } = useLearning();
  return (
    <LessonListSection
      title={t('home.recentLessons')}
      lessons={recentLessons(lessons)}
      loading={status === 'loading'}
      empty={t('home.noRecentLessons')}
    />
  );
}
