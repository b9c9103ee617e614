import { useSearchParams } from 'react-router-dom';
import { LessonCatalog } from '@/features/learning/components/lesson-catalog';
import { LessonPlayer } from '@/features/learning/components/lesson-player';
import { lazyNamed } from '@/lib/lazy-named';

// The rich text display (DOMPurify) loads when a lesson is first opened; the lesson's placeholder stays until then.
const RichTextContent = lazyNamed(() => import('@/features/rich-text/components/rich-text-content'), 'RichTextContent');

/** My Lessons; `?lesson={id}` opens the lesson itself (video or text, 'Mark as complete'). */
export function Component() {
  const [searchParams] = useSearchParams();
  const lessonId = searchParams.get('lesson');
  return lessonId ? <LessonPlayer key={lessonId} lessonId={lessonId} RichText={RichTextContent} /> : <LessonCatalog />;
}
