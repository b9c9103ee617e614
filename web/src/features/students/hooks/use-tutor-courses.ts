import { collection, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveCollection } from '@/lib/live-firestore';

export interface TutorCourse {
  id: string;
  name: string;
}

/** The tutor's own courses, read live under the rules (courses where tutorId == uid). */
export function useTutorCourses(tutorId: string) {
  const firestore = useFirestore();
  const courses = query(collection(firestore, 'courses'), where('tutorId', '==', tutorId), orderBy('createdAt', 'desc'));
  const { status, data } = useLiveCollection(courses, { idField: 'id' });
  return { status, courses: (data ?? []) as TutorCourse[] };
}
