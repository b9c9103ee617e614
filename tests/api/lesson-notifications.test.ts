import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import type { TestUser } from '../support/auth.ts';
import { createCourse, createTutor, enrolStudent, saveAccess } from '../support/people.ts';
import { connectYoutube, eventually, newFileId, uploadVideo } from '../support/youtube.ts';
import { createLesson, editLesson } from './support/authoring.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function grant(tutor: TestUser, studentId: string, courseIds: string[]) {
  const answer = await saveAccess(tutor, studentId, { expiresAt: Date.now() + 30 * DAY_MS, courseIds });
  if (answer.status !== 200) throw new Error(`grant: ${answer.status} ${answer.text}`);
}

const lessonNotices = async (studentId: string) =>
  (await adminDb.collection('notifications').where('userId', '==', studentId).where('type', '==', 'lesson_published').get()).docs;

describe('New lesson notifications', () => {
  it('tell the students who can open the course, once, when a lesson goes live', async () => {
    const tutor = await createTutor('Notify Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const learner = await enrolStudent(tutor, 'Amali', 'Silva');
    const otherCourse = await enrolStudent(tutor, 'Ravi', 'Kumar');
    const lapsed = await enrolStudent(tutor, 'Chathura', 'Fernando');
    await grant(tutor, learner.uid, [python]);
    await grant(tutor, otherCourse.uid, [design]);
    await grant(tutor, lapsed.uid, [python]);
    await adminDb.doc(`grants/${python}_${lapsed.uid}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - DAY_MS) });

    const lesson = await createLesson(tutor, python, { title: 'Loops', status: 'published' });
    // Written before the API answers.
    const [notice] = await lessonNotices(learner.uid);
    expect(notice?.data()).toMatchObject({
      title: 'New lesson',
      body: '"Loops" is ready in Python Basics.',
      link: `/student-dashboard/lessons?lesson=${lesson.id}&course=${python}`,
      params: { lessonTitle: 'Loops', courseName: 'Python Basics' },
      read: false,
    });
    expect(await lessonNotices(otherCourse.uid)).toHaveLength(0);
    expect(await lessonNotices(lapsed.uid)).toHaveLength(0);

    // Deleted, the lesson takes its notices with it: none leads to a lesson that is not there.
    await createLesson(tutor, python, { title: 'Strings', status: 'published' });
    expect(await lessonNotices(learner.uid)).toHaveLength(2);
    expect((await callApi(`/lessons/${lesson.id}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(204);
    expect((await lessonNotices(learner.uid)).map((doc) => doc.get('params.lessonTitle') as string)).toEqual(['Strings']);
  }, 60_000);

  it('wait for a draft to be published, and do not repeat when a published lesson is edited', async () => {
    const tutor = await createTutor('Draft Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const learner = await enrolStudent(tutor);
    await grant(tutor, learner.uid, [python]);

    const draft = await createLesson(tutor, python, { title: 'Functions', status: 'draft' });
    expect(await lessonNotices(learner.uid)).toHaveLength(0);

    const update = (title: string) =>
      editLesson(tutor, draft.id, {
        title,
        description: 'def and return',
        duration: 20,
        content: '<p>Functions</p>',
        status: 'published',
      });
    expect((await update('Functions')).status).toBe(200);
    expect(await lessonNotices(learner.uid)).toHaveLength(1);
    expect((await update('Functions and Scope')).status).toBe(200);
    expect(await lessonNotices(learner.uid)).toHaveLength(1);

    // Back to a draft, the notice goes: it would open "Lesson not available". Published again, it comes back.
    const toDraft = await editLesson(tutor, draft.id, {
      title: 'Functions and Scope',
      description: '',
      duration: 20,
      content: '<p>Functions</p>',
      status: 'draft',
    });
    expect(toDraft.status).toBe(200);
    expect(await lessonNotices(learner.uid)).toHaveLength(0);
    expect((await update('Functions and Scope')).status).toBe(200);
    expect(await lessonNotices(learner.uid)).toHaveLength(1);
  }, 60_000);

  it('tell them when an uploaded video has reached YouTube and the lesson is published', async () => {
    const tutor = await createTutor('Video Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const learner = await enrolStudent(tutor);
    await grant(tutor, learner.uid, [python]);
    expect((await connectYoutube(tutor)).status).toBe(200);
    const fileId = newFileId();
    await uploadVideo(tutor, fileId, randomBytes(256 * 1024));

    const lesson = await createLesson(tutor, python, { title: 'Recorded lecture', fileId }, 'video');
    expect(lesson.status).toBe('processing');
    const notices = await eventually(async () => {
      const status = (await adminDb.doc(`lessons/${lesson.id}`).get()).get('status') as string;
      return status === 'published' ? lessonNotices(learner.uid) : undefined;
    });
    expect(notices.map((n): unknown => n.get('params'))).toEqual([
      { lessonTitle: 'Recorded lecture', courseName: 'Python Basics' },
    ]);
  }, 90_000);
});
