import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { recommendedLessons } from '../model/learning-stats';
import { LessonListSection } from './lesson-list-section';
import { useNoCoursesText } from './use-no-courses-text';

/** The next lesson of each unfinished course the student has access to. */
export function Recommendations() {
  const { t } = useTranslation('learning');
  const { status, courses } = useLearning();
  const noCourses = useNoCoursesText();
  return (
    <LessonListSection
      title={t('home.recommendations')}
      lessons={recommendedLessons(courses)}
      loading={status === 'loading'}
      empty={courses.length ? t('home.allDone') : noCourses}
      showStatus={false}
    />
  );
}
