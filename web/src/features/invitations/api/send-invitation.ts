import type { TInviteStudentRequest, TInviteStudentResponse } from '@shared/schemas/invitations';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: e-mails the student an accept link (or sends a pending invitation again). */
export function sendInvitation(body: TInviteStudentRequest): Promise<TInviteStudentResponse> {
  return apiRequest<TInviteStudentResponse>('/tutors/students/invite', { method: 'POST', body });
}
