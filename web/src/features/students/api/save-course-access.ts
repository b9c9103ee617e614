import type { TCourseAccessRequest, TCourseAccessResponse } from '@shared/schemas/access';
import { apiRequest } from '@/lib/api-client';
import { invalidateApiQueries } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from '@/features/dashboard/api/tutor-home-path';

/** Spec §7: the complete set of courses the student may open, until `expiresAt` (ms). */
export async function saveCourseAccess(
  tutorId: string,
  studentId: string,
  body: TCourseAccessRequest,
): Promise<TCourseAccessResponse> {
  const path = `/tutors/dashboard/${encodeURIComponent(tutorId)}/students/${encodeURIComponent(studentId)}/courses/access`;
  try {
    return await apiRequest<TCourseAccessResponse>(path, { method: 'POST', body });
  } finally {
    // Saved: the student's card and profile, the courses' student counts, the lessons' completion
    // rates and the home's stats and tasks all change. Refused because the access changed elsewhere:
    // the list is out of date.
    invalidateApiQueries('/students', '/courses', '/lessons', TUTOR_HOME_PATH);
  }
}
