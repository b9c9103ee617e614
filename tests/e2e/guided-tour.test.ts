import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_URL } from '../support/emulators.ts';
import { createTutor } from '../support/people.ts';
import { SCREENSHOTS, launchChromium, newContext } from './support/browser.ts';
import { AMAYA_EMAIL, isSidebarOnScreen, restoreDemoData, signInAsStudent, signInAsTutor } from './support/users.ts';

/** The tour dialog showing step `n` (1-based). */
const tourStep = (page: Page, n: number) => page.locator(`[data-tour-step="${n}"]`);
const anyTourStep = (page: Page) => page.locator('[data-tour-step]');
const storedFlag = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Whether the dialog of step `n` is entirely on the screen, with every button's label shown whole. */
const isTourStepUsable = (page: Page, n: number) =>
  tourStep(page, n).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const onScreen = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return onScreen && [...el.querySelectorAll('button span')].every((label) => label.scrollWidth <= label.clientWidth);
  });

/** What the visitor sees of the tour (the viewport, once the dialog has faded in). */
async function tourShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Whether the tour opens within 2.5 s of the page settling (it auto-starts after about 1 s). */
async function tourOpensBySelf(page: Page): Promise<boolean> {
  return anyTourStep(page)
    .first()
    .waitFor({ timeout: 2500 })
    .then(() => true)
    .catch(() => false);
}

describe('guided tour', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    // Amaya, the demo student who signs in with Google, must exist.
    await restoreDemoData();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('starts by itself on the tutor home, moves with buttons and arrow keys, and once finished stays finished', async () => {
    const tutor = await createTutor('Sachini Bandara');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);

    await tourStep(page, 1).waitFor({ timeout: 10_000 });
    expect(await tourStep(page, 1).getByRole('heading').textContent()).toBe('Welcome to your dashboard');
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await tourShot(page, 'tour-tutor-step1-desktop');

    await page.getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 2).getByText('Navigation sidebar').waitFor();
    await page.keyboard.press('ArrowRight');
    await tourStep(page, 3).getByText('Dashboard overview').waitFor();
    await page.keyboard.press('ArrowLeft');
    await tourStep(page, 2).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await tourStep(page, 1).waitFor();

    const titles: string[] = [];
    for (let n = 1; n < 9; n += 1) {
      titles.push((await tourStep(page, n).getByRole('heading').textContent()) ?? '');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await tourStep(page, 9).waitFor();
    titles.push((await tourStep(page, 9).getByRole('heading').textContent()) ?? '');
    expect(titles).toEqual([
      'Welcome to your dashboard',
      'Navigation sidebar',
      'Dashboard overview',
      'Students management',
      'Courses management',
      'Lessons management',
      'Profile and settings',
      'Search and notifications',
      "You're all set!",
    ]);
    expect(await page.getByText('Step 9 of 9').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await anyTourStep(page).waitFor({ state: 'detached' });
    expect(await storedFlag(page, 'tutorTourCompleted')).toBe('true');

    await page.reload();
    await page.getByText('Total Students').waitFor();
    expect(await tourOpensBySelf(page)).toBe(false);

    // The help button starts it again on demand; Esc closes it without undoing the finished flag.
    await page.getByRole('button', { name: 'Start Dashboard Tour' }).hover();
    await page.getByRole('tooltip', { name: 'Start Dashboard Tour' }).waitFor();
    await page.getByRole('button', { name: 'Start Dashboard Tour' }).click();
    await tourStep(page, 1).waitFor();
    await page.keyboard.press('Escape');
    await anyTourStep(page).waitFor({ state: 'detached' });
    expect(await storedFlag(page, 'tutorTourCompleted')).toBe('true');
    await context.close();
  });

  it('opens the phone sidebar for the steps that point into it, at most 400 px wide and 80% of the screen', async () => {
    const tutor = await createTutor('Nadeesha Gamage');
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await tourStep(page, 1).waitFor({ timeout: 10_000 });
    expect(await tourStep(page, 1).evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(300);
    for (let n = 1; n < 4; n += 1) {
      expect(await isTourStepUsable(page, n)).toBe(true);
      await page.getByRole('button', { name: 'Next' }).click();
      await tourStep(page, n + 1).waitFor();
    }
    await tourStep(page, 4).getByText('Students management').waitFor();
    expect(await isSidebarOnScreen(page)).toBe(true);
    const box = await page.locator('#step-4').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await tourShot(page, 'tour-tutor-step4-mobile');
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await anyTourStep(page).waitFor({ state: 'detached' });
    await expect.poll(() => isSidebarOnScreen(page), { timeout: 5000 }).toBe(false);
    await context.close();
  });

  it('shows every step of the student tour whole on a phone in Tamil, whose labels are the longest', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);
    await page.goto(`${APP_URL}/student-dashboard/home?lng=ta`);
    for (let n = 1; n <= 7; n += 1) {
      // Waits for the dialog to settle where it is shown (it fades in, after the sidebar slides).
      await tourStep(page, n).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(600);
      expect(await isTourStepUsable(page, n)).toBe(true);
      if (n === 2) await tourShot(page, 'tour-student-step2-mobile-ta');
      await page.keyboard.press('ArrowRight');
    }
    await context.close();
  });

  it("keeps the student's tour coming back until it is finished, then never again", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);

    await tourStep(page, 1).getByText('Welcome to your learning space').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await anyTourStep(page).waitFor({ state: 'detached' });
    expect(await storedFlag(page, 'studentTourCompleted')).toBeNull();

    await page.reload();
    await tourStep(page, 1).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await anyTourStep(page).waitFor({ state: 'detached' });

    await page.reload();
    await tourStep(page, 1).waitFor({ timeout: 10_000 });
    for (let n = 1; n < 7; n += 1) await page.keyboard.press('ArrowRight');
    await tourStep(page, 7).getByText('Ready to start!').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await anyTourStep(page).waitFor({ state: 'detached' });
    expect(await storedFlag(page, 'studentTourCompleted')).toBe('true');

    await page.reload();
    await page.getByText('Overall Progress').waitFor();
    expect(await tourOpensBySelf(page)).toBe(false);
    await context.close();
  });
});
