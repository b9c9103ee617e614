import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { DAY_MS } from '../../shared/time.js';
import { mailConfig } from '../mail/mail-config.js';
import { renderEmail } from '../mail/render-email.js';
import { sendMail } from '../mail/send-mail.js';
import { sriLankanDaysUntil } from '../invitations/email-date.js';
import { enrolmentsOf, studentsCollection } from '../students/student-store.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { coursesCollection, grantsCollection } from './grant-store.js';
import { studentReminderEmail, tutorReminderEmail, type ReminderFacts } from './reminder-email.js';
import { dueReminder } from './reminder-schedule.js';

/** Records `reminder` as sent before sending it, so two overlapping runs never both send it. */
function claim(ref: FirebaseFirestore.DocumentReference, now: number) {
  return db.runTransaction(async (tx) => {
    const grant = await tx.get(ref);
    const expiresAt = grant.get('expiresAt') as Timestamp | undefined;
    if (!grant.exists || grant.get('status') !== 'active' || !expiresAt) return null;
    const sent = (grant.get('remindersSent') as string[] | undefined) ?? [];
    const reminder = dueReminder(expiresAt.toMillis() - now, sent);
    if (reminder) tx.update(ref, { remindersSent: FieldValue.arrayUnion(reminder) });
    return reminder ? { reminder, grant } : null;
  });
}

async function reminderFacts(grant: FirebaseFirestore.DocumentSnapshot, now: number) {
  const tutorId = String(grant.get('tutorId'));
  const studentId = String(grant.get('studentId'));
  const [enrolment, profile, tutor, course] = await db.getAll(
    enrolmentsOf(tutorId).doc(studentId),
    studentsCollection().doc(studentId),
    tutorsCollection().doc(tutorId),
    coursesCollection().doc(String(grant.get('courseId'))),
  );
  const expiresAt = (grant.get('expiresAt') as Timestamp).toDate();
  const base: Omit<ReminderFacts, 'language'> = {
    appUrl: mailConfig().APP_URL.replace(/\/+$/, ''),
    studentName: String(enrolment?.get('name') ?? ''),
    tutorName: String(tutor?.get('name') ?? ''),
    courseName: String(course?.get('name') ?? ''),
    expiresAt,
    // Calendar days, as the course card counts them ("ends in 6 days", "ends today").
    daysLeft: sriLankanDaysUntil(expiresAt.getTime(), now),
  };
  return {
    base,
    student: {
      email: String(enrolment?.get('email') ?? ''),
      // The student's own (kept current by their sign-ins), else the one they joined this tutor in.
      language: String(profile?.get('language') ?? enrolment?.get('language') ?? 'en'),
    },
    tutor: { email: String(tutor?.get('email') ?? ''), language: String(tutor?.get('language') ?? 'en') },
  };
}

async function notify(grant: FirebaseFirestore.DocumentSnapshot, facts: Awaited<ReturnType<typeof reminderFacts>>) {
  const { studentName, courseName, daysLeft } = facts.base;
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  const batch = db.batch();
  const common = {
    type: 'access_expiring',
    title: 'Access ending soon',
    // Which grant it is about: withdrawn if the course is revoked, its end date changed or the student removed.
    grantId: grant.id,
    createdAt: FieldValue.serverTimestamp(),
    read: false,
  };
  batch.create(db.collection('notifications').doc(), {
    ...common,
    userId: String(grant.get('studentId')),
    body: `Your access to ${courseName} ends ${when}.`,
    link: '/student-dashboard/courses',
    // The app words it in the reader's language from these.
    params: { courseName, daysLeft: String(daysLeft) },
  });
  batch.create(db.collection('notifications').doc(), {
    ...common,
    userId: String(grant.get('tutorId')),
    body: `${studentName}'s access to ${courseName} ends ${when}.`,
    link: '/tutor-dashboard/students',
    params: { studentName, courseName, daysLeft: String(daysLeft) },
  });
  await batch.commit();
}

/**
 * E-mails the student and their tutor (and leaves each a notification) when one of the student's
 * grants ends within 7 days, and again within 1 day. Each reminder goes out once: it is recorded on
 * the grant (`remindersSent`) before sending. If the student's e-mail fails the record is withdrawn,
 * so the next run tries again; once the student has it, a failure after that (the tutor's e-mail,
 * the notifications) is logged and not retried, as a retry would e-mail the student twice.
 */
export async function sendExpiryReminders(now: Date): Promise<{ reminders: number; failures: number }> {
  const nowMs = now.getTime();
  const soon = await grantsCollection()
    .where('status', '==', 'active')
    .where('expiresAt', '>', Timestamp.fromMillis(nowMs))
    .where('expiresAt', '<=', Timestamp.fromMillis(nowMs + 7 * DAY_MS))
    .get();
  let reminders = 0;
  let failures = 0;
  for (const doc of soon.docs) {
    const claimed = await claim(doc.ref, nowMs);
    if (!claimed) continue;
    const failed = (step: string, error: unknown) => {
      failures += 1;
      logError(`access reminder failed: ${step}`, { grant: doc.id, reminder: claimed.reminder, error });
    };
    let facts: Awaited<ReturnType<typeof reminderFacts>>;
    try {
      facts = await reminderFacts(claimed.grant, nowMs);
      await sendMail({ to: facts.student.email, ...renderEmail(studentReminderEmail({ ...facts.base, ...facts.student })) });
    } catch (error) {
      failed('student e-mail', error);
      await doc.ref.update({ remindersSent: FieldValue.arrayRemove(claimed.reminder) });
      continue;
    }
    reminders += 1;
    if (facts.tutor.email) {
      await sendMail({ to: facts.tutor.email, ...renderEmail(tutorReminderEmail({ ...facts.base, ...facts.tutor })) }).catch(
        (error: unknown) => failed('tutor e-mail', error),
      );
    }
    await notify(claimed.grant, facts).catch((error: unknown) => failed('notifications', error));
  }
  return { reminders, failures };
}
