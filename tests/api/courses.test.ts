import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { APP_URL } from '../support/emulators.ts';
import { callApi } from '../support/api.ts';
import { enrolStudent, saveAccess } from '../support/people.ts';
import {
  courseFields,
  coursesOf,
  createCourse,
  createLesson,
  createStudent,
  createTutor,
  form,
  png,
  storedObjects,
  tutorCounts,
} from './support/authoring.ts';

interface Course {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  students: number;
  lessons: number;
  publishedLessons: number;
  progress: number;
  rating: number | null;
  enrolments?: { studentId: string; name: string; completedLessons: number; progress: number }[];
  recentActivity?: { studentName: string; lessonTitle: string; status: string }[];
}

const imageAt = (imageUrl: string, headers: Record<string, string> = {}) => fetch(`${APP_URL}/api${imageUrl}`, { headers });

describe('POST /courses', () => {
  it('creates an active course with its thumbnail, counts it on the tutor and serves the image', async () => {
    const tutor = await createTutor('Nadeesha Silva');
    const thumbnail = png([200, 40, 40]);
    const answer = await callApi<{ course: Course }>('/courses', {
      method: 'POST',
      token: tutor.idToken,
      body: form(courseFields({ duration: 6 }), { data: thumbnail }),
    });
    expect(answer.status).toBe(201);
    const { course } = answer.body;
    expect(course).toMatchObject({
      name: 'Python for Beginners',
      category: 'programming',
      difficulty: 'beginner',
      duration: '6 weeks',
      status: 'active',
      students: 0,
      lessons: 0,
      progress: 0,
      rating: null,
    });
    expect(course.imageUrl).toMatch(new RegExp(`^/courses/${course.id}/image\\?v=\\d+$`));

    const stored = (await adminDb.doc(`courses/${course.id}`).get()).data();
    expect(stored).toMatchObject({ tutorId: tutor.uid, tutorName: 'Nadeesha Silva' });
    expect(stored?.imagePath).toMatch(new RegExp(`^courses/${course.id}/thumbnail-`));
    expect(await tutorCounts(tutor.uid)).toMatchObject({ courseCount: 1 });
    expect(await storedObjects(`courses/${course.id}/`)).toEqual([stored?.imagePath]);

    const image = await imageAt(course.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(thumbnail)).toBe(true);

    const etag = image.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await imageAt(course.imageUrl, { 'If-None-Match': etag })).status).toBe(304);
    // The bare address must be revalidated: only a versioned one may be cached for long.
    const bare = await imageAt(`/courses/${course.id}/image`);
    expect(bare.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('stores the description without scripts, event handlers or javascript: links', async () => {
    const tutor = await createTutor();
    const answer = await callApi<{ course: Course }>('/courses', {
      method: 'POST',
      token: tutor.idToken,
      body: form(
        courseFields({
          description:
            '<p onmouseover="alert(1)">Safe <em>text</em></p><script>alert(document.cookie)</script>' +
            '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>',
        }),
        { data: png() },
      ),
    });
    expect(answer.status).toBe(201);
    const stored = String((await adminDb.doc(`courses/${answer.body.course.id}`).get()).get('description'));
    expect(stored).toContain('<p>Safe <em>text</em></p>');
    expect(stored).toContain('>click</a>');
    expect(stored).not.toMatch(/script|onerror|onmouseover|javascript:|<img|<iframe|alert/i);
    expect(answer.body.course.description).toBe(stored);
  });

  it('refuses missing, fake and oversized thumbnails and bad fields, storing nothing', async () => {
    const tutor = await createTutor();
    const imagesBefore = await storedObjects('courses/');
    const post = (body: FormData) =>
      callApi<{ code: string; message: string; fields?: Record<string, string> }>('/courses', {
        method: 'POST',
        token: tutor.idToken,
        body,
      });

    const missing = await post(form(courseFields()));
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'invalid-argument', fields: { image: 'Choose a thumbnail image.' } },
    });

    const script = Buffer.from('<script>alert(1)</script>');
    const renamed = await post(form(courseFields(), { data: script, name: 'cat.png', type: 'image/png' }));
    expect(renamed).toMatchObject({ status: 400, body: { message: 'The thumbnail must be a PNG, JPEG, WebP or GIF image.' } });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await post(form(courseFields(), { data: svg, name: 'logo.svg', type: 'image/svg+xml' }))).status).toBe(400);

    const huge = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await post(form(courseFields(), { data: huge }));
    expect(oversized).toMatchObject({ status: 413, body: { code: 'payload-too-large' } });

    const invalid = await post(
      form(courseFields({ name: '  ', category: 'cooking', duration: 'soon', description: '<p> </p>' }), { data: png() }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields ?? {}).sort()).toEqual(['category', 'description', 'duration', 'name']);

    expect(await coursesOf(tutor.uid)).toHaveLength(0);
    expect(await tutorCounts(tutor.uid)).toMatchObject({ courseCount: 0 });
    expect(await storedObjects('courses/')).toEqual(imagesBefore);
  });

  it('is for teachers only', async () => {
    const student = await createStudent();
    const answer = await callApi('/courses', {
      method: 'POST',
      token: student.idToken,
      body: form(courseFields(), { data: png() }),
    });
    expect(answer.status).toBe(403);
    expect((await callApi('/courses', { method: 'POST', body: form(courseFields(), { data: png() }) })).status).toBe(401);
  });
});

describe('PUT /courses/:id', () => {
  it("updates the fields, replaces the thumbnail at a new address and renames the course in its lessons and students' badges", async () => {
    const tutor = await createTutor();
    const course = await createCourse(tutor);
    const lesson = await createLesson(tutor, course.id);
    const student = await enrolStudent(tutor);
    expect((await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 86_400_000, courseIds: [course.id] })).status).toBe(
      200,
    );
    const imagePathBefore = (await adminDb.doc(`courses/${course.id}`).get()).get('imagePath') as string;
    const newImage = png([10, 200, 90]);
    const answer = await callApi<{ course: Course }>(`/courses/${course.id}`, {
      method: 'PUT',
      token: tutor.idToken,
      body: form(courseFields({ name: 'Python, Properly', difficulty: 'intermediate', duration: 1 }), { data: newImage }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.course).toMatchObject({
      name: 'Python, Properly',
      difficulty: 'intermediate',
      duration: '1 week',
      lessons: 1,
    });
    expect(answer.body.course.imageUrl).not.toBe(course.imageUrl);
    const image = await imageAt(answer.body.course.imageUrl);
    expect(Buffer.from(await image.arrayBuffer()).equals(newImage)).toBe(true);
    expect((await adminDb.doc(`lessons/${lesson.id}`).get()).get('courseName')).toBe('Python, Properly');
    const students = await callApi<{ enrolledCourses: { id: string; name: string }[] }[]>(`/students/tutor/${tutor.uid}`, {
      token: tutor.idToken,
    });
    expect(students.body[0]?.enrolledCourses).toMatchObject([{ id: course.id, name: 'Python, Properly' }]);
    // Stored as a new object (the old one stays what the course shows until the update commits),
    // and the old one is gone once the course points at the new one.
    const imagePath = (await adminDb.doc(`courses/${course.id}`).get()).get('imagePath') as string;
    expect(imagePath).not.toBe(imagePathBefore);
    expect(await storedObjects(`courses/${course.id}/`)).toEqual([imagePath]);
  });

  it('keeps the thumbnail when none is sent', async () => {
    const tutor = await createTutor();
    const course = await createCourse(tutor);
    const answer = await callApi<{ course: Course }>(`/courses/${course.id}`, {
      method: 'PUT',
      token: tutor.idToken,
      body: form(courseFields({ name: 'Renamed' })),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.course.imageUrl).toBe(course.imageUrl);
  });

  it("refuses another tutor's course with 403 and leaves it unchanged", async () => {
    const owner = await createTutor();
    const other = await createTutor();
    const course = await createCourse(owner);
    const answer = await callApi(`/courses/${course.id}`, {
      method: 'PUT',
      token: other.idToken,
      body: form(courseFields({ name: 'Stolen' }), { data: png([0, 0, 0]) }),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect((await adminDb.doc(`courses/${course.id}`).get()).get('name')).toBe('Python for Beginners');
    expect(
      (await callApi('/courses/no-such-course', { method: 'PUT', token: owner.idToken, body: form(courseFields()) })).status,
    ).toBe(404);
  });
});

describe('GET /courses', () => {
  it("lists only the caller's own courses, and refuses another tutor's list and course with 403", async () => {
    const owner = await createTutor();
    const other = await createTutor();
    const first = await createCourse(owner, { name: 'First' });
    const second = await createCourse(owner, { name: 'Second' });
    await createCourse(other, { name: 'Not yours' });

    const list = await callApi<{ courses: Course[] }>(`/courses/tutor/${owner.uid}`, { token: owner.idToken });
    expect(list.status).toBe(200);
    expect(list.body.courses.map((c) => c.id)).toEqual([second.id, first.id]);

    expect((await callApi(`/courses/tutor/${owner.uid}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/courses/${first.id}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/courses/${first.id}`, { token: owner.idToken })).status).toBe(200);
    expect((await callApi(`/courses/tutor/${owner.uid}`)).status).toBe(401);
  });

  it('computes students, lessons and completion from grants, lessons and progress', async () => {
    const tutor = await createTutor();
    const course = await createCourse(tutor);
    const one = await createLesson(tutor, course.id, { title: 'One' });
    const two = await createLesson(tutor, course.id, { title: 'Two' });
    await createLesson(tutor, course.id, { title: 'Draft', status: 'draft' });
    const now = Date.now();
    const day = 86_400_000;
    const students = { amaya: `s-amaya-${now}`, dinuka: `s-dinuka-${now}`, expired: `s-expired-${now}` };
    const batch = adminDb.batch();
    for (const [key, studentId] of Object.entries(students)) {
      batch.set(adminDb.doc(`grants/${course.id}_${studentId}`), {
        courseId: course.id,
        studentId,
        tutorId: tutor.uid,
        grantedAt: Timestamp.fromMillis(now - 10 * day),
        expiresAt: Timestamp.fromMillis(key === 'expired' ? now - day : now + 30 * day),
        status: key === 'expired' ? 'expired' : 'active',
      });
      batch.set(adminDb.doc(`tutors/${tutor.uid}/students/${studentId}`), { name: `Student ${key}`, avatarUrl: '' });
    }
    const progress = (studentId: string, lessonId: string, status: string, minutesAgo: number) =>
      batch.set(adminDb.doc(`progress/${studentId}_${lessonId}`), {
        studentId,
        lessonId,
        courseId: course.id,
        tutorId: tutor.uid,
        status,
        completedAt: status === 'completed' ? Timestamp.now() : null,
        updatedAt: Timestamp.fromMillis(now - minutesAgo * 60_000),
      });
    progress(students.amaya, one.id, 'completed', 30);
    progress(students.amaya, two.id, 'completed', 20);
    progress(students.dinuka, one.id, 'in_progress', 10);
    progress(students.expired, one.id, 'completed', 5);
    await batch.commit();

    const list = await callApi<{ courses: Course[] }>(`/courses/tutor/${tutor.uid}`, { token: tutor.idToken });
    // 2 of (2 enrolled × 2 published) completed; the expired student's completion does not count.
    expect(list.body.courses[0]).toMatchObject({ students: 2, lessons: 3, publishedLessons: 2, progress: 50 });

    const detail = await callApi<Course>(`/courses/${course.id}`, { token: tutor.idToken });
    expect(detail.body).toMatchObject({ students: 2, lessons: 3, progress: 50 });
    expect(detail.body.enrolments?.map((e) => [e.name, e.completedLessons, e.progress]).sort()).toEqual([
      ['Student amaya', 2, 100],
      ['Student dinuka', 0, 0],
    ]);
    expect(detail.body.recentActivity?.map((a) => [a.studentName, a.lessonTitle, a.status])).toEqual([
      ['Student expired', 'One', 'completed'],
      ['Student dinuka', 'One', 'in_progress'],
      ['Student amaya', 'Two', 'completed'],
      ['Student amaya', 'One', 'completed'],
    ]);
  });
});
