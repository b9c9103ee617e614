import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { recommendedLessons } from '../model/learning-stats';
import { LessonListSection } from './lesson-list-section';

/** The next lesson of each unfinished course the student has access to. */
export function Recommendations() {
  const { t } = useTranslation('learning');
  const { status, courses } = useLearning();
  return (
    <LessonListSection
      title={t('home.recommendations')}
      lessons={recommendedLessons(courses)}
      loading={status === 'loading'}
      empty={courses.length ? t('home.allDone') : t('home.noCourses')}
      showStatus={false}
    />
  );
}
