import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_IDS } from '../../emulators/seed/demo-data.ts';
import { adminDb } from '../support/admin.ts';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';
import { AMAYA_EMAIL, NIMAL_EMAIL, restoreDemoData, signInAsStudent, signInAsTutor, skipTours } from './support/users.ts';

const statValue = (page: Page, label: string) =>
  page.locator('#step-3 > *').filter({ hasText: label }).locator('p').nth(1).textContent();

/** Reloads the tutor home until `check` holds (the counting runs in a trigger, a moment after the student's write). */
async function reloadUntil(page: Page, check: () => Promise<boolean>, attempts = 30): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    await page.reload();
    await page.locator('[data-testid="recent-activities"]').waitFor();
    if (await check()) return;
    await page.waitForTimeout(500);
  }
  throw new Error('the tutor home never showed the change');
}

describe('a student learning, and the tutor seeing it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await restoreDemoData();
  });
  afterAll(async () => {
    await restoreDemoData();
    await browser.close();
  });

  it("counts Amaya's first open and her completion into Nimal's views, completion rate and recent activity", async () => {
    const tutorContext = await newContext(browser);
    await skipTours(tutorContext);
    const tutor = await tutorContext.newPage();
    await signInAsTutor(tutor, NIMAL_EMAIL);
    await tutor.locator('[data-testid="recent-activities"]').waitFor();
    // 5 of the 15 student × published-lesson pairs in Nimal's active courses are completed.
    expect(await statValue(tutor, 'Completion Rate')).toBe('33%');

    const studentContext = await newContext(browser);
    await skipTours(studentContext);
    const student = await studentContext.newPage();
    await signInAsStudent(student, AMAYA_EMAIL, '/student-dashboard/courses');

    // Opening a lesson for the first time starts it and counts a view.
    await student.getByRole('link', { name: 'UI/UX Design Essentials with Figma' }).click();
    await student.getByRole('link', { name: 'Start: Design Principles: Contrast, Alignment, Repetition' }).click();
    await student.getByRole('heading', { name: 'Design Principles: Contrast, Alignment, Repetition' }).waitFor();
    await student.getByText('In progress', { exact: true }).waitFor();
    await expect
      .poll(async () => (await adminDb.doc('lessons/demo-lesson-ux-principles').get()).get('views') as number, {
        timeout: 15_000,
      })
      .toBe(97);

    // Continue the Python course and finish the lesson in progress.
    await student.goto(`${APP_URL}/student-dashboard/courses?course=demo-course-python`);
    await student.getByRole('link', { name: 'Continue', exact: true }).click();
    await student.getByRole('heading', { name: 'Loops Practice: Build a Multiplication Table' }).waitFor();
    // Started yesterday and opened again today: today counts for her learning streak.
    const loops = adminDb.doc(`progress/${DEMO_STUDENT_IDS.amaya}_demo-lesson-py-loops`);
    const today = new Date();
    const todayNumber = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
    await expect.poll(async () => (await loops.get()).get('openedDays') as unknown, { timeout: 15_000 }).toEqual([todayNumber]);
    await student.getByRole('button', { name: 'Mark as complete' }).click();
    await student.getByText(/^Completed on /).waitFor();
    await screenshot(student, 'learning-lesson-completed-desktop');
    const progress = await loops.get();
    expect(progress.get('status')).toBe('completed');
    expect(Date.now() - (progress.get('completedAt') as Timestamp).toMillis()).toBeLessThan(60_000);

    // 6 of 15 pairs completed now (was 5), and the completion leads the feed.
    const firstActivity = () => tutor.locator('[data-testid="recent-activities"] li').first().textContent();
    await reloadUntil(tutor, async () => (await statValue(tutor, 'Completion Rate')) === '40%');
    await reloadUntil(tutor, async () => (await firstActivity())?.includes('Amaya Fernando completed “Loops Practice') ?? false);
    expect(await firstActivity()).toContain('now');
    await tutor.getByRole('button', { name: 'Notifications (3 unread)' }).waitFor();
    await screenshot(tutor, 'learning-tutor-after-completion-desktop');

    await tutorContext.close();
    await studentContext.close();
  });

  it("on a phone, wraps a lesson's long link instead of pushing the page sideways, and Next lesson opens at the top", async () => {
    // A link pasted into the editor shows its whole URL, which has nowhere to break.
    const url = 'https://docs.python.org/3/library/stdtypes.html#string-methods-and-formatting-of-every-kind';
    const loops = (await adminDb.doc('lessons/demo-lesson-py-loops').get()).data() ?? {};
    const lesson = adminDb.doc('lessons/e2e-long-link');
    await lesson.set({
      ...loops,
      title: 'Further reading',
      type: 'text',
      videoUrl: null,
      content: `<p>Read <a href="${url}">${url}</a> before the next lesson.</p>`,
    });
    const context = await newContext(browser, { width: 375, height: 800 });
    try {
      await skipTours(context);
      const page = await context.newPage();
      await signInAsStudent(page, AMAYA_EMAIL, '/student-dashboard/lessons?lesson=e2e-long-link');
      await page.getByRole('link', { name: url }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'learning-long-link-mobile');

      // Next lesson, reached at the bottom of a lesson, opens the next one at its top (same path, new query).
      await page.goto(`${APP_URL}/student-dashboard/lessons?lesson=demo-lesson-py-intro`);
      for (const title of ['Variables and Data Types', 'Loops Practice: Build a Multiplication Table']) {
        const next = page.getByRole('link', { name: 'Next lesson' });
        await next.waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await next.click();
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        expect(await page.evaluate(() => window.scrollY), title).toBe(0);
      }
    } finally {
      await context.close();
      // Not one of the demo's lessons: the other tests count them.
      await lesson.delete();
    }
  });

  it('hides a course once its access has ended and tells the student why', async () => {
    await adminDb
      .doc(`grants/demo-course-uiux_${DEMO_STUDENT_IDS.amaya}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 60 * 60 * 1000) });
    const context = await newContext(browser, { width: 375, height: 800 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL, '/student-dashboard/courses');
    await page.getByText('Access ended').waitFor();
    await page.getByText(/Your access to UI\/UX Design Essentials with Figma ended on/).waitFor();
    expect(await page.getByRole('link', { name: 'Python Programming Fundamentals' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'UI/UX Design Essentials with Figma' }).count()).toBe(0);
    await screenshot(page, 'learning-expired-access-mobile');

    // The home says it under My Courses, once the courses are there.
    await page.goto(`${APP_URL}/student-dashboard/home`);
    const myCourses = page.getByRole('region', { name: 'My Courses' });
    await myCourses.getByText(/Your access to UI\/UX Design Essentials with Figma ended on/).waitFor();
    expect(await myCourses.getByRole('link', { name: 'Python Programming Fundamentals' }).isVisible()).toBe(true);
    await screenshot(page, 'learning-expired-access-home-mobile');

    // A lesson of that course (its progress record names the course) says the same, not just "not available".
    await page.goto(`${APP_URL}/student-dashboard/lessons?lesson=demo-lesson-ux-principles`);
    await page.getByText('Access ended', { exact: true }).waitFor();
    await page.getByText(/Your access to UI\/UX Design Essentials with Figma ended on/).waitFor();
    await context.close();
  });

  it('a student the tutor removes disappears from the class and loses the courses on their open page', async () => {
    const studentContext = await newContext(browser);
    await skipTours(studentContext);
    const student = await studentContext.newPage();
    await signInAsStudent(student, AMAYA_EMAIL, '/student-dashboard/courses');
    const python = student.getByRole('link', { name: 'Python Programming Fundamentals' });
    await python.waitFor();

    const tutorContext = await newContext(browser, { width: 375, height: 800 });
    await skipTours(tutorContext);
    const tutor = await tutorContext.newPage();
    await signInAsTutor(tutor, NIMAL_EMAIL);
    await tutor.goto(`${APP_URL}/tutor-dashboard/students`);
    await tutor.getByRole('button', { name: 'Remove Amaya Fernando' }).click();
    const dialog = tutor.getByRole('dialog', { name: 'Remove this student?' });
    await dialog.getByText(/no longer count towards your plan's 50 students/).waitFor();
    await screenshot(tutor, 'students-remove-dialog-mobile');
    await dialog.getByRole('button', { name: 'Remove student' }).click();
    await tutor.getByText('Amaya Fernando is no longer in your class.').waitFor();
    expect(await tutor.getByRole('article', { name: 'Amaya Fernando' }).count()).toBe(0);
    expect(await tutor.getByRole('article', { name: 'Dinuka Jayasinghe' }).count()).toBe(1);

    // Her open page loses the tutor's courses without a reload: the rules and the live query see the grants go.
    await python.waitFor({ state: 'detached', timeout: 15_000 });
    await tutorContext.close();
    await studentContext.close();
  });
});
