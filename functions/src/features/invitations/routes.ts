import type { RouteDef } from '../../http/route.js';
import { ZInviteStudentRequest, ZRejectInvitationRequest, ZTutorIdParams } from '../../shared/schemas/invitations.js';
import { getInvitations } from './get-invitations.js';
import { inviteStudent } from './invite-student.js';
import { rejectInvitation } from './reject-invitation.js';

export const invitationRoutes: RouteDef[] = [
  // The body's tutorId must be the caller (checked in the handler: owner applies to path ids).
  {
    method: 'post',
    path: '/tutors/students/invite',
    access: 'tutor',
    paid: true,
    body: ZInviteStudentRequest,
    handler: inviteStudent,
  },
  {
    method: 'get',
    path: '/invitations/:tutorId',
    access: 'tutor',
    params: ZTutorIdParams,
    owner: 'tutorId',
    handler: getInvitations,
  },
  // Public: the invitee has no account yet; the signed token is the authority.
  {
    method: 'post',
    path: '/invitations/reject-invitation',
    access: 'public',
    body: ZRejectInvitationRequest,
    handler: rejectInvitation,
  },
];
