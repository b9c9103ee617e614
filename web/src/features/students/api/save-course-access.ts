import type { TCourseAccessRequest, TCourseAccessResponse } from '@shared/schemas/access';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: the complete set of courses the student may open, until `expiresAt` (ms). */
export function saveCourseAccess(tutorId: string, studentId: string, body: TCourseAccessRequest): Promise<TCourseAccessResponse> {
  const path = `/tutors/dashboard/${encodeURIComponent(tutorId)}/students/${encodeURIComponent(studentId)}/courses/access`;
  return apiRequest<TCourseAccessResponse>(path, { method: 'POST', body });
}
