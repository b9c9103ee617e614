import { AppError } from '../../http/errors.js';
import type { TInvitationTokenPayload } from '../../shared/schemas/invitation-rules.js';
import { INVITATION_ERRORS } from './invitation-store.js';

/**
 * Throws the error spec §8 maps for an invitation that cannot be answered any more: missing (or
 * not the one the token names), already accepted or rejected, in an unknown state, or expired.
 */
export function assertPendingInvitation(
  snapshot: FirebaseFirestore.DocumentSnapshot,
  token: TInvitationTokenPayload,
  now = Date.now(),
): FirebaseFirestore.DocumentData {
  const data = snapshot.data();
  if (!data || data.tutorId !== token.tutorId || data.email !== token.email) {
    throw new AppError('not-found', INVITATION_ERRORS.notFound);
  }
  if (data.status === 'ACCEPTED') throw new AppError('failed-precondition', INVITATION_ERRORS.accepted);
  if (data.status === 'REJECTED') throw new AppError('failed-precondition', INVITATION_ERRORS.rejected);
  if (data.status !== 'PENDING') throw new AppError('failed-precondition', INVITATION_ERRORS.invalidState);
  const expiresAt = data.expiresAt as FirebaseFirestore.Timestamp | undefined;
  if (expiresAt && expiresAt.toMillis() <= now) {
    throw new AppError('failed-precondition', 'This invitation has expired. Ask your teacher to send a new one.');
  }
  return data;
}
