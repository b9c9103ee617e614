import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';
import { AMAYA_EMAIL, NIMAL_EMAIL, restoreDemoData, signInAsStudent, signInAsTutor, skipTours } from './support/users.ts';

const VIEWPORTS = { mobile: { width: 375, height: 800 }, desktop: { width: 1440, height: 900 } } as const;

/** Text each home must show in each language once its data has loaded. */
const EXPECTED = {
  tutor: { en: 'Completion Rate', si: 'සම්පූර්ණ කිරීමේ අනුපාතය', ta: 'நிறைவு விகிதம்' },
  student: { en: 'Overall Progress', si: 'සමස්ත ප්‍රගතිය', ta: 'ஒட்டுமொத்த முன்னேற்றம்' },
} as const;

/** Loaded means the numbers are in, not skeletons. */
const LOADED = { tutor: '[data-testid="recent-activities"]', student: 'text=/Python Programming Fundamentals/' } as const;

async function shootHome(page: Page, role: 'tutor' | 'student', viewport: keyof typeof VIEWPORTS) {
  for (const language of ['en', 'si', 'ta'] as const) {
    await page.goto(`${APP_URL}/${role}-dashboard/home?lng=${language}`);
    await page.getByText(EXPECTED[role][language]).first().waitFor();
    await page.locator(LOADED[role]).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // Course and lesson durations are stored in English ('8 weeks'); the reader sees their own language.
    if (language !== 'en') expect(await page.getByText(/\b\d+ (weeks?|minutes?)\b/).count()).toBe(0);
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    await screenshot(page, `home-${role}-${language}-${viewport}`);
  }
}

describe('both homes in all three languages, on a phone and a desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await restoreDemoData();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`tutor home, ${viewport}`, async () => {
      const context = await newContext(browser, VIEWPORTS[viewport]);
      await skipTours(context);
      const page = await context.newPage();
      await signInAsTutor(page, NIMAL_EMAIL);
      await shootHome(page, 'tutor', viewport);
      await context.close();
    });

    it(`student home, ${viewport}`, async () => {
      const context = await newContext(browser, VIEWPORTS[viewport]);
      await skipTours(context);
      const page = await context.newPage();
      await signInAsStudent(page, AMAYA_EMAIL);
      await shootHome(page, 'student', viewport);
      await context.close();
    });
  }
});
