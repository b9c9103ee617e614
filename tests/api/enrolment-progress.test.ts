import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import type { TestUser } from '../support/auth.ts';
import { eventually } from '../support/eventually.ts';
import { createCourse, createTutor, enrolStudent, saveAccess } from '../support/people.ts';
import { createLesson, editLesson } from './support/authoring.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The progress % on the student's card on the tutor's Students screen. */
const cardProgress = async (tutor: TestUser, studentId: string) =>
  (await adminDb.doc(`tutors/${tutor.uid}/students/${studentId}`).get()).get('progress') as unknown;

describe("the progress on a student's card follows what they can open", () => {
  it('is counted again when access changes and when a lesson is published, taken back or deleted', async () => {
    const tutor = await createTutor('Progress Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const [loops, functions] = [
      await createLesson(tutor, python, { title: 'Loops', status: 'published' }),
      await createLesson(tutor, python, { title: 'Functions', status: 'published' }),
    ];
    const [colour] = [
      await createLesson(tutor, design, { title: 'Colour', status: 'published' }),
      await createLesson(tutor, design, { title: 'Type', status: 'published' }),
    ];
    const student = await enrolStudent(tutor, 'Kavindi', 'Perera');
    const access = async (courseIds: string[]) =>
      expect((await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 30 * DAY_MS, courseIds })).status).toBe(200);
    await access([python]);

    // The student completes Loops (what their browser writes): 1 of Python's 2 lessons.
    await adminDb.doc(`progress/${student.uid}_${loops.id}`).set({
      studentId: student.uid,
      lessonId: loops.id,
      courseId: python,
      tutorId: tutor.uid,
      status: 'completed',
      completedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    await eventually(
      () => cardProgress(tutor, student.uid),
      (progress) => progress === 50,
    );

    // Design opens too: 1 of 4 lessons. Python is revoked: its lesson no longer counts.
    await access([python, design]);
    expect(await cardProgress(tutor, student.uid)).toBe(25);
    await access([design]);
    expect(await cardProgress(tutor, student.uid)).toBe(0);
    await access([python, design]);
    expect(await cardProgress(tutor, student.uid)).toBe(25);

    // Functions back to draft: 1 of 3. Colour deleted: 1 of 2. A new published lesson: 1 of 3.
    const putBack = await editLesson(tutor, functions.id, {
      title: 'Functions',
      description: 'def',
      duration: 20,
      content: '<p>def</p>',
      status: 'draft',
    });
    expect(putBack.status).toBe(200);
    expect(await cardProgress(tutor, student.uid)).toBe(33);
    expect((await callApi(`/lessons/${colour.id}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(204);
    expect(await cardProgress(tutor, student.uid)).toBe(50);
    await createLesson(tutor, design, { title: 'Layout', status: 'published' });
    expect(await cardProgress(tutor, student.uid)).toBe(33);
  }, 90_000);
});
