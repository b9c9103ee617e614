import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { TTutorDashboardResponse } from '../../functions/src/shared/schemas/dashboard.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { HOST, PORTS, PROJECT_ID } from '../support/emulators.ts';
import { eventually } from '../support/eventually.ts';
import { signInAs } from '../support/people.ts';

const DAY_MS = 86_400_000;

/** A tutor with one course of two published lessons and one student holding access, all fresh. */
async function createWorld() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const tutorId = `pc-tutor-${id}`;
  const studentId = `pc-student-${id}`;
  const courseId = `pc-course-${id}`;
  const lessons = [`pc-lesson-a-${id}`, `pc-lesson-b-${id}`];
  const now = Timestamp.now();
  await adminAuth.createUser({ uid: tutorId, email: `${tutorId}@example.com` });
  await adminAuth.setCustomUserClaims(tutorId, { role: 'tutor' });
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`tutors/${tutorId}`), {
    name: 'Chamari Herath',
    email: `${tutorId}@example.com`,
    avatarUrl: '',
    subscriptionStatus: 'ACTIVE',
    subscriptionPlan: 'monthly',
    subscriptionEndDate: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
    studentCount: 1,
    courseCount: 1,
    lessonCount: 2,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(adminDb.doc(`tutors/${tutorId}/students/${studentId}`), {
    name: 'Kumari Silva',
    email: `${studentId}@example.com`,
    status: 'active',
    inviteStatus: 'accepted',
    progress: 0,
    lastActive: Timestamp.fromMillis(Date.now() - 10 * DAY_MS),
    enrolledCourses: [],
  });
  batch.set(adminDb.doc(`students/${studentId}`), { name: 'Kumari Silva', email: `${studentId}@example.com` });
  batch.set(adminDb.doc(`courses/${courseId}`), {
    tutorId,
    tutorName: 'Chamari Herath',
    name: 'Sinhala Grammar',
    status: 'active',
    createdAt: now,
  });
  for (const lessonId of lessons) {
    batch.set(adminDb.doc(`lessons/${lessonId}`), {
      tutorId,
      courseId,
      courseName: 'Sinhala Grammar',
      title: lessonId.includes('-a-') ? 'Nouns and Verbs' : 'Tenses',
      type: 'text',
      status: 'published',
      views: 0,
      completion: 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  batch.set(adminDb.doc(`grants/${courseId}_${studentId}`), {
    courseId,
    studentId,
    tutorId,
    grantedAt: now,
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
    status: 'active',
  });
  await batch.commit();
  return { tutorId, studentId, courseId, lessons: lessons as [string, string] };
}

/** What a student's browser writes (the rules force updatedAt to the request time). */
function progressWrite(world: Awaited<ReturnType<typeof createWorld>>, lessonId: string, status: string, updatedAt: unknown) {
  return adminDb.doc(`progress/${world.studentId}_${lessonId}`).set({
    studentId: world.studentId,
    lessonId,
    courseId: world.courseId,
    tutorId: world.tutorId,
    status,
    completedAt: status === 'completed' ? FieldValue.serverTimestamp() : null,
    updatedAt,
  });
}

/**
 * The student opening lessons at the same moment in two tabs, as their browser writes it
 * (save-progress.ts): signed in as them, through the rules, which set the times to the server's.
 */
async function openInTabs(world: Awaited<ReturnType<typeof createWorld>>, lessonIds: readonly string[]) {
  const env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: HOST, port: PORTS.firestore } });
  try {
    await Promise.all(
      lessonIds.map((lessonId) => {
        const tab = env.authenticatedContext(world.studentId, { role: 'student' }).firestore() as unknown as Firestore;
        return setDoc(doc(tab, 'progress', `${world.studentId}_${lessonId}`), {
          studentId: world.studentId,
          lessonId,
          courseId: world.courseId,
          tutorId: world.tutorId,
          status: 'in_progress',
          completedAt: null,
          updatedAt: serverTimestamp(),
          startedAt: serverTimestamp(),
        });
      }),
    );
  } finally {
    await env.cleanup();
  }
}

const fieldOf = (path: string, field: string) => async () => (await adminDb.doc(path).get()).get(field) as unknown;
const activitiesOf = async (tutorId: string) =>
  (await adminDb.collection('activities').where('tutorId', '==', tutorId).get()).docs.map((d) => d.data());

describe('a student opening and completing lessons reaches the tutor', () => {
  it('counts the first open as a view and a course start, and a completion in the feed, rates and notifications', async () => {
    const world = await createWorld();
    const [lessonA, lessonB] = world.lessons;

    await progressWrite(world, lessonA, 'in_progress', FieldValue.serverTimestamp());
    await eventually(fieldOf(`lessons/${lessonA}`, 'views'), (views) => views === 1);
    const started = await eventually(
      () => activitiesOf(world.tutorId),
      (list) => list.length === 1,
    );
    expect(started[0]).toMatchObject({
      type: 'course_started',
      title: 'Kumari Silva started Sinhala Grammar',
      metadata: { studentName: 'Kumari Silva', courseName: 'Sinhala Grammar' },
    });

    await progressWrite(world, lessonA, 'completed', FieldValue.serverTimestamp());
    await eventually(fieldOf(`lessons/${lessonA}`, 'completion'), (completion) => completion === 100);
    await eventually(fieldOf(`tutors/${world.tutorId}/students/${world.studentId}`, 'progress'), (progress) => progress === 50);
    const lastActive = (await fieldOf(`students/${world.studentId}`, 'lastActive')()) as Timestamp;
    expect(Date.now() - lastActive.toMillis()).toBeLessThan(60_000);
    const notification = await eventually(
      async () => (await adminDb.collection('notifications').where('userId', '==', world.tutorId).get()).docs,
      (docs) => docs.length === 1,
    );
    expect(notification[0]?.data()).toMatchObject({
      type: 'lesson_completed',
      body: 'Kumari Silva completed "Nouns and Verbs".',
      read: false,
    });

    // Opening a second lesson of the same course is a view, not a second course start.
    await progressWrite(world, lessonB, 'in_progress', FieldValue.serverTimestamp());
    await eventually(fieldOf(`lessons/${lessonB}`, 'views'), (views) => views === 1);
    const feed = await activitiesOf(world.tutorId);
    expect(feed.map((a) => String(a.type)).sort()).toEqual(['course_started', 'lesson_completed']);
    expect(await fieldOf(`lessons/${lessonA}`, 'views')()).toBe(1);

    const tutor = await signInAs(world.tutorId);
    const dashboard = await callApi<TTutorDashboardResponse>(`/tutors/dashboard/${world.tutorId}/dashboard`, {
      token: tutor.idToken,
    });
    expect(dashboard.body.stats).toMatchObject({ completionRate: 50 });
    expect(dashboard.body.activity[0]).toMatchObject({
      type: 'lesson_completed',
      title: 'Kumari Silva completed Nouns and Verbs',
    });
    expect(dashboard.body.courseProgress).toEqual([
      { courseId: world.courseId, name: 'Sinhala Grammar', students: 1, completed: 1, tracked: 2, completionRate: 50 },
    ]);
  });

  it('tells the tutor once that the student started the course when they open two lessons at once', async () => {
    const world = await createWorld();
    // Written at the same moment, both records are there when the triggers look: neither is the only opened one.
    await openInTabs(world, world.lessons);
    for (const lessonId of world.lessons) await eventually(fieldOf(`lessons/${lessonId}`, 'views'), (views) => views === 1);
    await eventually(
      () => activitiesOf(world.tutorId),
      (list) => list.length > 0,
    );
    // The view and the start are recorded side by side: give a second start the time to show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await activitiesOf(world.tutorId)).toMatchObject([
      { type: 'course_started', title: 'Kumari Silva started Sinhala Grammar' },
    ]);
  });

  it('tells the tutor again what a student they removed and took back starts and completes', async () => {
    const world = await createWorld();
    const [lessonA] = world.lessons;
    const notificationsOf = async () =>
      (await adminDb.collection('notifications').where('userId', '==', world.tutorId).get()).size;
    await progressWrite(world, lessonA, 'in_progress', FieldValue.serverTimestamp());
    await progressWrite(world, lessonA, 'completed', FieldValue.serverTimestamp());
    await eventually(
      () => activitiesOf(world.tutorId),
      (list) => list.length === 2,
    );
    await eventually(notificationsOf, (count) => count === 1);

    const tutor = await signInAs(world.tutorId);
    const removed = await callApi(`/tutors/dashboard/${world.tutorId}/students/${world.studentId}`, {
      method: 'DELETE',
      token: tutor.idToken,
    });
    expect(removed.status).toBe(204);
    // Taken back next term: enrolled and granted the course again, as onboarding and Manage Access write them.
    const now = Timestamp.now();
    await adminDb.doc(`tutors/${world.tutorId}/students/${world.studentId}`).set({ name: 'Kumari Silva', enrolledCourses: [] });
    await adminDb.doc(`grants/${world.courseId}_${world.studentId}`).set({
      courseId: world.courseId,
      studentId: world.studentId,
      tutorId: world.tutorId,
      grantedAt: now,
      expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
      status: 'active',
    });
    await progressWrite(world, lessonA, 'in_progress', FieldValue.serverTimestamp());
    await progressWrite(world, lessonA, 'completed', FieldValue.serverTimestamp());

    const feed = await eventually(
      () => activitiesOf(world.tutorId),
      (list) => list.length === 4,
    );
    expect(feed.map((a) => String(a.type)).sort()).toEqual([
      'course_started',
      'course_started',
      'lesson_completed',
      'lesson_completed',
    ]);
    await eventually(notificationsOf, (count) => count === 2);
  });

  it('does not count records written with an old time again (imports and demo data)', async () => {
    const world = await createWorld();
    const [lessonA, lessonB] = world.lessons;
    await progressWrite(world, lessonA, 'completed', Timestamp.fromMillis(Date.now() - 3 * DAY_MS));
    // A live write afterwards: once its effect shows, the older write's trigger has had its turn.
    await progressWrite(world, lessonB, 'in_progress', FieldValue.serverTimestamp());
    await eventually(fieldOf(`lessons/${lessonB}`, 'views'), (views) => views === 1);
    // The recount reads the records themselves, the old completion included.
    await eventually(fieldOf(`tutors/${world.tutorId}/students/${world.studentId}`, 'progress'), (p) => p === 50);
    expect(await fieldOf(`lessons/${lessonA}`, 'views')()).toBe(0);
    expect(await fieldOf(`lessons/${lessonA}`, 'completion')()).toBe(0);
    // Lesson B is not the first lesson the student opened in the course, so no course start either.
    expect(await activitiesOf(world.tutorId)).toEqual([]);
  });
});
