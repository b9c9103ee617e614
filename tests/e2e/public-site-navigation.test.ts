import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';

/** Resolves once section `id` sits at the top of the viewport, just under the sticky header. */
async function sectionReachesTop(page: Page, id: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? -1, id))
    .toSatisfy((top: number) => top >= 0 && top <= 90);
}

describe('public site: navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('scrolls to sections from the header and the hero, and keeps the URL hash in sync', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${APP_URL}/#pricing`);
    await sectionReachesTop(page, 'pricing');
    expect(await nav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('location');

    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${APP_URL}/#contact`);
    await page.getByRole('link', { name: 'support@tutorly.lk' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Contact', exact: true }).isVisible()).toBe(true);
    // Contact is the last section: the scroll ends at the bottom of the page.
    await expect
      .poll(() => page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2))
      .toBe(true);

    // Scrolling by hand moves the hash along (once the link's smooth scroll has arrived, as a reader's would).
    await page.evaluate(() => document.getElementById('features')?.scrollIntoView());
    await page.waitForURL(`${APP_URL}/#features`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForURL(`${APP_URL}/#home`);

    await page.getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL(`${APP_URL}/#pricing`);
    await sectionReachesTop(page, 'pricing');

    // The address opens at the same place after a reload.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto(`${APP_URL}/#how-it-works`);
    await sectionReachesTop(page, 'how-it-works');
    await context.close();
  });

  it('opens and closes the mobile menu at 375 px', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(APP_URL);
    // On a phone the anchors and the language live in the menu; Student and Teacher's stay in sight.
    await page.getByRole('button', { name: "Teacher's" }).waitFor();
    expect(await page.getByRole('button', { name: 'Student' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Language' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#landing-mobile-menu');
    await menu.getByRole('link', { name: 'Features' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(true);
    await screenshot(page, 'public-site-mobile-menu');

    await menu.getByRole('link', { name: 'Features' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL(`${APP_URL}/#features`);
    await sectionReachesTop(page, 'features');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('goes from the footer to the legal pages, which start at the top, and Back to /', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${APP_URL}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Privacy Policy · Tutorly');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('heading', { level: 1, name: 'Teach online, your way' }).waitFor();

    await page.goto(`${APP_URL}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await context.close();
  });

  it('shows the not-found page for an unknown path, in the visitor’s language', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/courses/unknown?lng=ta`);
    await page.getByRole('heading', { name: 'அச்சச்சோ! பக்கம் கிடைக்கவில்லை' }).waitFor();
    expect(await page.getByText('404').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'முகப்புக்குத் திரும்பு' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('heading', { level: 1, name: 'உங்கள் வழியில் இணையத்தில் கற்பியுங்கள்' }).waitFor();
    await context.close();
  });
});
