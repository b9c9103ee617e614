import { apiRequest } from '@/lib/api-client';
import { invalidateApiQueries } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from '@/features/dashboard/api/tutor-home-path';

/** Takes the student out of the tutor's class: their enrolment, course access and progress with the tutor. */
export async function removeStudent(tutorId: string, studentId: string): Promise<void> {
  try {
    await apiRequest<undefined>(`/tutors/dashboard/${encodeURIComponent(tutorId)}/students/${encodeURIComponent(studentId)}`, {
      method: 'DELETE',
    });
  } finally {
    // Removed (or already gone, from another tab): the list, the courses' student counts, the
    // lessons' completion rates and the home's figures all change.
    invalidateApiQueries('/students', '/courses', '/lessons', TUTOR_HOME_PATH);
  }
}
