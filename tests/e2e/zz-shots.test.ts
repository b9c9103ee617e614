import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../support/emulators.ts';
import { createCourse, createTutor } from '../support/people.ts';
import { connectYoutube } from '../support/youtube.ts';
import { launchChromium, newContext } from './support/browser.ts';
import { signInAsTutor, skipTours } from './support/users.ts';

let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

for (const lng of ['si', 'ta']) {
  it(`background upload ${lng}`, async () => {
    const tutor = await createTutor(`Shot Tutor ${lng}`);
    await createCourse(tutor.uid, 'Chemistry Basics');
    await connectYoutube(tutor);
    const context = await newContext(browser, { width: 375, height: 812 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.goto(`${APP_URL}/tutor-dashboard/lessons/new?lng=${lng}`);
    await page.locator('input[type="file"][accept="video/*"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('input[type="file"][accept="video/*"]').setInputFiles({ name: 'e.mp4', mimeType: 'video/mp4', buffer: randomBytes(3 * 1024 * 1024) });
    for (const [i, box] of (await page.getByRole('textbox').all()).entries()) {
      if (i < 2) await box.fill('Balancing equations');
    }
    await page.locator('input[inputmode="numeric"]').fill('12');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('Content here.');
    let passed = 0;
    await page.route((url) => url.pathname === '/api/lessons/upload-chunk', async (route) => {
      if (passed++ >= 30) await new Promise(() => {});
      return route.continue();
    });
    await page.locator('button:has(svg.tabler-icon-send)').click();
    await page.locator('.mantine-Progress-root').last().waitFor({ timeout: 60_000 });
    await page.locator('a[href="/tutor-dashboard/home"]').first().evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `test-results/screenshots/zz-bg-${lng}.png` });
    await context.close();
  }, 120_000);
}
