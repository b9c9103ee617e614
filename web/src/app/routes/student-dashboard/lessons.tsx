import { useSearchParams } from 'react-router-dom';
import { LessonCatalog } from '@/features/learning/components/lesson-catalog';
import { LessonPlayer } from '@/features/learning/components/lesson-player';
import { LearningUnavailable } from '@/features/learning/components/learning-unavailable';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';

/** My Lessons; `?lesson={id}` opens the lesson itself (video or text, 'Mark as complete'). */
export function Component() {
  const [searchParams] = useSearchParams();
  const lessonId = searchParams.get('lesson');
  return (
    <LearningUnavailable>
      {lessonId ? <LessonPlayer key={lessonId} lessonId={lessonId} RichText={RichTextContent} /> : <LessonCatalog />}
    </LearningUnavailable>
  );
}
