import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium, newContext } from './support/browser.ts';
import { AMAYA_EMAIL, NIMAL_EMAIL, restoreDemoData, signInAsStudent, signInAsTutor, skipTours } from './support/users.ts';

/**
 * The dashboards with the demo data on screen: its status badges (Active Premium, Published, Draft,
 * Completed) and the student's 'Access ends in 5 days' are coloured text, which axe-core checks
 * for contrast (WCAG AA) along with everything else.
 */
describe('dashboards: accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await restoreDemoData();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("has no serious or critical axe-core violations on the tutor's home, courses and lessons", async () => {
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, NIMAL_EMAIL);
    const screens = [
      ['/tutor-dashboard/home', page.getByText('Active Premium')],
      ['/tutor-dashboard/courses', page.getByText('Draft', { exact: true }).first()],
      ['/tutor-dashboard/lessons', page.getByText('Published', { exact: true }).first()],
    ] as const;
    for (const [path, loaded] of screens) {
      await page.goto(`${APP_URL}${path}`);
      await loaded.waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it("has none on the student's home and lessons either, on a phone", async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);
    await page
      .getByText(/Access ends in \d+ days/)
      .first()
      .waitFor();
    expect(await seriousViolations(page), 'home').toEqual([]);
    await page.goto(`${APP_URL}/student-dashboard/lessons`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Skeleton-root').length === 0);
    expect(await seriousViolations(page), 'lessons').toEqual([]);
    await context.close();
  });
});
