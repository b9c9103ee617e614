import { useTranslation } from 'react-i18next';
import { useLearning } from '../student-session';
import { recommendedLessons } from '../model/learning-stats';
import { LessonListSection } from './lesson-list-section';
import { useNoCoursesText } from './use-no-courses-text';

/** The next lesson of each unfinished course the student has access to. */
export function Recommendations() {
  const { t } = useTranslation('learning');
  const { status, courses, lessons } = useLearning();
  const noCourses = useNoCoursesText();
  // Nothing to recommend: no course, no lesson published in them yet, or every lesson finished.
  const empty = !courses.length ? noCourses : !lessons.length ? t('home.noLessonsYet') : t('home.allDone');
  return (
    <LessonListSection
      title={t('home.recommendations')}
      lessons={recommendedLessons(courses)}
      loading={status === 'loading'}
      empty={empty}
      showStatus={false}
    />
  );
}
