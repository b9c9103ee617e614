import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_IDS, DEMO_TUTOR_IDS } from '../../emulators/seed/demo-data.ts';
import { seedAdminApp, seedDemoData, type DemoSignIns } from '../../emulators/seed/run.ts';
import { ADMIN_EMULATOR_ENV } from '../support/emulators.ts';

// The runner normally passes these; fall back to the launcher's defaults (never to live services).
process.env.GCLOUD_PROJECT ??= ADMIN_EMULATOR_ENV.GCLOUD_PROJECT;
process.env.FIRESTORE_EMULATOR_HOST ??= ADMIN_EMULATOR_ENV.FIRESTORE_EMULATOR_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= ADMIN_EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST;
if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST && !process.env.STORAGE_EMULATOR_HOST) {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = ADMIN_EMULATOR_ENV.FIREBASE_STORAGE_EMULATOR_HOST;
  process.env.STORAGE_EMULATOR_HOST = ADMIN_EMULATOR_ENV.STORAGE_EMULATOR_HOST;
}

const TUTORS = Object.values(DEMO_TUTOR_IDS);
const DEMO_UIDS = [...TUTORS, ...Object.values(DEMO_STUDENT_IDS)];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const app = () => seedAdminApp();
const db = () => getFirestore(app());

/** The demo data's documents per collection, its Auth users and its course images (other tests' data is left out). */
async function census(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  for (const collection of ['invitations', 'courses', 'lessons', 'grants', 'progress', 'activities', 'orders', 'videoJobs']) {
    counts[collection] = await count(db().collection(collection).where('tutorId', 'in', TUTORS));
  }
  counts.notifications = await count(db().collection('notifications').where('userId', 'in', DEMO_UIDS));
  const exists = async (paths: string[]) =>
    (await db().getAll(...paths.map((path) => db().doc(path)))).filter((d) => d.exists).length;
  counts.tutors = await exists(TUTORS.map((id) => `tutors/${id}`));
  counts.students = await exists(Object.values(DEMO_STUDENT_IDS).map((id) => `students/${id}`));
  counts['tutors/*/students'] = 0;
  for (const id of TUTORS) counts['tutors/*/students'] += await count(db().collection(`tutors/${id}/students`));
  counts.authUsers = (await getAuth(app()).getUsers(DEMO_UIDS.map((uid) => ({ uid })))).users.length;
  const [files] = await getStorage(app()).bucket().getFiles({ prefix: 'courses/demo-' });
  counts.courseImages = files.length;
  return counts;
}

/** The demo tutors' documents in a collection that carries `tutorId`. */
async function demoDocs(collection: string) {
  return (await db().collection(collection).where('tutorId', 'in', TUTORS).get()).docs;
}

const values = (docs: FirebaseFirestore.QueryDocumentSnapshot[], field: string) =>
  new Set<unknown>(docs.map((d): unknown => d.get(field)));

describe('demo seed', () => {
  let first: DemoSignIns;
  let second: DemoSignIns;
  let before: Record<string, number>;
  let after: Record<string, number>;

  beforeAll(async () => {
    first = await seedDemoData();
    before = await census();
    second = await seedDemoData();
    after = await census();
  }, 120_000);

  it('is idempotent: a second run leaves the same number of documents, users and images', () => {
    expect(after).toEqual(before);
    expect(second).toEqual(first);
    expect(after.authUsers).toBe(DEMO_UIDS.length);
    for (const [collection, n] of Object.entries(after)) expect(n, collection).toBeGreaterThan(0);
  });

  it('returns the sign-ins the launcher prints', () => {
    expect(first.map((s) => s.email)).toEqual(
      expect.arrayContaining(['nimal.perera@example.com', 'kavya.sivakumar@example.com']),
    );
    for (const signIn of first) {
      expect(signIn.role).toMatch(/^(tutor|student)$/);
      expect(signIn.name).not.toBe('');
      expect(signIn.note).not.toBe('');
    }
  });

  it('has an ACTIVE and an INACTIVE tutor who sign in with Google', async () => {
    const auth = getAuth(app());
    const nimal = (await db().doc(`tutors/${DEMO_TUTOR_IDS.nimal}`).get()).data();
    const kavya = (await db().doc(`tutors/${DEMO_TUTOR_IDS.kavya}`).get()).data();
    expect(nimal).toMatchObject({
      name: 'Nimal Perera',
      email: 'nimal.perera@example.com',
      subscriptionStatus: 'ACTIVE',
      subscriptionPlan: 'monthly',
    });
    const daysLeft = ((nimal?.subscriptionEndDate as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(15);
    expect(daysLeft).toBeLessThan(31);
    expect(kavya).toMatchObject({
      name: 'Kavya Sivakumar',
      subscriptionStatus: 'INACTIVE',
      subscriptionPlan: null,
      subscriptionEndDate: null,
    });

    for (const uid of TUTORS) {
      const user = await auth.getUser(uid);
      expect(user.customClaims).toEqual({ role: 'tutor' });
      expect(user.providerData.find((p) => p.providerId === 'google.com')?.email).toBe(user.email);
    }
    for (const uid of Object.values(DEMO_STUDENT_IDS)) {
      const user = await auth.getUser(uid);
      expect(user.customClaims).toEqual({ role: 'student' });
      expect(user.emailVerified).toBe(true);
    }
    const googleStudents = await auth.getUsers(Object.values(DEMO_STUDENT_IDS).map((uid) => ({ uid })));
    expect(googleStudents.users.filter((u) => u.providerData.some((p) => p.providerId === 'google.com'))).toHaveLength(1);
  });

  it("keeps each tutor's counters equal to the documents", async () => {
    for (const tutorId of TUTORS) {
      const tutor = await db().doc(`tutors/${tutorId}`).get();
      const counters: Record<string, unknown> = {
        studentCount: tutor.get('studentCount'),
        courseCount: tutor.get('courseCount'),
        lessonCount: tutor.get('lessonCount'),
      };
      const students = (await db().collection(`tutors/${tutorId}/students`).count().get()).data().count;
      const courses = (await db().collection('courses').where('tutorId', '==', tutorId).count().get()).data().count;
      const lessons = (await db().collection('lessons').where('tutorId', '==', tutorId).count().get()).data().count;
      expect(counters, tutorId).toEqual({
        studentCount: students,
        courseCount: courses,
        lessonCount: lessons,
      });
    }
    const nimalStudents = await db().collection(`tutors/${DEMO_TUTOR_IDS.nimal}/students`).get();
    expect(nimalStudents.size).toBeGreaterThanOrEqual(5);
    expect(values(nimalStudents.docs, 'status')).toEqual(new Set(['active', 'inactive']));
  });

  it('covers every course difficulty and category, with active and draft courses', async () => {
    const courses = await demoDocs('courses');
    expect(values(courses, 'difficulty')).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(values(courses, 'category')).toEqual(new Set(['programming', 'design', 'business', 'marketing', 'data-science']));
    expect(values(courses, 'status')).toEqual(new Set(['active', 'draft']));
    for (const course of courses) {
      expect(course.get('imagePath')).toBe(`courses/${course.id}/thumbnail`);
      expect(course.get('duration')).toMatch(/^\d+ weeks$/);
      const lessons = await db().collection('lessons').where('courseId', '==', course.id).count().get();
      expect(course.get('lessonCount'), course.id).toBe(lessons.data().count);
    }
  });

  it('covers every lesson type and status; video lessons carry a YouTube embed URL', async () => {
    const lessons = await demoDocs('lessons');
    expect(values(lessons, 'type')).toEqual(new Set(['video', 'text', 'interactive']));
    expect(values(lessons, 'status')).toEqual(new Set(['draft', 'processing', 'published']));
    const published = lessons.filter((l) => l.get('type') === 'video' && l.get('status') === 'published');
    expect(published.length).toBeGreaterThan(0);
    for (const lesson of published) {
      expect(lesson.get('videoUrl')).toBe(`https://www.youtube.com/embed/${lesson.get('youtubeVideoId')}`);
      expect(lesson.get('youtubeVideoId')).toMatch(/^[\w-]{11}$/);
      const jobs = await db().collection('videoJobs').where('lessonId', '==', lesson.id).get();
      expect(jobs.docs.map((j): unknown => j.get('status'))).toContain('done');
    }
    for (const lesson of lessons.filter((l) => l.get('type') === 'text'))
      expect(lesson.get('content')).toMatch(/<h2>.*<pre><code>.*<\/code><\/pre>/s);
  });

  it('has pending, accepted and rejected invitations', async () => {
    const invitations = await demoDocs('invitations');
    expect(values(invitations, 'status')).toEqual(new Set(['PENDING', 'ACCEPTED', 'REJECTED']));
    for (const invitation of invitations) {
      const invitedAt = (invitation.get('invitedAt') as Timestamp).toMillis();
      expect((invitation.get('expiresAt') as Timestamp).toMillis() - invitedAt).toBe(14 * 86_400_000);
      expect(invitation.get('acceptedAt') !== null).toBe(invitation.get('status') === 'ACCEPTED');
    }
  });

  it('has exactly one expired grant, and progress only on granted, published lessons', async () => {
    const grants = await demoDocs('grants');
    const now = Date.now();
    const expired = grants.filter((g) => (g.get('expiresAt') as Timestamp).toMillis() < now);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.get('status')).toBe('expired');
    expect(grants.filter((g) => g.get('status') === 'expired')).toHaveLength(1);
    for (const grant of grants) expect(grant.id).toBe(`${grant.get('courseId')}_${grant.get('studentId')}`);

    const progress = await demoDocs('progress');
    expect(values(progress, 'status')).toEqual(new Set(['not_started', 'in_progress', 'completed']));
    for (const p of progress) {
      expect(
        grants.some((g) => g.id === `${p.get('courseId')}_${p.get('studentId')}`),
        p.id,
      ).toBe(true);
      expect(
        (
          await db()
            .doc(`lessons/${p.get('lessonId')}`)
            .get()
        ).get('status'),
        p.id,
      ).toBe('published');
      expect(p.get('completedAt') !== null).toBe(p.get('status') === 'completed');
    }
  });

  it('stores a downloadable image for every course', async () => {
    const bucket = getStorage(app()).bucket();
    const courses = await demoDocs('courses');
    for (const course of courses) {
      const file = bucket.file(course.get('imagePath') as string);
      const [bytes] = await file.download();
      const [metadata] = await file.getMetadata();
      expect(metadata.contentType, course.id).toMatch(/^image\/(png|svg\+xml)$/);
      const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
      const isSvg = /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(bytes.subarray(0, 200).toString('utf8'));
      expect(isPng || isSvg, course.id).toBe(true);
    }
  });
});
