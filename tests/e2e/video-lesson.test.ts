import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page, Response, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import type { TestUser } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { createCourse, createTutor } from '../support/people.ts';
import { startPublishing } from '../../functions/src/features/publishing/start-publishing.ts';
import { connectYoutube, eventually, finishedJob, OAUTH_URL, readyToPublish, youtubeVideos } from '../support/youtube.ts';
import { launchChromium, newContext, reloadAsks, screenshot } from './support/browser.ts';
import { signInAsTutor } from './support/users.ts';

// The emulator starts a new worker per concurrent request, so first loads can be slow here.
const SLOW = { timeout: 60_000 };

async function fillLessonDetails(page: Page, title: string, course: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('A recorded walk through the present tense.');
  // The tutor's only course is already chosen.
  expect(await page.getByRole('combobox', { name: 'Course' }).locator('option:checked').textContent()).toBe(course);
  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('12');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Watch the video, then try the exercises.');
}

/** A new browser context, signed in with the tutor's Google account and on their dashboard. */
async function tutorPage(browser: Browser, tutor: TestUser) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAsTutor(page, tutor.email);
  return { context, page };
}

/** Matches the browser's chunk requests, for page.route and page events. */
const chunks = (url: URL) => url.pathname === '/api/lessons/upload-chunk';

/**
 * A connection that breaks for good after `through` chunks: the next ones wait for `cut()`, then
 * fail as `fail` has them. `reconnect()` lets every chunk through again and says how many the
 * server had stored; its `sent` lists the chunk requests the page sends from then on.
 */
async function breakingConnection(page: Page, through: number, fail: (route: Route) => Promise<void>) {
  let stored = 0;
  const noteStored = (response: Response) => {
    if (chunks(new URL(response.url())) && response.ok()) stored += 1;
  };
  page.on('response', noteStored);
  let passed = 0;
  let cut = () => {};
  const broken = new Promise<void>((resolve) => (cut = resolve));
  await page.route(chunks, async (route) => {
    if (passed++ < through) return route.continue();
    await broken;
    return fail(route);
  });
  const reconnect = async () => {
    await page.unroute(chunks);
    page.off('response', noteStored);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (chunks(new URL(request.url()))) sent.push(request.method());
    });
    return { stored, sent };
  };
  return { cut, reconnect, stored: () => stored };
}

/** A tutor with YouTube connected and one course, on the new lesson page: details filled in and `video` chosen. */
async function newVideoLesson(browser: Browser, tutorName: string, course: string, video: Buffer) {
  const tutor = await createTutor(tutorName);
  await createCourse(tutor.uid, course);
  await connectYoutube(tutor);
  const { context, page } = await tutorPage(browser, tutor);
  await page.goto(`${APP_URL}/tutor-dashboard/lessons/new`);
  await fillLessonDetails(page, 'A lecture', course);
  await page
    .locator('input[type="file"][accept="video/*"]')
    .setInputFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: video });
  return { tutor, context, page };
}

/** The tutor has one lesson, and once the publishing job has published it, its video on YouTube is `video`, whole. */
async function expectOnePublishedVideo(tutorId: string, video: Buffer) {
  const [lesson, ...others] = (await adminDb.collection('lessons').where('tutorId', '==', tutorId).get()).docs;
  expect(others).toEqual([]);
  const published = await eventually(async () => {
    const data = (await adminDb.doc(`lessons/${lesson!.id}`).get()).data();
    return data?.status === 'published' ? data : undefined;
  });
  const uploaded = (await youtubeVideos()).find((v) => v.id === published.youtubeVideoId);
  expect(uploaded).toMatchObject({ bytes: video.length, sha256: createHash('sha256').update(video).digest('hex') });
}

describe('a video lesson: connect YouTube, upload in chunks, published', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps the form while the tutor connects YouTube, uploads the file and publishes the lesson with its embed', async () => {
    const tutor = await createTutor('Dilani Jayasuriya');
    await createCourse(tutor.uid, 'English Grammar');
    const { context, page } = await tutorPage(browser, tutor);

    await page.goto(`${APP_URL}/tutor-dashboard/lessons/new`);
    await fillLessonDetails(page, 'Present Tense in Ten Minutes', 'English Grammar');
    // Random bytes: big enough for 100 chunks of several kilobytes, and unique so the stand-in's copy is ours.
    const video = randomBytes(3 * 1024 * 1024 + 17);
    await page
      .locator('input[type="file"][accept="video/*"]')
      .setInputFiles({ name: 'present-tense.mp4', mimeType: 'video/mp4', buffer: video });
    await screenshot(page, 'video-lesson-form-desktop');
    await page.getByRole('button', { name: 'Publish Lesson' }).click();

    // Not connected yet: the connect dialog, then Google's consent popup.
    const dialog = page.getByRole('dialog', { name: 'Connect to YouTube' });
    await dialog.waitFor(SLOW);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Connect YouTube' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow' }).waitFor(SLOW);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);

    // The pending form goes up in chunks and the lesson is created.
    await page.getByText('Video uploaded and lesson published successfully').waitFor(SLOW);
    const lessons = await adminDb.collection('lessons').where('tutorId', '==', tutor.uid).get();
    expect(lessons.docs.map((d): unknown => d.get('title'))).toEqual(['Present Tense in Ten Minutes']);
    const lessonId = lessons.docs[0]!.id;

    // The publishing job streams it to YouTube; the lesson turns published with the embed.
    const published = await eventually(async () => {
      const lesson = (await adminDb.doc(`lessons/${lessonId}`).get()).data();
      return lesson?.status === 'published' ? lesson : undefined;
    });
    const uploaded = (await youtubeVideos()).find((v) => v.id === published.youtubeVideoId);
    expect(uploaded?.bytes).toBe(video.length);
    expect(uploaded?.title).toBe('Present Tense in Ten Minutes');

    await page.goto(`${APP_URL}/tutor-dashboard/lessons/${lessonId}`);
    const embed = page.locator('iframe[title="Present Tense in Ten Minutes"]');
    await embed.waitFor(SLOW);
    expect(await embed.getAttribute('src')).toContain(`/embed/${String(published.youtubeVideoId)}`);
    await screenshot(page, 'video-lesson-published-desktop');
    await context.close();
  });

  it('publishes a video again from the lesson page after YouTube was disconnected midway', async () => {
    const { tutor, fileId, title, lessonId } = await readyToPublish('Chaminda Vaas', 'Retried lecture');
    // Google revokes the connection before the job runs: the job fails, the upload is kept.
    const refreshToken = String((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).get('refreshToken'));
    await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
    const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title, description: '' });
    expect(await finishedJob(jobId)).toMatchObject({ status: 'failed', error: 'youtube-disconnected' });

    const { context, page } = await tutorPage(browser, tutor);
    await page.goto(`${APP_URL}/tutor-dashboard/lessons/${lessonId}`);
    const failure = page.getByRole('alert').filter({ hasText: 'Publishing to YouTube failed' });
    await failure.getByText('Your YouTube channel is no longer connected.', { exact: false }).waitFor(SLOW);
    await screenshot(page, 'video-lesson-failed-desktop');
    await failure.getByRole('button', { name: 'Connect YouTube' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to YouTube' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Connect YouTube' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow' }).waitFor(SLOW);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);

    // Published again from the kept chunks: the page turns into the published lesson with its embed.
    const embed = page.locator(`iframe[title="${title}"]`);
    await embed.waitFor(SLOW);
    const videoId = String((await adminDb.doc(`lessons/${lessonId}`).get()).get('youtubeVideoId'));
    expect(await embed.getAttribute('src')).toContain(`/embed/${videoId}`);
    expect((await youtubeVideos()).filter((v) => v.title === title)).toHaveLength(1);
    await context.close();
  });

  it('publishes after an upload that failed midway, sending only the chunks that had not arrived', async () => {
    const video = randomBytes(3 * 1024 * 1024 + 5);
    const { tutor, context, page } = await newVideoLesson(browser, 'Nadeesha Perera', 'Chemistry Basics', video);

    // The connection fails for good after 40 chunks: three attempts at the next one, then the spec's message.
    const connection = await breakingConnection(page, 40, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Publish Lesson' }).click();

    // Mid-upload, reloading the tab asks first; staying keeps the upload going.
    await page.getByText('Uploading video...', { exact: false }).waitFor(SLOW);
    expect(await reloadAsks(page)).toBe(true);
    connection.cut();
    await page.getByText('Failed to upload chunk', { exact: false }).waitFor(SLOW);
    expect(connection.stored()).toBe(40);
    // The card says how far it went (40 of 100 chunks) and what to do.
    await page.getByText(/^The upload stopped at (39|40)%\. Publish again to carry on from there\.$/).waitFor();
    await screenshot(page, 'video-lesson-upload-stopped-desktop');
    const lessons = adminDb.collection('lessons').where('tutorId', '==', tutor.uid);
    expect((await lessons.count().get()).data().count).toBe(0);

    // Back online: Publish again sends the other 60 chunks only, and the video on YouTube is whole.
    const { sent } = await connection.reconnect();
    await page.getByRole('button', { name: 'Publish Lesson' }).click();
    await page.getByText('Video uploaded and lesson published successfully').waitFor(SLOW);
    expect(sent).toEqual(Array.from({ length: 60 }, () => 'POST'));
    await expectOnePublishedVideo(tutor.uid, video);
    await context.close();
  });

  it('keeps uploading when the tutor opens another screen, and says when the lesson is published', async () => {
    const video = randomBytes(2 * 1024 * 1024 + 3);
    const { tutor, context, page } = await newVideoLesson(browser, 'Kasun Rajitha', 'Organic Chemistry', video);
    // Chunks after the 20th wait until the tutor is on another screen.
    let passed = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunks, async (route) => {
      if (passed++ >= 20) await released;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Publish Lesson' }).click();
    await page.getByText('Uploading video...', { exact: false }).waitFor(SLOW);

    await page.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL('**/tutor-dashboard/students');
    const progress = page.getByRole('alert').filter({ hasText: 'Your video keeps uploading' });
    await progress.getByText(/^Uploading video\.\.\. \d+%$/).waitFor(SLOW);
    await screenshot(page, 'video-lesson-background-upload-desktop');
    // The tab still asks before it is closed, though the form that asked for it is gone.
    expect(await reloadAsks(page)).toBe(true);
    release();

    await page.getByText('Video uploaded and lesson published successfully').waitFor(SLOW);
    await progress.waitFor({ state: 'detached' });
    // The tutor stays where they went.
    expect(new URL(page.url()).pathname).toBe('/tutor-dashboard/students');
    await expectOnePublishedVideo(tutor.uid, video);
    await context.close();
  });

  it('keeps the lesson when its upload fails on another screen: New Lesson has it back and sends only the rest', async () => {
    const video = randomBytes(2 * 1024 * 1024 + 5);
    const { tutor, context, page } = await newVideoLesson(browser, 'Sanduni Herath', 'Biology for O/L', video);
    // 20 chunks go through; the rest wait until the tutor is on another screen, and then the connection is gone.
    const connection = await breakingConnection(page, 20, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Publish Lesson' }).click();
    await page.getByText('Uploading video...', { exact: false }).waitFor(SLOW);
    await page.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL('**/tutor-dashboard/students');
    connection.cut();

    const failed = page.getByRole('alert').filter({ hasText: 'Network error during video upload' });
    await failed
      .getByText('Your lesson is not created yet. Choose Create Lesson on the Lessons page', { exact: false })
      .waitFor(SLOW);
    // Its progress toast is gone (having slid out while this one slid in).
    await page.getByRole('alert').filter({ hasText: 'Your video keeps uploading' }).waitFor({ state: 'detached' });
    await screenshot(page, 'video-lesson-background-upload-failed-desktop');

    // Online again, the tutor goes back to write it: the form is as it was, and leaving it would ask.
    const { stored, sent } = await connection.reconnect();
    expect(stored).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Lessons' }).click();
    await page.getByRole('button', { name: 'Create Lesson' }).click();
    await page.waitForURL('**/tutor-dashboard/lessons/new');
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('A lecture');
    expect(await page.getByRole('textbox', { name: 'Duration (minutes)' }).inputValue()).toBe('12');
    await page.getByText('Watch the video, then try the exercises.').waitFor();
    await page.getByText(/^The upload stopped at \d+%\. Publish again to carry on from there\.$/).waitFor();
    expect(await reloadAsks(page)).toBe(true);

    await page.getByRole('button', { name: 'Publish Lesson' }).click();
    await page.getByText('Video uploaded and lesson published successfully').waitFor(SLOW);
    expect(sent).toHaveLength(100 - stored);
    await expectOnePublishedVideo(tutor.uid, video);
    await context.close();
  });

  it("says why a file cannot be a video in the tutor's words, on a first visit to the new lesson page", async () => {
    // A page load of its own: the upload's messages must come with this page, not with another one.
    const { context, page } = await newVideoLesson(browser, 'Ruwan Silva', 'Physics for A/L', Buffer.from('not a video'));
    await page.getByRole('button', { name: 'Publish Lesson' }).click();
    await page.getByText('This file is too small to be a video.').waitFor(SLOW);
    expect(await page.getByText('upload.tooSmall').count()).toBe(0);
    await context.close();
  });
});
