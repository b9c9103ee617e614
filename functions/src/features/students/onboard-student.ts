import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { logWarn } from '../../http/log.js';
import { auth, db } from '../../lib/firebase.js';
import { signInPathAfterAccepting } from '../../shared/schemas/invitation-rules.js';
import { MAX_STUDENTS_PER_TUTOR, type TOnboardResponse, type ZOnboardRequest } from '../../shared/schemas/invitations.js';
import { invitationConfig } from '../invitations/invitation-config.js';
import { assertPendingInvitation } from '../invitations/invitation-state.js';
import { INVITATION_ERRORS, invitationsCollection } from '../invitations/invitation-store.js';
import { INVALID_LINK, verifyInvitationToken } from '../invitations/invitation-token.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { findOrCreateStudentAccount } from './student-account.js';
import { enrolmentsOf, studentsCollection } from './student-store.js';

type Body = z.output<typeof ZOnboardRequest>;

const classFull = () =>
  AppError.refusal(
    'failed-precondition',
    `Your teacher's class is full (${MAX_STUDENTS_PER_TUTOR} students). Ask them to make room, then accept again.`,
    { reason: 'class-full', params: { max: String(MAX_STUDENTS_PER_TUTOR) } },
  );

/**
 * A full class refuses a newcomer before any account is made or given the student role: refused,
 * the address must stay free to become a teacher's. (The transaction checks again.)
 */
async function assertRoomFor(tutorId: string, email: string): Promise<void> {
  const tutor = await tutorsCollection().doc(tutorId).get();
  if (Number(tutor.get('studentCount') ?? 0) < MAX_STUDENTS_PER_TUTOR) return;
  const account = await auth.getUserByEmail(email).catch(() => undefined);
  const enrolled = account ? (await enrolmentsOf(tutorId).doc(account.uid).get()).exists : false;
  if (!enrolled) throw classFull();
}

function fullName(body: Body): string {
  return (body.name ?? `${body.firstName ?? ''} ${body.lastName ?? ''}`).replace(/\s+/g, ' ').trim();
}

/**
 * POST /students/onboard — public: the signed token from the e-mail is the authority. Creates or
 * links the student account, then in one transaction enrols the student with the tutor, writes
 * the profile, marks the invitation ACCEPTED and tells the tutor (activity and notification).
 */
export async function onboardStudent(req: Request, res: Response<TOnboardResponse>) {
  const body = req.body as Body;
  const token = verifyInvitationToken(body.token, invitationConfig().tokenSecret);
  const mismatch =
    (body.invitationId !== undefined && body.invitationId !== token.invitationId) ||
    (body.tutorId !== undefined && body.tutorId !== token.tutorId) ||
    (body.email !== undefined && body.email !== token.email);
  if (mismatch) throw new AppError('invalid-argument', INVALID_LINK);
  const name = fullName(body);

  const invitationRef = invitationsCollection().doc(token.invitationId);
  // Checked before the account is touched, so a refused request changes nothing.
  assertPendingInvitation(await invitationRef.get(), token);
  await assertRoomFor(token.tutorId, token.email);
  const account = await findOrCreateStudentAccount(token.email, name);
  const uid = account.uid;

  const tutorRef = tutorsCollection().doc(token.tutorId);
  const enrolmentRef = enrolmentsOf(token.tutorId).doc(uid);
  const profileRef = studentsCollection().doc(uid);
  const enrolled = db.runTransaction(async (tx) => {
    const [invitation, tutor, enrolment, profile] = await tx.getAll(invitationRef, tutorRef, enrolmentRef, profileRef);
    if (!invitation || !tutor?.exists || !enrolment || !profile) throw new AppError('not-found', INVITATION_ERRORS.notFound);
    const invited = assertPendingInvitation(invitation, token);
    // The student's e-mails (access reminders) in the language they read the invitation page in.
    const language = body.language ?? String(invited.language ?? 'en');
    const now = FieldValue.serverTimestamp();
    if (!enrolment.exists) {
      if (Number(tutor.get('studentCount') ?? 0) >= MAX_STUDENTS_PER_TUTOR) {
        throw classFull();
      }
      tx.create(enrolmentRef, {
        name,
        email: token.email,
        phone: '',
        avatarUrl: '',
        // Active once the tutor grants a course (the daily job keeps this in step with the grants).
        status: 'inactive',
        inviteStatus: 'accepted',
        enrolledAt: now,
        // The last lesson opened or finished (recount-progress.ts); none yet.
        lastActive: null,
        progress: 0,
        enrolledCourses: [],
        language,
        invitationId: invitation.id,
      });
      tx.update(tutorRef, { studentCount: FieldValue.increment(1), updatedAt: now });
    }
    if (profile.exists) {
      if (body.language) tx.update(profileRef, { language: body.language });
    } else {
      tx.create(profileRef, {
        name,
        email: token.email,
        phone: '',
        avatarUrl: '',
        createdAt: now,
        lastActive: now,
        language,
      });
    }
    tx.update(invitationRef, { status: 'ACCEPTED', acceptedAt: now, studentId: uid });
    tx.create(db.collection('activities').doc(), {
      tutorId: token.tutorId,
      type: 'invitation_accepted',
      title: `${name} accepted your invitation`,
      createdAt: now,
      metadata: { studentName: name },
    });
    tx.create(db.collection('notifications').doc(), {
      userId: token.tutorId,
      type: 'invitation_accepted',
      title: 'New student',
      body: `${name} accepted your invitation.`,
      link: '/tutor-dashboard/students',
      params: { studentName: name },
      createdAt: now,
      read: false,
    });
  });
  await enrolled.catch(async (error: unknown) => {
    // The class filled up since assertRoomFor: the address must stay free to become anyone's (a
    // teacher's too), unless another tutor's invitation made it a student's meanwhile (a profile).
    if (error instanceof AppError && error.refusal?.reason === 'class-full' && !(await profileRef.get()).exists) {
      await account
        .undo()
        .catch((undoError: unknown) =>
          logWarn('taking back a refused student account failed', { uid, error: String(undoError) }),
        );
    }
    throw error;
  });
  res.json({ message: 'Invitation accepted.', redirectUrl: signInPathAfterAccepting(token.email) });
}
