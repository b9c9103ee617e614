import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { createCourse, createTutor, enrolStudent, saveAccess, signInAsStudent } from '../support/people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const grantOf = (courseId: string, studentId: string) => adminDb.doc(`grants/${courseId}_${studentId}`).get();

describe('Manage Course Access', () => {
  it('saves nothing from a dialog opened before the access was changed elsewhere, and says so', async () => {
    const tutor = await createTutor('Two Tabs Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const student = await enrolStudent(tutor);
    const listCourses = async () =>
      (
        await callApi<{ enrolledCourses: { id: string; expiresAt: string | null }[] }[]>(`/students/tutor/${tutor.uid}`, {
          token: tutor.idToken,
        })
      ).body[0]!.enrolledCourses.map(({ id, expiresAt }) => ({ id, expiresAt }));
    const expiresAt = Date.now() + 30 * DAY_MS;
    // Tab B opens the dialog (no courses yet); tab A then grants Python.
    const seenInTabB = await listCourses();
    const tabA = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [python], seenCourses: seenInTabB });
    expect(tabA.status).toBe(200);

    // Tab B saves Design alone, which would take Python away unseen.
    const tabB = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [design], seenCourses: seenInTabB });
    expect(tabB).toMatchObject({ status: 409, body: { reason: 'access-changed' } });
    expect((await grantOf(python, student.uid)).get('status')).toBe('active');
    expect((await grantOf(design, student.uid)).exists).toBe(false);

    // Opened again, on the current list, the same choice is saved.
    const reopened = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [design], seenCourses: await listCourses() });
    expect(reopened).toMatchObject({ status: 200, body: { granted: [design], revoked: [python] } });
  });

  it('grants the chosen courses until the chosen time, and revokes the ones left out', async () => {
    const tutor = await createTutor('Access Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const student = await enrolStudent(tutor);
    const expiresAt = Date.now() + 30 * DAY_MS;

    const first = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [python, design, python] });
    expect(first).toMatchObject({ status: 200, body: { granted: [python, design], revoked: [] } });
    // The student was told once about each course newly opened to them.
    const told = async () =>
      (await adminDb.collection('notifications').where('userId', '==', student.uid).get()).docs.map(
        (doc) => [doc.get('type'), (doc.get('params') as { courseName: string }).courseName, doc.get('read')] as unknown,
      );
    expect((await told()).sort()).toEqual([
      ['access_granted', 'Design Basics', false],
      ['access_granted', 'Python Basics', false],
    ]);
    const grant = await grantOf(python, student.uid);
    expect(grant.data()).toMatchObject({ studentId: student.uid, tutorId: tutor.uid, courseId: python, status: 'active' });
    expect((grant.get('expiresAt') as Timestamp).toMillis()).toBe(expiresAt);
    expect((await adminDb.doc(`courses/${python}`).get()).get('studentCount')).toBe(1);

    const listed = await callApi<
      { id: string; status: string; enrolledCourses: { id: string; name: string; expiresAt: string }[] }[]
    >(`/students/tutor/${tutor.uid}`, { token: tutor.idToken });
    expect(listed.body[0]).toMatchObject({
      status: 'active',
      enrolledCourses: [
        { id: python, name: 'Python Basics', expiresAt: new Date(expiresAt).toISOString() },
        { id: design, name: 'Design Basics', expiresAt: new Date(expiresAt).toISOString() },
      ],
    });

    const second = await saveAccess(tutor, student.uid, { expiresAt: expiresAt + DAY_MS, courseIds: [design] });
    expect(second.body).toMatchObject({ granted: [design], revoked: [python] });
    expect((await grantOf(python, student.uid)).exists).toBe(false);
    expect((await adminDb.doc(`courses/${python}`).get()).get('studentCount')).toBe(0);
    expect((await adminDb.doc(`courses/${design}`).get()).get('studentCount')).toBe(1);
    // Not told again about Design for its new end date; Python's notice, revoked, is withdrawn.
    expect(await told()).toEqual([['access_granted', 'Design Basics', false]]);

    const none = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [] });
    expect(none.body).toMatchObject({ revoked: [design] });
    const enrolment = await adminDb.doc(`tutors/${tutor.uid}/students/${student.uid}`).get();
    expect(enrolment.get('status')).toBe('inactive');
    expect(enrolment.get('enrolledCourses')).toEqual([]);

    expect(await told()).toEqual([]);
  });

  it("withdraws both sides' 'Access ending soon' of a course whose end date the tutor changes, and only those; reminders sent for a date that stands are not sent again", async () => {
    const tutor = await createTutor('Extending Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const student = await enrolStudent(tutor);
    const expiresAt = Date.now() + 5 * DAY_MS;
    expect((await saveAccess(tutor, student.uid, { expiresAt, courseIds: [python] })).status).toBe(200);
    // 'Access ending soon' for both of them, as the daily reminders write it (and record it on the grant).
    const pythonGrant = adminDb.doc(`grants/${python}_${student.uid}`);
    await pythonGrant.update({ remindersSent: ['7d'] });
    for (const userId of [student.uid, tutor.uid]) {
      await adminDb.collection('notifications').add({
        userId,
        type: 'access_expiring',
        title: 'Access ending soon',
        grantId: `${python}_${student.uid}`,
        params: { studentName: 'Nadee Perera', courseName: 'Python Basics', daysLeft: '5' },
        read: false,
      });
    }
    const ending = async () =>
      (
        await adminDb
          .collection('notifications')
          .where('type', '==', 'access_expiring')
          .where('grantId', '==', `${python}_${student.uid}`)
          .get()
      ).docs
        .map((doc) => doc.get('userId') as unknown)
        .sort();

    // Another course until the same day: Python's end stands, and so do its notices.
    expect((await saveAccess(tutor, student.uid, { expiresAt, courseIds: [python, design] })).status).toBe(200);
    expect(await ending()).toEqual([student.uid, tutor.uid].sort());
    expect((await pythonGrant.get()).get('remindersSent')).toEqual(['7d']);

    // Extended by a month: the notices named the old date.
    expect(
      (await saveAccess(tutor, student.uid, { expiresAt: expiresAt + 30 * DAY_MS, courseIds: [python, design] })).status,
    ).toBe(200);
    expect(await ending()).toEqual([]);
    // The new date gets its own reminders.
    expect((await pythonGrant.get()).get('remindersSent')).toEqual([]);
    const bell = await adminDb.collection('notifications').where('userId', '==', student.uid).get();
    expect(bell.docs.map((doc) => doc.get('type') as unknown)).toEqual(['access_granted', 'access_granted']);
  });

  it('leaves a course whose access has ended as it is when it is left out, instead of revoking or reopening it', async () => {
    const tutor = await createTutor('Ended Access Tutor');
    const excel = await createCourse(tutor.uid, 'Excel Essentials');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const student = await enrolStudent(tutor);
    await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 10 * DAY_MS, courseIds: [excel] });
    const endedAt = Date.now() - 1000;
    await adminDb.doc(`grants/${excel}_${student.uid}`).update({ expiresAt: Timestamp.fromMillis(endedAt) });
    const enrolmentRef = adminDb.doc(`tutors/${tutor.uid}/students/${student.uid}`);
    await enrolmentRef.update({
      enrolledCourses: [{ id: excel, name: 'Excel Essentials', expiresAt: Timestamp.fromMillis(endedAt) }],
    });

    // A new course for the student: the ended one is not in the request, as the dialog leaves it unticked.
    const expiresAt = Date.now() + 30 * DAY_MS;
    const answer = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [design] });
    expect(answer.body).toMatchObject({ granted: [design], revoked: [] });
    const ended = await grantOf(excel, student.uid);
    expect((ended.get('expiresAt') as Timestamp).toMillis()).toBe(endedAt);
    // The tutor's card and the student's "access ended" notice still name it.
    expect((await enrolmentRef.get()).get('enrolledCourses')).toEqual([
      { id: design, name: 'Design Basics', expiresAt: Timestamp.fromMillis(expiresAt) },
      { id: excel, name: 'Excel Essentials', expiresAt: Timestamp.fromMillis(endedAt) },
    ]);
    const told = await adminDb.collection('notifications').where('userId', '==', student.uid).get();
    expect(
      told.docs.filter((doc) => (doc.get('params') as { courseName: string }).courseName === 'Excel Essentials'),
    ).toHaveLength(1);
  });

  it('tells the student when access that ended today is given again before the daily job has marked it expired', async () => {
    const tutor = await createTutor('Renewing Tutor');
    const excel = await createCourse(tutor.uid, 'Excel Essentials');
    const student = await enrolStudent(tutor);
    await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 10 * DAY_MS, courseIds: [excel] });
    // Ended at 14:00; the job that marks it expired runs at 06:00 tomorrow.
    await adminDb.doc(`grants/${excel}_${student.uid}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds: [excel] });
    const told = await adminDb.collection('notifications').where('userId', '==', student.uid).get();
    expect(told.docs.filter((doc) => doc.get('type') === 'access_granted')).toHaveLength(2);
    // Still one student on the course: the grant was never marked expired, so never uncounted.
    expect((await adminDb.doc(`courses/${excel}`).get()).get('studentCount')).toBe(1);
  });

  it("refuses another tutor's course, another tutor's student and another tutor's path with 403, writing nothing", async () => {
    const tutor = await createTutor('Honest Tutor');
    const other = await createTutor('Other Tutor');
    const own = await createCourse(tutor.uid, 'Own Course');
    const foreign = await createCourse(other.uid, 'Foreign Course');
    const student = await enrolStudent(tutor);
    const otherStudent = await enrolStudent(other);
    const expiresAt = Date.now() + 30 * DAY_MS;

    const foreignCourse = await saveAccess(tutor, student.uid, { expiresAt, courseIds: [own, foreign] });
    expect(foreignCourse).toMatchObject({ status: 403, body: { message: 'You can only grant access to your own courses.' } });
    expect((await grantOf(own, student.uid)).exists).toBe(false);
    expect((await grantOf(foreign, student.uid)).exists).toBe(false);

    const missingCourse = await saveAccess(tutor, student.uid, { expiresAt, courseIds: ['no-such-course'] });
    expect(missingCourse.status).toBe(403);

    const foreignStudent = await saveAccess(tutor, otherStudent.uid, { expiresAt, courseIds: [own] });
    expect(foreignStudent).toMatchObject({
      status: 403,
      body: { message: 'This student is not in your class.', reason: 'student-not-enrolled' },
    });
    expect((await grantOf(own, otherStudent.uid)).exists).toBe(false);

    const otherPath = await callApi(`/tutors/dashboard/${other.uid}/students/${otherStudent.uid}/courses/access`, {
      method: 'POST',
      token: tutor.idToken,
      json: { expiresAt, courseIds: [foreign] },
    });
    expect(otherPath.status).toBe(403);
  });

  it('refuses bad end dates and malformed bodies with 400', async () => {
    const tutor = await createTutor('Careful Tutor');
    const course = await createCourse(tutor.uid, 'Careful Course');
    const student = await enrolStudent(tutor);
    const cases: [unknown, string][] = [
      [{ expiresAt: Date.now() - DAY_MS, courseIds: [course] }, 'The access end date must be in the future.'],
      [{ expiresAt: Date.now() + 6 * 366 * DAY_MS, courseIds: [course] }, 'Access can be granted for at most 5 years at a time.'],
      [{ expiresAt: '2030-01-01', courseIds: [course] }, 'expiresAt'],
      [{ expiresAt: Date.now() + 1.5, courseIds: [course] }, 'expiresAt'],
      [{ expiresAt: Date.now() + DAY_MS, courseIds: course }, 'courseIds'],
      [{ courseIds: [course] }, 'expiresAt'],
    ];
    for (const [body, message] of cases) {
      const answer = await saveAccess(tutor, student.uid, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain(message);
    }
    expect((await grantOf(course, student.uid)).exists).toBe(false);
  });
});

describe("the student's own courses", () => {
  it('lists only unexpired access, each with its end date, and only to the student', async () => {
    const tutor = await createTutor('Listing Tutor');
    const open = await createCourse(tutor.uid, 'Open Course');
    const ended = await createCourse(tutor.uid, 'Ended Course');
    const student = await enrolStudent(tutor);
    const expiresAt = Date.now() + 10 * DAY_MS;
    await saveAccess(tutor, student.uid, { expiresAt, courseIds: [open, ended] });
    await adminDb.doc(`grants/${ended}_${student.uid}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });

    const token = await signInAsStudent(student.uid);
    const answer = await callApi(`/students/${student.uid}/courses`, { token });
    expect(answer).toMatchObject({
      status: 200,
      body: [{ courseId: open, name: 'Open Course', tutorName: 'Tutor', expiresAt: new Date(expiresAt).toISOString() }],
    });
    expect((await callApi(`/students/${student.uid}/courses`, { token: tutor.idToken })).status).toBe(403);
  });
});
