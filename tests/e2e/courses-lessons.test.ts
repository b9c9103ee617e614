import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../emulators/seed/png.ts';
import { adminDb } from '../support/admin.ts';
import { APP_URL } from '../support/emulators.ts';
import { createTutor } from '../support/people.ts';
import { chooseGoogleAccount, launchChromium, newContext, reloadAsks, screenshot } from './support/browser.ts';

/** Types into the TipTap editor labelled `label`. */
async function typeRichText(page: Page, label: string, write: (keyboard: Page['keyboard']) => Promise<void>) {
  await page.getByRole('textbox', { name: label }).click();
  await write(page.keyboard);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

// The emulator starts a new worker per concurrent request, so first loads can be slow here.
const SLOW = { timeout: 60_000 };

describe('authoring: a course with a thumbnail and a text lesson', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a course and a text lesson through the UI, lists them and opens their details', async () => {
    const tutor = await createTutor('Chamari Atapattu');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), tutor.email);
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);

    // Course: name, rich description (Ctrl+B bold, fullscreen and back), options, duration and a PNG thumbnail.
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.getByText('No courses yet').waitFor(SLOW);
    await page.getByRole('button', { name: 'Create Course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Course' });
    await dialog.getByRole('textbox', { name: 'Course name' }).fill('Spoken English for Beginners');
    // What is written survives a stray click beside the dialog, and a reload asks first.
    await page.mouse.click(20, 450);
    expect(await dialog.isVisible()).toBe(true);
    expect(await reloadAsks(page)).toBe(true);
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);
    await typeRichText(page, 'Description', async (keyboard) => {
      await keyboard.type('Practise everyday conversations. ');
      await keyboard.press('Control+b');
      await keyboard.type('Speak with confidence');
      await keyboard.press('Control+b');
    });
    await dialog.getByRole('button', { name: 'Fullscreen' }).click();
    const fullscreen = page.getByRole('dialog', { name: 'Description' });
    await fullscreen.getByRole('textbox', { name: 'Description' }).press('End');
    await page.keyboard.type(' in twelve weeks.');
    await page.keyboard.press('Escape');
    await fullscreen.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.ProseMirror strong').textContent()).toBe('Speak with confidence');
    await choose(page, 'Category', 'Business');
    await dialog.getByRole('textbox', { name: 'Duration (weeks)' }).fill('12');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'spoken-english.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 180, [230, 90, 40]),
    });
    await dialog.getByRole('img', { name: 'Thumbnail preview' }).waitFor();
    await create.click();
    await page.getByText('Successfully created the course').waitFor(SLOW);

    const card = page.locator('.mantine-Card-root', { hasText: 'Spoken English for Beginners' });
    await card.waitFor(SLOW);
    expect(await card.getByText('12 weeks').isVisible()).toBe(true);
    const thumbnail = card.getByRole('img', { name: 'Spoken English for Beginners' });
    await thumbnail.evaluate((img: HTMLImageElement) => img.decode());
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await screenshot(page, 'authoring-courses-grid-desktop');

    // A click anywhere on the card opens the course, here on its thumbnail (spec §4).
    await card.click({ position: { x: 60, y: 60 } });
    await page.getByRole('heading', { level: 1, name: 'Spoken English for Beginners' }).waitFor(SLOW);
    expect(await page.getByText('Enrolled Students').isVisible()).toBe(true);
    expect(await page.locator('strong', { hasText: 'Speak with confidence' }).isVisible()).toBe(true);
    await screenshot(page, 'authoring-course-detail-desktop');

    // Text lesson: details, content with a bulleted list, published.
    await page.getByRole('link', { name: 'Lessons' }).click();
    await page.getByText('No lessons yet').waitFor(SLOW);
    await page.getByRole('button', { name: 'Create Lesson' }).click();
    // An untouched form reloads without a question; once written in, the browser asks first.
    await page.getByRole('textbox', { name: 'Title' }).waitFor(SLOW);
    expect(await reloadAsks(page)).toBe(false);
    await page.getByRole('textbox', { name: 'Title' }).fill('Greetings and Introductions');
    expect(await reloadAsks(page)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Greetings and Introductions');
    // So does opening another screen from the sidebar: staying keeps what is written.
    await page.getByRole('link', { name: 'Students' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/tutor-dashboard/lessons/new');
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Greetings and Introductions');
    await page.getByRole('textbox', { name: 'Description' }).fill('Say hello, introduce yourself and ask simple questions.');
    await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('20');
    await page.getByText('Text', { exact: true }).click();
    const publish = page.getByRole('button', { name: 'Publish Lesson' });
    expect(await publish.isDisabled()).toBe(true);
    await typeRichText(page, 'Content', async (keyboard) => {
      await keyboard.type('Useful phrases:');
      await keyboard.press('Enter');
      await keyboard.type('- Good morning');
      await keyboard.press('Enter');
      await keyboard.type('Nice to meet you');
    });
    expect(await page.locator('.ProseMirror ul li').count()).toBe(2);
    // Preview Lesson shows the lesson as a student will see it, before anything is saved.
    await page.getByRole('button', { name: 'Preview Lesson' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('heading', { name: 'Greetings and Introductions' }).waitFor();
    await preview.getByText('Nice to meet you').waitFor();
    expect(await preview.locator('ul li').count()).toBe(2);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await publish.click();
    await page.getByText('Lesson Created Successfully').waitFor(SLOW);

    await page.waitForURL(`${APP_URL}/tutor-dashboard/lessons`);
    const lessonCard = page.locator('.mantine-Card-root', { hasText: 'Greetings and Introductions' });
    await lessonCard.waitFor(SLOW);
    expect(await lessonCard.getByText('Published', { exact: true }).isVisible()).toBe(true);
    expect(await lessonCard.getByText('Spoken English for Beginners').isVisible()).toBe(true);
    await screenshot(page, 'authoring-lessons-list-desktop');

    // The whole card opens the lesson, here its bottom left corner, away from the title.
    const { height } = (await lessonCard.boundingBox())!;
    await lessonCard.click({ position: { x: 12, y: height - 12 } });
    await page.getByRole('heading', { level: 1, name: 'Greetings and Introductions' }).waitFor(SLOW);
    expect(await page.locator('li', { hasText: 'Nice to meet you' }).isVisible()).toBe(true);
    expect(await page.getByText('Total Views').isVisible()).toBe(true);
    await screenshot(page, 'authoring-lesson-detail-desktop');

    // Editing: the saved lesson as loaded is not a change (the editor's own HTML included); a change is.
    await page.getByRole('button', { name: 'Edit Lesson' }).click();
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.getByText('Nice to meet you').waitFor(SLOW);
    expect(await reloadAsks(page)).toBe(false);
    await content.getByText('Nice to meet you').waitFor(SLOW);
    await content.click();
    await page.keyboard.type(' again');
    expect(await reloadAsks(page)).toBe(true);
    // Back asks too; the tutor leaves.
    await page.getByRole('button', { name: 'Back to Lessons' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Greetings and Introductions' }).waitFor(SLOW);

    // The course now counts its lesson.
    const courses = () => adminDb.collection('courses').where('tutorId', '==', tutor.uid).get();
    expect((await courses()).docs.map((d): unknown => d.get('lessonCount'))).toEqual([1]);

    // Delete asks first, then removes the lesson.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this lesson?' });
    await confirm.getByRole('button', { name: 'Delete lesson' }).click();
    await page.getByText('No lessons yet').waitFor(SLOW);
    expect((await courses()).docs.map((d): unknown => d.get('lessonCount'))).toEqual([0]);
    await context.close();
  });

  it('New Lesson says when the courses could not be loaded, and loads them on Try again', SLOW, async () => {
    const tutor = await createTutor('Upul Tharanga');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), tutor.email);
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);

    const down = (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The service is unavailable.' }),
      });
    await page.route('**/api/courses/tutor/**', down);
    await page.goto(`${APP_URL}/tutor-dashboard/lessons/new`);
    // The panel in place of the editor (the toast saying the same has no button).
    const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await failed.waitFor(SLOW);
    // A server error is never shown as the server worded it.
    expect(await failed.textContent()).toContain('Something Went WrongSomething went wrong, please try again');

    await page.unroute('**/api/courses/tutor/**', down);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Create a course first').waitFor(SLOW);
    await context.close();
  });
});
