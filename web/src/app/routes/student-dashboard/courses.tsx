import { useSearchParams } from 'react-router-dom';
import { CourseCatalog } from '@/features/learning/components/course-catalog';
import { CourseDetail } from '@/features/learning/components/course-detail';
import { LearningUnavailable } from '@/features/learning/components/learning-unavailable';
import { RichTextContent } from '@/features/rich-text/components/lazy-rich-text-content';

/** My Courses; `?course={id}` opens one course's detail view. */
export function Component() {
  const [searchParams] = useSearchParams();
  const courseId = searchParams.get('course');
  return (
    <LearningUnavailable>
      {courseId ? <CourseDetail courseId={courseId} RichText={RichTextContent} /> : <CourseCatalog />}
    </LearningUnavailable>
  );
}
