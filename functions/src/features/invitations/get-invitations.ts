import type { Request, Response } from 'express';
import type { TInvitation } from '../../shared/schemas/invitations.js';
import { invitationsCollection, toInvitation } from './invitation-store.js';

/** The newest invitations shown in the history tab; older ones stay in Firestore. */
const HISTORY_LIMIT = 200;

/** GET /invitations/:tutorId — the caller's invitations, newest first (ownership checked by requireSelf). */
export async function getInvitations(req: Request, res: Response<TInvitation[]>) {
  const snapshot = await invitationsCollection()
    .where('tutorId', '==', String(req.params.tutorId))
    .orderBy('invitedAt', 'desc')
    .limit(HISTORY_LIMIT)
    .get();
  res.json(snapshot.docs.map((doc) => toInvitation(doc.id, doc.data())));
}
