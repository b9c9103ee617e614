import { db } from '../../lib/firebase.js';
import { isoTime } from '../../lib/iso-time.js';
import { INVITATION_STATUSES, type TInvitation } from '../../shared/schemas/invitations.js';

export const invitationsCollection = () => db.collection('invitations');

export function toInvitation(id: string, data: FirebaseFirestore.DocumentData): TInvitation {
  return {
    id,
    email: String(data.email ?? ''),
    status: INVITATION_STATUSES.find((s) => s === data.status) ?? 'PENDING',
    invitedAt: isoTime(data.invitedAt),
    acceptedAt: isoTime(data.acceptedAt),
    rejectedAt: isoTime(data.rejectedAt),
    expiresAt: isoTime(data.expiresAt),
  };
}

/**
 * The messages of spec §8's accept/reject mapping: the page matches on "Invitation not found",
 * "already been accepted", "already been rejected" and "Invalid invitation state".
 */
export const INVITATION_ERRORS = {
  notFound: 'Invitation not found.',
  accepted: 'This invitation has already been accepted.',
  rejected: 'This invitation has already been rejected.',
  invalidState: 'Invalid invitation state.',
} as const;
