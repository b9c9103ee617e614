import { useSearchParams } from 'react-router-dom';
import { CourseCatalog } from '@/features/learning/components/course-catalog';
import { CourseDetail } from '@/features/learning/components/course-detail';
import { lazyNamed } from '@/lib/lazy-named';

// The rich text display (DOMPurify) loads when a course is first opened; the course's placeholder stays until then.
const RichTextContent = lazyNamed(() => import('@/features/rich-text/components/rich-text-content'), 'RichTextContent');

/** My Courses; `?course={id}` opens one course's detail view. */
export function Component() {
  const [searchParams] = useSearchParams();
  const courseId = searchParams.get('course');
  return courseId ? <CourseDetail courseId={courseId} RichText={RichTextContent} /> : <CourseCatalog />;
}
