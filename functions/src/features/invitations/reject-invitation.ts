import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import type { TRejectInvitationRequest, TRejectInvitationResponse } from '../../shared/schemas/invitations.js';
import { invitationConfig } from './invitation-config.js';
import { invitationsCollection } from './invitation-store.js';
import { assertPendingInvitation } from './invitation-state.js';
import { INVALID_LINK, verifyInvitationToken } from './invitation-token.js';

/** POST /invitations/reject-invitation — public: the signed token from the e-mail is the authority. */
export async function rejectInvitation(req: Request, res: Response<TRejectInvitationResponse>) {
  const { invitationId, token } = req.body as TRejectInvitationRequest;
  const payload = verifyInvitationToken(token, invitationConfig().tokenSecret);
  if (payload.invitationId !== invitationId) throw new AppError('invalid-argument', INVALID_LINK);
  const ref = invitationsCollection().doc(invitationId);
  await db.runTransaction(async (tx) => {
    assertPendingInvitation(await tx.get(ref), payload);
    tx.update(ref, { status: 'REJECTED', rejectedAt: FieldValue.serverTimestamp() });
    // The tutor's bell says so (and their open screens reload): the invitation no longer waits for an answer.
    tx.create(db.collection('notifications').doc(), {
      userId: payload.tutorId,
      type: 'invitation_rejected',
      title: 'Invitation declined',
      body: `${payload.email} declined your invitation.`,
      link: '/tutor-dashboard/students',
      params: { email: payload.email },
      createdAt: FieldValue.serverTimestamp(),
      read: false,
    });
  });
  res.json({ message: 'Invitation rejected.' });
}
