import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { createTutor } from '../support/people.ts';
import { chooseGoogleAccount, launchChromium, newContext, screenshot } from './support/browser.ts';

describe('smoke: landing to tutor dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens the landing page and reaches the tutor dashboard after Google sign-in', async () => {
    const tutor = await createTutor('Dilani Jayawardena');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('heading', { name: 'Teach online, your way' }).waitFor();

    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), tutor.email);

    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome back, Dilani Jayawardena!' }).waitFor();
    await expect(page.getByText('Teacher', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Students' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'smoke-tutor-home-desktop');
    await context.close();
  });

  it('sends a signed-out visitor from a dashboard to / and back after sign-in', async () => {
    const tutor = await createTutor('Ruwan Silva');
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/tutor-dashboard/courses`);
    await page.waitForURL(`${APP_URL}/?redirect=%2Ftutor-dashboard%2Fcourses`);

    // On a phone the Teacher's button lives in the header's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), tutor.email);
    await page.waitForURL(`${APP_URL}/tutor-dashboard/courses`);
    await screenshot(page, 'smoke-guard-return-mobile');
    await context.close();
  });

  it('renders Sinhala and Tamil with their own fonts, without needing them installed', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    for (const [language, heading, family] of [
      ['si', 'ඔබේ ක්‍රමයට, මාර්ගගතව උගන්වන්න', 'Noto Sans Sinhala'],
      ['ta', 'உங்கள் வழியில் இணையத்தில் கற்பியுங்கள்', 'Noto Sans Tamil'],
    ] as const) {
      await page.goto(`${APP_URL}/?lng=${language}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      // Both weights of the self-hosted face must be loaded (check() alone is true when no face exists).
      const loadedWeights = await page.evaluate(
        (f) =>
          [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded')
            .map((face) => face.weight),
        family,
      );
      expect(loadedWeights.sort()).toEqual(['400', '700']);
      await screenshot(page, `smoke-landing-${language}-mobile`);
    }
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await context.close();
  });
});
