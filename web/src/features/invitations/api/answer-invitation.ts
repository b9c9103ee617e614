import type {
  TOnboardRequest,
  TOnboardResponse,
  TRejectInvitationRequest,
  TRejectInvitationResponse,
} from '@shared/schemas/invitations';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: accepting creates the student account and enrols it. Sent without a token: the invitee is not signed in. */
export function acceptInvitation(body: TOnboardRequest): Promise<TOnboardResponse> {
  return apiRequest<TOnboardResponse>('/students/onboard', { method: 'POST', body, auth: false });
}

export function rejectInvitation(body: TRejectInvitationRequest): Promise<TRejectInvitationResponse> {
  return apiRequest<TRejectInvitationResponse>('/invitations/reject-invitation', { method: 'POST', body, auth: false });
}
