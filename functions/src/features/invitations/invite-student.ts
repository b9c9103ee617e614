import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { auth, db } from '../../lib/firebase.js';
import {
  INVITATION_VALID_DAYS,
  MAX_STUDENTS_PER_TUTOR,
  type TInviteStudentResponse,
  type ZInviteStudentRequest,
} from '../../shared/schemas/invitations.js';
import { DAY_MS } from '../../shared/time.js';
import { renderEmail } from '../mail/render-email.js';
import { sendMail } from '../mail/send-mail.js';
import { takeRateLimit } from '../auth/rate-limit.js';
import { enrolmentsOf } from '../students/student-store.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { invitationConfig } from './invitation-config.js';
import { invitationId } from './invitation-id.js';
import { invitationEmail } from './invitation-email.js';
import { invitationsCollection } from './invitation-store.js';
import { signInvitationToken } from './invitation-token.js';

/**
 * Invitation e-mails carry the tutor's name to any address they type: limits keep that from being
 * a way to send mail in bulk. Far above a class of MAX_STUDENTS_PER_TUTOR (and a few re-sends each).
 */
export const INVITATIONS_PER_TUTOR_PER_DAY = 200;
export const INVITATIONS_PER_ADDRESS_PER_DAY = 5;

/** Counts this e-mail against both limits; 429 with Retry-After when one is reached. */
async function takeInvitationLimits(res: Response, tutorId: string, email: string): Promise<void> {
  const limits = [
    { kind: 'invitationTutor', value: tutorId, max: INVITATIONS_PER_TUTOR_PER_DAY, reason: 'invitations-per-day' },
    {
      kind: 'invitationAddress',
      value: `${tutorId} ${email}`,
      max: INVITATIONS_PER_ADDRESS_PER_DAY,
      reason: 'invitations-per-address',
    },
  ] as const;
  for (const limit of limits) {
    const waitSeconds = await takeRateLimit(limit.kind, limit.value, limit.max, DAY_MS);
    if (waitSeconds === null) continue;
    res.set('Retry-After', String(waitSeconds));
    const hours = String(Math.max(1, Math.ceil(waitSeconds / 3600)));
    throw AppError.refusal(
      'resource-exhausted',
      limit.reason === 'invitations-per-day'
        ? `You have sent the most invitations allowed in a day (${limit.max}). Please try again in ${hours} hours.`
        : `This address has been sent ${limit.max} invitations today. Please try again in ${hours} hours.`,
      { reason: limit.reason, params: { max: String(limit.max), hours } },
    );
  }
}

async function roleOfAccount(email: string): Promise<unknown> {
  try {
    return (await auth.getUserByEmail(email)).customClaims?.role;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * Creates the pending invitation, or renews this address's earlier one (pending, or answered and
 * now sent again): one invitation per tutor and address, never duplicates.
 */
function upsertPendingInvitation(fields: {
  tutorId: string;
  tutorName: string;
  email: string;
  language: string;
  expiresAt: Timestamp;
}) {
  const ref = invitationsCollection().doc(invitationId(fields.tutorId, fields.email));
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    tx.set(ref, {
      ...fields,
      status: 'PENDING',
      invitedAt: FieldValue.serverTimestamp(),
      acceptedAt: null,
      rejectedAt: null,
      // Read in this transaction, so concurrent renewals count each send.
      sendCount: Number(existing.get('sendCount') ?? 0) + 1,
    });
    return { id: ref.id, resent: existing.get('status') === 'PENDING' };
  });
}

/**
 * POST /tutors/students/invite — e-mails a signed accept link (spec §7). Refuses addresses that are
 * already this tutor's students or belong to a teacher, and tutors at the plan's student limit.
 */
export async function inviteStudent(req: Request, res: Response<TInviteStudentResponse>) {
  const caller = callerOf(req);
  const { email, tutorId, language } = req.body as z.output<typeof ZInviteStudentRequest>;
  if (tutorId !== caller.uid) throw new AppError('permission-denied', 'You can only invite students to your own classes.');
  const config = invitationConfig();

  // Three independent look-ups, made at once: a tutor waits for one round trip instead of three.
  const [tutor, enrolled, accountRole] = await Promise.all([
    tutorsCollection().doc(tutorId).get(),
    enrolmentsOf(tutorId).where('email', '==', email).limit(1).get(),
    roleOfAccount(email),
  ]);
  if (!tutor.exists) throw new AppError('not-found', 'Teacher profile not found.');
  if (!enrolled.empty) {
    throw AppError.refusal('already-exists', `${email} is already one of your students.`, {
      reason: 'already-student',
      params: { email },
    });
  }
  if (Number(tutor.get('studentCount') ?? 0) >= MAX_STUDENTS_PER_TUTOR) {
    throw AppError.refusal(
      'failed-precondition',
      `Your plan includes up to ${MAX_STUDENTS_PER_TUTOR} students and you have reached that limit, so no more invitations can be sent.`,
      { reason: 'student-limit', params: { max: String(MAX_STUDENTS_PER_TUTOR) } },
    );
  }
  if (accountRole === 'tutor') {
    throw AppError.refusal(
      'failed-precondition',
      'This e-mail address belongs to a teacher account. Invite a student’s own address.',
      { reason: 'teacher-address' },
    );
  }

  await takeInvitationLimits(res, tutorId, email);
  const tutorName = String(tutor.get('name') ?? '');
  const expiresAt = Timestamp.fromMillis(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
  const { id, resent } = await upsertPendingInvitation({ tutorId, tutorName, email, language, expiresAt });
  const token = signInvitationToken(
    { email, tutorId, invitationId: id, exp: Math.floor(expiresAt.toMillis() / 1000) },
    config.tokenSecret,
  );
  const page = `${config.appUrl}/student/accept-invitation`;
  const link = `${page}?token=${encodeURIComponent(token)}`;
  const message = renderEmail(invitationEmail({ language, tutorName, link, expiresAt: expiresAt.toDate() }));
  await sendMail({ to: email, ...message });
  // The signed link goes to the invitee's inbox only: whoever holds it can accept, so the tutor
  // gets the page it opens, without the token.
  res.json({ message: resent ? 'Invitation sent again.' : 'Invitation sent.', link: page, invitationId: id, resent });
}
