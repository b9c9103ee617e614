import type { TInviteStudentRequest, TInviteStudentResponse } from '@shared/schemas/invitations';
import { apiRequest } from '@/lib/api-client';
import { invalidateApiQueries } from '@/lib/use-api-query';
import { TUTOR_HOME_PATH } from '@/features/dashboard/api/tutor-home-path';

/** Spec §7: e-mails the student an accept link (or sends a pending invitation again). */
export async function sendInvitation(body: TInviteStudentRequest): Promise<TInviteStudentResponse> {
  const answer = await apiRequest<TInviteStudentResponse>('/tutors/students/invite', { method: 'POST', body });
  // The history lists it, and the home's tasks count pending invitations.
  invalidateApiQueries('/invitations', TUTOR_HOME_PATH);
  return answer;
}
