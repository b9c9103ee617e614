import { useUser } from 'reactfire';
import { MyCourseAccess } from '@/features/students/components/my-course-access';

/** `/student-dashboard/courses`: the courses the student may open, with their end dates (the learning area builds on it). */
export function Component() {
  const { data: user } = useUser();
  return user ? <MyCourseAccess studentId={user.uid} /> : null;
}
