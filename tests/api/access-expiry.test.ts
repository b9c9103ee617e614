import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCAL_ENV } from '../../emulators/config.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';
import { createCourse, createTutor, enrolStudent, saveAccess } from '../support/people.ts';

// The job runs in this process against the emulators, as the scheduled function would, with the
// functions' local configuration (mail catcher, app URL).
Object.assign(process.env, FUNCTIONS_LOCAL_ENV);
const { runAccessExpiry } = await import('../../functions/src/features/access/run-access-expiry.ts');
const { endOfSriLankanDay } = await import('../../functions/src/features/invitations/email-date.ts');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The last moment of the Sri Lankan calendar day `days` ahead: reminders count calendar days, as the app does. */
const endOfDayAhead = (days: number) => endOfSriLankanDay(Date.now()) + days * DAY_MS;

/** Moves one course's end for the student, in the grant and in the enrolment, as if time had passed. */
async function setEnd(tutorId: string, studentId: string, courseId: string, end: number) {
  await adminDb.doc(`grants/${courseId}_${studentId}`).update({ expiresAt: Timestamp.fromMillis(end) });
  const enrolment = adminDb.doc(`tutors/${tutorId}/students/${studentId}`);
  const courses = (await enrolment.get()).get('enrolledCourses') as { id: string; expiresAt: Timestamp }[];
  await enrolment.update({
    enrolledCourses: courses.map((c) => (c.id === courseId ? { ...c, expiresAt: Timestamp.fromMillis(end) } : c)),
  });
}

describe('daily access job', () => {
  it("writes the student's reminder in the language they joined in, the tutor's in the tutor's", async () => {
    // A tutor who last signed in on a Sinhala screen (POST /auth/tutor/session keeps it).
    const tutor = await createTutor('Language Tutor', { language: 'si' });
    const course = await createCourse(tutor.uid, 'Tamil Literature');
    // Invited from an English screen, accepted on a Tamil one.
    const student = await enrolStudent(tutor, 'Kavitha', 'Raj', 'ta');
    expect((await adminDb.doc(`students/${student.uid}`).get()).get('language')).toBe('ta');
    await saveAccess(tutor, student.uid, { expiresAt: endOfDayAhead(5), courseIds: [course] });

    await runAccessExpiry(new Date());
    // After the invitation, the reminder.
    expect((await waitForEmail(student.email, 2)).subject).toBe('Tamil Literature பாடநெறிக்கான உங்கள் அணுகல் 5 நாட்களில் முடிவடைகிறது');
    expect((await waitForEmail(tutor.email)).subject).toBe('Tamil Literature සඳහා Kavitha Rajගේ ප්‍රවේශය දින 5කින් අවසන් වේ');
  });

  it('expires ended grants, marks students without access inactive, and reminds 7 days and 1 day ahead, once each', async () => {
    const tutor = await createTutor('Reminder Tutor');
    const soon = await createCourse(tutor.uid, 'Watercolour Basics');
    const ended = await createCourse(tutor.uid, 'Sketching');
    const student = await enrolStudent(tutor, 'Hasini', 'Perera');
    await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [soon, ended] });
    await setEnd(tutor.uid, student.uid, soon, endOfDayAhead(5));
    await setEnd(tutor.uid, student.uid, ended, Date.now() - HOUR_MS);
    const enrolment = adminDb.doc(`tutors/${tutor.uid}/students/${student.uid}`);
    const grant = (courseId: string) => adminDb.doc(`grants/${courseId}_${student.uid}`);
    const inboxBefore = (await emailsTo(student.email)).length;

    const report = await runAccessExpiry(new Date());
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await grant(ended).get()).get('status')).toBe('expired');
    expect((await adminDb.doc(`courses/${ended}`).get()).get('studentCount')).toBe(0);
    expect((await enrolment.get()).get('status')).toBe('active');
    expect((await grant(soon).get()).get('remindersSent')).toEqual(['7d']);
    const weekMail = await waitForEmail(student.email, inboxBefore + 1);
    expect(weekMail.subject).toBe('Your access to Watercolour Basics ends in 5 days');
    expect(weekMail.text).toContain('Reminder Tutor');
    expect((await waitForEmail(tutor.email)).subject).toBe("Hasini Perera's access to Watercolour Basics ends in 5 days");

    // A second run the same day sends nothing new.
    await runAccessExpiry(new Date());
    expect(await emailsTo(student.email)).toHaveLength(inboxBefore + 1);
    expect(await emailsTo(tutor.email)).toHaveLength(1);

    // The last day: the 1-day reminder, once, saying today.
    await setEnd(tutor.uid, student.uid, soon, endOfDayAhead(0));
    await runAccessExpiry(new Date());
    await runAccessExpiry(new Date());
    expect((await waitForEmail(student.email, inboxBefore + 2)).subject).toBe('Your access to Watercolour Basics ends today');
    const tutorNotice = await adminDb
      .collection('notifications')
      .where('userId', '==', tutor.uid)
      .where('type', '==', 'access_expiring')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .get();
    expect(tutorNotice.docs[0]?.get('params')).toMatchObject({ studentName: 'Hasini Perera', daysLeft: '0' });
    expect(await emailsTo(student.email)).toHaveLength(inboxBefore + 2);
    expect((await grant(soon).get()).get('remindersSent')).toEqual(['7d', '1d']);

    // Its end: no course left, so the student becomes inactive.
    await setEnd(tutor.uid, student.uid, soon, Date.now() - 1000);
    await runAccessExpiry(new Date());
    expect((await grant(soon).get()).get('status')).toBe('expired');
    expect((await enrolment.get()).get('status')).toBe('inactive');
    const listed = await callApi<{ status: string }[]>(`/students/tutor/${tutor.uid}`, { token: tutor.idToken });
    expect(listed.body[0]?.status).toBe('inactive');
  });
});
