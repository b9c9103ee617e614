import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { APP_URL } from '../support/emulators.ts';
import { callApi } from '../support/api.ts';
import {
  createCourse,
  createLesson,
  createStudent,
  createTutor,
  form,
  lessonFields,
  lessonsOf,
  png,
  storedObjects,
  tutorCounts,
} from './support/authoring.ts';

interface Lesson {
  id: string;
  title: string;
  status: string;
  type: string;
  content?: string;
  excerpt: string;
  videoUrl: string | null;
  youtubeVideoId: string | null;
  thumbnailUrl: string | null;
  course: { id: string; name: string };
  updatedAt: string;
}
interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const XSS =
  '<p>Loops <strong>repeat</strong> work.</p><script>alert(document.cookie)</script>' +
  '<p><img src=x onerror="alert(1)"><a href="javascript:alert(2)" onclick="alert(3)">run</a></p>' +
  '<svg onload="alert(4)"></svg><a href="https://docs.python.org/3/">docs</a>';

const courseLessonCount = async (courseId: string) =>
  (await adminDb.doc(`courses/${courseId}`).get()).get('lessonCount') as number;

async function setup() {
  const tutor = await createTutor('Kasun Perera');
  const course = await createCourse(tutor, { name: 'Python Basics' });
  const post = (fields: Record<string, string | number>, type = 'text', file?: Parameters<typeof form>[1]) =>
    callApi<{ lesson: Lesson; jobId: string | null } & ApiError>(`/lessons?type=${type}`, {
      method: 'POST',
      token: tutor.idToken,
      body: form(fields, file),
    });
  return { tutor, course, post };
}

describe('POST /lessons', () => {
  it('publishes a text lesson with sanitised content and counts it on the course and the tutor', async () => {
    const { tutor, course, post } = await setup();
    const answer = await post(lessonFields(course.id, { content: XSS }));
    expect(answer.status).toBe(201);
    expect(answer.body.jobId).toBeNull();
    expect(answer.body.lesson).toMatchObject({
      title: 'Variables and Data Types',
      type: 'text',
      status: 'published',
      duration: '25 minutes',
      course: { id: course.id, name: 'Python Basics' },
      videoUrl: null,
    });
    const stored = String((await adminDb.doc(`lessons/${answer.body.lesson.id}`).get()).get('content'));
    expect(stored).toContain('<p>Loops <strong>repeat</strong> work.</p>');
    expect(stored).toContain('<a href="https://docs.python.org/3/" target="_blank" rel="noopener noreferrer nofollow">docs</a>');
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript:|<img|<svg|alert/i);
    expect(await courseLessonCount(course.id)).toBe(1);
    expect(await tutorCounts(tutor.uid)).toMatchObject({ lessonCount: 1 });
  });

  it('saves a draft with only a title and a course', async () => {
    const { course, post } = await setup();
    const answer = await post({ title: 'Ideas for later', courseId: course.id, status: 'draft' }, 'interactive');
    expect(answer.status).toBe(201);
    expect(answer.body.lesson).toMatchObject({ status: 'draft', type: 'interactive', duration: '' });
  });

  it('refuses to publish without description, duration or content, and stores nothing', async () => {
    const { tutor, course, post } = await setup();
    const answer = await post(lessonFields(course.id, { description: '', duration: '', content: '<p>  </p>' }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(['content', 'description', 'duration']);
    const noTitle = await post({ courseId: course.id, status: 'draft' });
    expect(noTitle).toMatchObject({ status: 400, body: { fields: { title: 'Enter a title.' } } });
    expect(await lessonsOf(tutor.uid)).toHaveLength(0);
    expect(await courseLessonCount(course.id)).toBe(0);
  });

  it('requires the video of a video lesson, as a file upload or a supported link', async () => {
    const { course, post } = await setup();
    const none = await post(lessonFields(course.id), 'video');
    expect(none).toMatchObject({ status: 400, body: { message: 'Video file required for video type lessons' } });

    const badLink = await post(lessonFields(course.id, { videoUrl: 'https://example.com/movie' }), 'video');
    expect(badLink).toMatchObject({ status: 400, body: { fields: { videoUrl: 'Please check the video URL format' } } });

    const linked = await post(lessonFields(course.id, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=1m5s' }), 'video');
    expect(linked.status).toBe(201);
    expect(linked.body.lesson).toMatchObject({
      type: 'video',
      status: 'published',
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=65',
      youtubeVideoId: 'dQw4w9WgXcQ',
    });
  });

  it('refuses a video link on a text or interactive lesson, where students would never see it, and stores nothing', async () => {
    const { tutor, course, post } = await setup();
    for (const type of ['text', 'interactive']) {
      const linked = await post(lessonFields(course.id, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), type);
      expect(linked).toMatchObject({
        status: 400,
        body: { code: 'invalid-argument', fields: { videoUrl: 'Only video lessons can have a video link.' } },
      });
    }
    expect(await lessonsOf(tutor.uid)).toHaveLength(0);
    expect(await courseLessonCount(course.id)).toBe(0);
  });

  it('hands a video upload to publishing and removes the lesson again when publishing cannot start', async () => {
    const { tutor, course, post } = await setup();
    const thumbnailsBefore = await storedObjects('lessons/');
    const draft = await post(lessonFields(course.id, { fileId: 'upload-123', status: 'draft' }), 'video');
    expect(draft.status).toBe(400);
    // The tutor has not connected YouTube, so publishing cannot start: the lesson must not stay behind.
    const answer = await post(lessonFields(course.id, { fileId: 'upload-123' }), 'video', { data: png() });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await lessonsOf(tutor.uid)).toHaveLength(0);
    expect(await courseLessonCount(course.id)).toBe(0);
    expect(await tutorCounts(tutor.uid)).toMatchObject({ lessonCount: 0 });
    expect(await storedObjects('lessons/')).toEqual(thumbnailsBefore);
  });

  it('refuses a file id or course id that is a path or a reserved id, and stores nothing', async () => {
    const { tutor, course, post } = await setup();
    for (const id of ['a/b', '__x__', '..']) {
      const upload = await post(lessonFields(course.id, { fileId: id }), 'video');
      expect(upload).toMatchObject({ status: 400, body: { fields: { fileId: 'Invalid file id' } } });
      const inCourse = await post(lessonFields(id), 'text');
      expect(inCourse).toMatchObject({ status: 400, body: { fields: { courseId: 'Choose a course.' } } });
    }
    expect(await lessonsOf(tutor.uid)).toHaveLength(0);
  });

  it('stores a real image as thumbnail and refuses anything else', async () => {
    const { course, post } = await setup();
    const before = await storedObjects('lessons/');
    const fake = await post(lessonFields(course.id), 'text', {
      data: Buffer.from('GIF but not really'),
      name: 'a.gif',
      type: 'image/gif',
    });
    expect(fake).toMatchObject({ status: 400, body: { message: 'Only image files are allowed' } });
    const huge = await post(lessonFields(course.id), 'text', { data: Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(huge.status).toBe(413);
    expect(await storedObjects('lessons/')).toEqual(before);

    const thumbnail = png([1, 2, 3]);
    const answer = await post(lessonFields(course.id), 'text', { data: thumbnail });
    expect(answer.status).toBe(201);
    const image = await fetch(`${APP_URL}/api${answer.body.lesson.thumbnailUrl}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(thumbnail)).toBe(true);
  });

  it("refuses a lesson in another tutor's course with 403", async () => {
    const { course } = await setup();
    const intruder = await createTutor();
    const answer = await callApi(`/lessons?type=text`, {
      method: 'POST',
      token: intruder.idToken,
      body: form(lessonFields(course.id)),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect(await lessonsOf(intruder.uid)).toHaveLength(0);
    expect(await courseLessonCount(course.id)).toBe(0);
  });
});

describe('reading, updating and deleting lessons', () => {
  it("lists the caller's lessons (excerpts, no full content) and refuses another tutor with 403", async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id);
    const other = await createTutor();
    const student = await createStudent();

    const list = await callApi<{ lessons: Lesson[] }>(`/lessons/tutors/${tutor.uid}`, { token: tutor.idToken });
    expect(list.status).toBe(200);
    expect(list.body.lessons).toHaveLength(1);
    expect(list.body.lessons[0]).toMatchObject({ id: lesson.id, excerpt: 'A variable names a value.' });
    expect(list.body.lessons[0]).not.toHaveProperty('content');

    expect((await callApi(`/lessons/tutors/${tutor.uid}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/lessons/${lesson.id}`, { token: other.idToken })).status).toBe(403);
    expect((await callApi(`/lessons/${lesson.id}`, { token: student.idToken })).status).toBe(403);
    const own = await callApi<{ lesson: Lesson }>(`/lessons/${lesson.id}`, { token: tutor.idToken });
    expect(own.body.lesson.content).toBe('<p>A <strong>variable</strong> names a value.</p>');
    expect((await callApi('/lessons/no-such-lesson', { token: tutor.idToken })).status).toBe(404);
  });

  it('updates the text fields and status, sanitising the content; course and type stay', async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id, { status: 'draft', content: '' });
    const answer = await callApi<{ lesson: Lesson }>(`/lessons/${lesson.id}`, {
      method: 'PUT',
      token: tutor.idToken,
      json: {
        title: 'Loops',
        description: 'for and while',
        duration: 30,
        content: XSS,
        status: 'published',
        seenUpdatedAt: lesson.updatedAt,
        courseId: 'elsewhere',
        type: 'video',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.lesson).toMatchObject({
      title: 'Loops',
      status: 'published',
      duration: '30 minutes',
      type: 'text',
      course: { id: course.id },
    });
    expect(answer.body.lesson.content).not.toMatch(/script|onerror|onclick|javascript:|alert/i);

    const invalid = await callApi<ApiError>(`/lessons/${lesson.id}`, {
      method: 'PUT',
      token: tutor.idToken,
      json: {
        title: 'Loops',
        description: '',
        duration: 30,
        content: '<p>x</p>',
        status: 'published',
        seenUpdatedAt: answer.body.lesson.updatedAt,
      },
    });
    expect(invalid).toMatchObject({ status: 400, body: { fields: { description: 'Enter a description.' } } });
  });

  it('saves nothing from a form opened before another tab saved the lesson, and says so; opened again, it saves', async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id);
    const save = (fields: Record<string, unknown>, seenUpdatedAt: string) =>
      callApi<{ lesson: Lesson } & ApiError>(`/lessons/${lesson.id}`, {
        method: 'PUT',
        token: tutor.idToken,
        json: { description: 'Numbers, strings and lists.', duration: 25, ...fields, seenUpdatedAt },
      });
    // Tabs A and B open the lesson. A saves new content.
    const tabA = await save(
      { title: 'Variables and Data Types', content: '<p>Variables hold values.</p>', status: 'published' },
      lesson.updatedAt,
    );
    expect(tabA.status).toBe(200);

    // B, still showing the old content, renames it as a draft: that would undo A's content and unpublish it.
    const tabB = await save({ title: 'Variables', content: String(lesson.content), status: 'draft' }, lesson.updatedAt);
    expect(tabB).toMatchObject({ status: 409, body: { code: 'failed-precondition', reason: 'lesson-changed' } });
    const afterB = await callApi<{ lesson: Lesson }>(`/lessons/${lesson.id}`, { token: tutor.idToken });
    expect(afterB.body.lesson).toEqual(tabA.body.lesson);

    // B opens it again, on A's version: its change saves.
    const reopened = await save(
      { title: 'Variables', content: String(afterB.body.lesson.content), status: 'draft' },
      afterB.body.lesson.updatedAt,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.lesson).toMatchObject({ title: 'Variables', content: '<p>Variables hold values.</p>', status: 'draft' });
  });

  it('refuses to make a lesson whose video is still being published a draft, saying why; Publish saves the edits', async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id);
    await adminDb.doc(`lessons/${lesson.id}`).update({ status: 'processing', type: 'video' });
    const edit = (status: string) => ({
      title: 'Loops',
      description: 'for and while',
      duration: 30,
      content: '<p>x</p>',
      status,
      seenUpdatedAt: lesson.updatedAt,
    });

    // The job would publish it (and tell the students) when the video is ready: a quiet "saved" would be a lie.
    const draft = await callApi<ApiError>(`/lessons/${lesson.id}`, { method: 'PUT', token: tutor.idToken, json: edit('draft') });
    expect(draft).toMatchObject({ status: 409, body: { code: 'failed-precondition', reason: 'draft-while-publishing' } });
    expect((await adminDb.doc(`lessons/${lesson.id}`).get()).data()).toMatchObject({
      status: 'processing',
      title: 'Variables and Data Types',
    });

    const published = await callApi<{ lesson: Lesson }>(`/lessons/${lesson.id}`, {
      method: 'PUT',
      token: tutor.idToken,
      json: edit('published'),
    });
    expect(published.status).toBe(200);
    expect(published.body.lesson).toMatchObject({ title: 'Loops', status: 'processing' });
  });

  it("refuses to update or delete another tutor's lesson with 403 and leaves it intact", async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id);
    const other = await createTutor();
    const json = {
      title: 'Mine now',
      description: 'x',
      duration: 5,
      content: '<p>x</p>',
      status: 'published',
      seenUpdatedAt: lesson.updatedAt,
    };
    expect((await callApi(`/lessons/${lesson.id}`, { method: 'PUT', token: other.idToken, json })).status).toBe(403);
    expect((await callApi(`/lessons/${lesson.id}`, { method: 'DELETE', token: other.idToken })).status).toBe(403);
    const stored = await adminDb.doc(`lessons/${lesson.id}`).get();
    expect(stored.get('title')).toBe('Variables and Data Types');
  });

  it('deletes a lesson with its thumbnail and progress, and lowers the counts', async () => {
    const { tutor, course, post } = await setup();
    const created = await post(lessonFields(course.id), 'text', { data: png() });
    const lessonId = created.body.lesson.id;
    await adminDb.doc(`progress/someone_${lessonId}`).set({
      studentId: 'someone',
      lessonId,
      courseId: course.id,
      tutorId: tutor.uid,
      status: 'completed',
      completedAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    expect(await storedObjects(`lessons/${lessonId}/`)).toHaveLength(1);

    const answer = await callApi(`/lessons/${lessonId}`, { method: 'DELETE', token: tutor.idToken });
    expect(answer.status).toBe(204);
    expect((await adminDb.doc(`lessons/${lessonId}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`progress/someone_${lessonId}`).get()).exists).toBe(false);
    expect(await storedObjects(`lessons/${lessonId}/`)).toHaveLength(0);
    expect(await courseLessonCount(course.id)).toBe(0);
    expect(await tutorCounts(tutor.uid)).toMatchObject({ lessonCount: 0 });
    expect((await callApi(`/lessons/${lessonId}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(404);
  });

  it('does not delete a lesson whose video is still being published', async () => {
    const { tutor, course } = await setup();
    const lesson = await createLesson(tutor, course.id);
    await adminDb.doc(`lessons/${lesson.id}`).update({ status: 'processing', type: 'video' });
    const answer = await callApi<ApiError>(`/lessons/${lesson.id}`, { method: 'DELETE', token: tutor.idToken });
    expect(answer).toMatchObject({ status: 409, body: { code: 'failed-precondition' } });
    expect((await adminDb.doc(`lessons/${lesson.id}`).get()).exists).toBe(true);
  });
});
