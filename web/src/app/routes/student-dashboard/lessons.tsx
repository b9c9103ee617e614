import { useSearchParams } from 'react-router-dom';
import { LessonCatalog } from '@/features/learning/components/lesson-catalog';
import { LessonPlayer } from '@/features/learning/components/lesson-player';
import { LearningUnavailable } from '@/features/learning/components/learning-unavailable';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';

/** My Lessons; `?lesson={id}` opens the lesson itself (video or text, 'Mark as complete'); `&course=` is its course, in a 'New lesson' notice's link. */
export function Component() {
  const [searchParams] = useSearchParams();
  const lessonId = searchParams.get('lesson');
  return (
    <LearningUnavailable>
      {lessonId ? (
        <LessonPlayer key={lessonId} lessonId={lessonId} linkedCourseId={searchParams.get('course')} RichText={RichTextContent} />
      ) : (
        <LessonCatalog />
      )}
    </LearningUnavailable>
  );
}
