import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { uniqueEmail } from '../support/auth.ts';
import { createCourse, createTutor, enrolStudent, invite, saveAccess, signInAsStudent } from '../support/people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const removeStudent = (tutor: { uid: string; idToken: string }, studentId: string) =>
  callApi(`/tutors/dashboard/${tutor.uid}/students/${studentId}`, { method: 'DELETE', token: tutor.idToken });

const inviteAnswer = (tutor: { uid: string; idToken: string }, email: string) =>
  callApi('/tutors/students/invite', { method: 'POST', token: tutor.idToken, json: { email, tutorId: tutor.uid } });

/** A completed lesson record, as the student's browser writes it (old enough for the trigger to leave alone). */
async function completedLesson(tutorId: string, courseId: string, studentId: string) {
  const lessonId = `lesson-${Math.random().toString(36).slice(2)}`;
  const at = Timestamp.fromMillis(Date.now() - DAY_MS);
  await adminDb.doc(`progress/${studentId}_${lessonId}`).set({
    studentId,
    lessonId,
    courseId,
    tutorId,
    status: 'completed',
    startedAt: at,
    completedAt: at,
    updatedAt: at,
  });
}

describe('removing a student', () => {
  it('closes their courses, frees their place in a full class and takes them out of the figures', async () => {
    const tutor = await createTutor('Full Class Tutor');
    const other = await createTutor('Their Other Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const student = await enrolStudent(tutor);
    const stays = await enrolStudent(tutor, 'Stays', 'Enrolled');
    expect((await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [python] })).status).toBe(200);
    expect((await saveAccess(tutor, stays.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [python] })).status).toBe(200);
    await completedLesson(tutor.uid, python, student.uid);
    await completedLesson(tutor.uid, python, stays.uid);
    // The same student also learns from another tutor.
    const { token } = await invite(other, student.email);
    expect(
      (await callApi('/students/onboard', { method: 'POST', json: { token, firstName: 'Nadee', lastName: 'Perera' } })).status,
    ).toBe(200);
    const design = await createCourse(other.uid, 'Design Basics');
    expect((await saveAccess(other, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [design] })).status).toBe(200);
    // A 'New lesson' notice of the tutor's course, as publishing writes it.
    const lesson = await adminDb
      .collection('lessons')
      .add({ tutorId: tutor.uid, courseId: python, title: 'Loops', status: 'published' });
    await adminDb.doc(`notifications/lesson_published_${lesson.id}_${student.uid}`).set({
      userId: student.uid,
      type: 'lesson_published',
      link: `/student-dashboard/lessons?lesson=${lesson.id}&course=${python}`,
      params: { lessonTitle: 'Loops', courseName: 'Python Basics' },
    });
    // 'Access ending soon' for both of them, as the daily reminders write it.
    for (const userId of [student.uid, tutor.uid]) {
      await adminDb.collection('notifications').add({
        userId,
        type: 'access_expiring',
        grantId: `${python}_${student.uid}`,
        params: { studentName: 'Nadee Perera', courseName: 'Python Basics', daysLeft: '1' },
      });
    }
    // The class is full: nobody new can be invited.
    await adminDb.doc(`tutors/${tutor.uid}`).update({ studentCount: 50 });
    expect(await inviteAnswer(tutor, uniqueEmail('newcomer'))).toMatchObject({ status: 409, body: { reason: 'student-limit' } });

    expect((await removeStudent(tutor, student.uid)).status).toBe(204);

    const listed = await callApi<{ id: string }[]>(`/students/tutor/${tutor.uid}`, { token: tutor.idToken });
    expect(listed.body.map((s) => s.id)).toEqual([stays.uid]);
    expect((await adminDb.doc(`grants/${python}_${student.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`courses/${python}`).get()).get('studentCount')).toBe(1);
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('studentCount')).toBe(49);
    const progress = await adminDb.collection('progress').where('tutorId', '==', tutor.uid).get();
    expect(progress.docs.map((doc) => doc.get('studentId') as unknown)).toEqual([stays.uid]);
    // The student no longer has the tutor's course; their other tutor's is still open to them.
    const courses = await callApi<{ courseId: string }[]>(`/students/${student.uid}/courses`, {
      token: await signInAsStudent(student.uid),
    });
    expect(courses.body.map((course) => course.courseId)).toEqual([design]);
    expect((await adminDb.doc(`tutors/${other.uid}/students/${student.uid}`).get()).exists).toBe(true);
    // Her bell no longer leads to the tutor's course or lesson, nor says its access ends; the other
    // tutor's course stays. The tutor's bell no longer says her access ends either.
    const bell = await adminDb.collection('notifications').where('userId', '==', student.uid).get();
    expect(bell.docs.map((doc) => (doc.get('params') as { courseName: string }).courseName)).toEqual(['Design Basics']);
    const tutorBell = await adminDb.collection('notifications').where('userId', '==', tutor.uid).get();
    expect(tutorBell.docs.map((doc) => doc.get('type') as unknown)).not.toContain('access_expiring');

    // The place is free again: a newcomer can be invited, and so can the student who was removed.
    expect((await inviteAnswer(tutor, uniqueEmail('newcomer'))).status).toBe(200);
    expect((await inviteAnswer(tutor, student.email)).status).toBe(200);
  });

  it('says the student is no longer in the class when another tab removed them, changing nothing', async () => {
    const tutor = await createTutor('Two Tabs Tutor');
    const student = await enrolStudent(tutor);
    const stays = await enrolStudent(tutor, 'Stays', 'Enrolled');
    expect((await removeStudent(tutor, student.uid)).status).toBe(204);
    expect(await removeStudent(tutor, student.uid)).toMatchObject({ status: 404, body: { reason: 'student-not-enrolled' } });
    expect((await adminDb.doc(`tutors/${tutor.uid}`).get()).get('studentCount')).toBe(1);
    expect((await adminDb.doc(`tutors/${tutor.uid}/students/${stays.uid}`).get()).exists).toBe(true);
  });

  it("answers 404 for a student of another tutor only, and leaves that tutor's class as it was", async () => {
    const tutor = await createTutor('Curious Tutor');
    const other = await createTutor('Other Class Tutor');
    const design = await createCourse(other.uid, 'Design Basics');
    const student = await enrolStudent(other);
    expect((await saveAccess(other, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [design] })).status).toBe(200);
    await completedLesson(other.uid, design, student.uid);

    expect(await removeStudent(tutor, student.uid)).toMatchObject({ status: 404, body: { reason: 'student-not-enrolled' } });
    expect((await adminDb.doc(`tutors/${other.uid}/students/${student.uid}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`grants/${design}_${student.uid}`).get()).get('status')).toBe('active');
    expect((await adminDb.collection('progress').where('studentId', '==', student.uid).get()).size).toBe(1);
    expect((await adminDb.doc(`tutors/${other.uid}`).get()).get('studentCount')).toBe(1);
    expect((await adminDb.collection('notifications').where('userId', '==', student.uid).get()).size).toBe(1);
  });
});
