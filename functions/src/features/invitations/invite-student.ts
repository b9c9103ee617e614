import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logError } from '../../http/log.js';
import { auth, db } from '../../lib/firebase.js';
import {
  INVITATION_VALID_DAYS,
  MAX_STUDENTS_PER_TUTOR,
  type TInviteStudentResponse,
  type ZInviteStudentRequest,
} from '../../shared/schemas/invitations.js';
import { DAY_MS } from '../../shared/time.js';
import { slideWindow } from '../auth/rate-limit.js';
import { renderEmail } from '../mail/render-email.js';
import { sendMail } from '../mail/send-mail.js';
import { enrolmentsOf } from '../students/student-store.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { endOfSriLankanDay } from './email-date.js';
import { invitationConfig } from './invitation-config.js';
import { invitationId } from './invitation-id.js';
import { invitationEmail } from './invitation-email.js';
import { invitationsCollection } from './invitation-store.js';
import { signInvitationToken } from './invitation-token.js';

/** Invitations one address may be sent by one tutor in a day (the tutor's own cap is in invitationConfig). */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 5;

type LimitReason = 'invitations-per-day' | 'invitations-per-address';

/** The 429 of an invitation limit, with Retry-After. */
function limitReached(res: Response, reason: LimitReason, max: number, waitMs: number): AppError {
  const waitSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  res.set('Retry-After', String(waitSeconds));
  const hours = String(Math.max(1, Math.ceil(waitSeconds / 3600)));
  return AppError.refusal(
    'resource-exhausted',
    reason === 'invitations-per-day'
      ? `You have sent the most invitations allowed in a day (${max}). Please try again in ${hours} hours.`
      : `This address has been sent ${max} invitations today. Please try again in ${hours} hours.`,
    { reason, params: { max: String(max), hours } },
  );
}

/**
 * How long until the tutor may invite again (0: now), counted from their invitations of the last
 * day: an aggregation, not a counter document that every invite of the tutor would queue on in a
 * transaction. Invites sent at the same moment may pass the cap by a few; it is there against bulk
 * mail, not as an exact quota.
 */
async function tutorDailyWaitMs(tutorId: string, max: number, now: number): Promise<number> {
  const lastDay = invitationsCollection()
    .where('tutorId', '==', tutorId)
    .where('invitedAt', '>', Timestamp.fromMillis(now - DAY_MS));
  if ((await lastDay.count().get()).data().count < max) return 0;
  const counted = await lastDay.orderBy('invitedAt', 'desc').limit(max).select('invitedAt').get();
  const oldest = counted.docs.at(-1)?.get('invitedAt') as Timestamp | undefined;
  return Math.max(0, (oldest?.toMillis() ?? now) + DAY_MS - now);
}

const alreadyStudent = (email: string) =>
  AppError.refusal('already-exists', `${email} is already one of your students.`, {
    reason: 'already-student',
    params: { email },
  });

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
 * now sent again): one invitation per tutor and address, never duplicates. Its `sentAt` holds the
 * sends of the last day, so the per-address limit is counted in the same transaction; when it is
 * reached nothing is written and the answer is how long to wait. An invitation accepted by a student
 * who is still enrolled is left alone: the student may have accepted after the caller's enrolment check.
 */
function upsertPendingInvitation(
  fields: { tutorId: string; tutorName: string; email: string; language: string; expiresAt: Timestamp },
  now: number,
) {
  const ref = invitationsCollection().doc(invitationId(fields.tutorId, fields.email));
  return db.runTransaction(async (tx): Promise<SavedInvitation | { waitMs: number } | 'enrolled'> => {
    const existing = await tx.get(ref);
    const studentId: unknown = existing.get('studentId');
    if (existing.get('status') === 'ACCEPTED' && typeof studentId === 'string' && studentId) {
      if ((await tx.get(enrolmentsOf(fields.tutorId).doc(studentId))).exists) return 'enrolled';
    }
    const stored: unknown = existing.get('sentAt');
    const sends = slideWindow(
      Array.isArray(stored) ? stored.filter((at): at is number => typeof at === 'number') : [],
      now,
      DAY_MS,
      INVITATIONS_PER_ADDRESS_PER_DAY,
    );
    if (!sends.allowed) return { waitMs: sends.retryAfterMs };
    const sendCount = Number(existing.get('sendCount') ?? 0) + 1;
    tx.set(ref, {
      ...fields,
      status: 'PENDING',
      invitedAt: FieldValue.serverTimestamp(),
      acceptedAt: null,
      rejectedAt: null,
      sentAt: sends.hits,
      // Read in this transaction, so concurrent renewals count each send.
      sendCount,
    });
    return { id: ref.id, resent: existing.get('status') === 'PENDING', sendCount, previous: existing.data() };
  });
}

interface SavedInvitation {
  id: string;
  resent: boolean;
  /** The send this request recorded, to recognise it later. */
  sendCount: number;
  /** The invitation as it was before (none for a first invitation). */
  previous: FirebaseFirestore.DocumentData | undefined;
}

/**
 * The e-mail could not be sent: the invitation goes back to what it was (a first one is removed), so
 * the tutor's list shows no Pending invitation nobody received and the failed send does not count
 * towards the limits. Not if it changed since (another send, or the student accepted an earlier e-mail).
 */
function undoInvitation(saved: SavedInvitation) {
  const ref = invitationsCollection().doc(saved.id);
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('sendCount') !== saved.sendCount || current.get('status') !== 'PENDING') return;
    if (saved.previous) tx.set(ref, saved.previous);
    else tx.delete(ref);
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

  const now = Date.now();
  // Independent look-ups, made at once: a tutor waits for one round trip instead of four.
  const [tutor, enrolled, accountRole, dailyWaitMs] = await Promise.all([
    tutorsCollection().doc(tutorId).get(),
    enrolmentsOf(tutorId).where('email', '==', email).limit(1).get(),
    roleOfAccount(email),
    tutorDailyWaitMs(tutorId, config.perTutorPerDay, now),
  ]);
  if (!tutor.exists) throw new AppError('not-found', 'Teacher profile not found.');
  if (!enrolled.empty) throw alreadyStudent(email);
  if (Number(tutor.get('studentCount') ?? 0) >= MAX_STUDENTS_PER_TUTOR) {
    throw AppError.refusal(
      'failed-precondition',
      `Your plan includes up to ${MAX_STUDENTS_PER_TUTOR} students and you have reached that limit. Remove a student you no longer teach to invite someone new.`,
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

  if (dailyWaitMs > 0) throw limitReached(res, 'invitations-per-day', config.perTutorPerDay, dailyWaitMs);
  const tutorName = String(tutor.get('name') ?? '');
  // To the end of the day the e-mail names (it gives the date only).
  const expiresAt = Timestamp.fromMillis(endOfSriLankanDay(now + INVITATION_VALID_DAYS * DAY_MS));
  const saved = await upsertPendingInvitation({ tutorId, tutorName, email, language, expiresAt }, now);
  if (saved === 'enrolled') throw alreadyStudent(email);
  if ('waitMs' in saved) throw limitReached(res, 'invitations-per-address', INVITATIONS_PER_ADDRESS_PER_DAY, saved.waitMs);
  const { id, resent } = saved;
  const token = signInvitationToken(
    { email, tutorId, invitationId: id, exp: Math.floor(expiresAt.toMillis() / 1000) },
    config.tokenSecret,
  );
  const page = `${config.appUrl}/student/accept-invitation`;
  const link = `${page}?token=${encodeURIComponent(token)}`;
  const message = renderEmail(invitationEmail({ language, tutorName, link, expiresAt: expiresAt.toDate() }));
  try {
    await sendMail({ to: email, ...message });
  } catch (error) {
    // The answer stays the mail failure (503, try again), even if putting the invitation back fails too.
    await undoInvitation(saved).catch((undoError: unknown) =>
      logError('putting back an invitation whose e-mail failed', { invitationId: saved.id, error: undoError }),
    );
    throw error;
  }
  // The signed link goes to the invitee's inbox only: whoever holds it can accept, so the tutor
  // gets the page it opens, without the token.
  res.json({ message: resent ? 'Invitation sent again.' : 'Invitation sent.', link: page, invitationId: id, resent });
}
