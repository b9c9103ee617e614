/** Helpers for the course and lesson API tests: tutors, multipart bodies, test images, Storage. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { solidPng, type Rgb } from '../../../emulators/seed/png.ts';
import { adminAuth, adminDb } from '../../support/admin.ts';
import { callApi } from '../../support/api.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail, type TestUser } from '../../support/auth.ts';
import { PROJECT_ID } from '../../support/emulators.ts';
import { paidUp } from '../../support/people.ts';
import { STORAGE_BUCKET } from '../../../emulators/config.ts';

/** A signed-in tutor with a paid-up profile (through the real session endpoint) and a fresh token carrying the role. */
export async function createTutor(name = 'Test Tutor'): Promise<TestUser> {
  const user = await signInWithGoogle(uniqueEmail('author'), name);
  const session = await callApi('/auth/tutor/session', { method: 'POST', token: user.idToken });
  if (session.status !== 200) throw new Error(`tutor session: ${session.status} ${session.text}`);
  await adminDb.doc(`tutors/${user.uid}`).update(paidUp());
  return refreshIdToken(user);
}

export async function createStudent(): Promise<TestUser> {
  const user = await signInWithGoogle(uniqueEmail('learner'));
  await adminAuth.setCustomUserClaims(user.uid, { role: 'student' });
  return refreshIdToken(user);
}

export const png = (colour: Rgb = [40, 120, 200]) => solidPng(32, 18, colour);

/** A multipart body; a Buffer value becomes a file part with the given name and declared type. */
export function form(
  fields: Record<string, string | number>,
  file?: { field?: string; data: Buffer; name?: string; type?: string },
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  if (file) {
    body.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'thumbnail.png',
    );
  }
  return body;
}

export const courseFields = (overrides: Record<string, string | number> = {}) => ({
  name: 'Python for Beginners',
  description: '<p>Learn <strong>Python</strong> step by step.</p>',
  category: 'programming',
  difficulty: 'beginner',
  duration: 6,
  ...overrides,
});

interface CourseAnswer {
  course: { id: string; imageUrl: string; name: string } & Record<string, unknown>;
}

export async function createCourse(tutor: TestUser, overrides: Record<string, string | number> = {}) {
  const answer = await callApi<CourseAnswer>('/courses', {
    method: 'POST',
    token: tutor.idToken,
    body: form(courseFields(overrides), { data: png() }),
  });
  if (answer.status !== 201) throw new Error(`create course: ${answer.status} ${answer.text}`);
  return answer.body.course;
}

export const lessonFields = (courseId: string, overrides: Record<string, string | number> = {}) => ({
  title: 'Variables and Data Types',
  description: 'Numbers, strings and lists.',
  courseId,
  duration: 25,
  content: '<p>A <strong>variable</strong> names a value.</p>',
  ...overrides,
});

export async function createLesson(
  tutor: TestUser,
  courseId: string,
  overrides: Record<string, string | number> = {},
  type = 'text',
) {
  const answer = await callApi<{ lesson: { id: string; updatedAt: string } & Record<string, unknown> }>(`/lessons?type=${type}`, {
    method: 'POST',
    token: tutor.idToken,
    body: form(lessonFields(courseId, overrides)),
  });
  if (answer.status !== 201) throw new Error(`create lesson: ${answer.status} ${answer.text}`);
  return answer.body.lesson;
}

/**
 * Saves `fields` as the Edit Lesson page does: from the lesson as it is now, whose `updatedAt` the
 * save is checked against (`PUT /lessons/:id` refuses one made from an older version).
 */
export async function editLesson(tutor: TestUser, lessonId: string, fields: Record<string, unknown>) {
  const opened = await callApi<{ lesson: { updatedAt: string } }>(`/lessons/${lessonId}`, { token: tutor.idToken });
  if (opened.status !== 200) throw new Error(`open lesson: ${opened.status} ${opened.text}`);
  return callApi(`/lessons/${lessonId}`, {
    method: 'PUT',
    token: tutor.idToken,
    json: { ...fields, seenUpdatedAt: opened.body.lesson.updatedAt },
  });
}

const storageApp =
  getApps().find((a) => a.name === 'authoring-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'authoring-tests');
export const bucket = () => getStorage(storageApp).bucket(STORAGE_BUCKET);

/** Names of the stored objects under `prefix`. */
export async function storedObjects(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

export async function tutorCounts(uid: string) {
  const tutor = (await adminDb.doc(`tutors/${uid}`).get()).data() ?? {};
  return { courseCount: tutor.courseCount as number, lessonCount: tutor.lessonCount as number };
}

export async function coursesOf(uid: string) {
  return (await adminDb.collection('courses').where('tutorId', '==', uid).get()).docs;
}

export async function lessonsOf(uid: string) {
  return (await adminDb.collection('lessons').where('tutorId', '==', uid).get()).docs;
}
