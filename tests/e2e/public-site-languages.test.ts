import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';

describe('public site: languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('switches the language, re-rendering the page, and keeps it after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('heading', { level: 1, name: 'Teach online, your way' }).waitFor();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('si');
    await page.getByRole('heading', { level: 1, name: 'ඔබේ ක්‍රමයට, මාර්ගගතව උගන්වන්න' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
    expect(await page.title()).toBe('Tutorly — පෞද්ගලික උපකාරක ගුරුවරුන් සඳහා මාර්ගගත පන්ති');
    expect(await page.getByRole('button', { name: 'ගුරුවරයා' }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'ඔබේ ක්‍රමයට, මාර්ගගතව උගන්වන්න' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'භාෂාව' }).inputValue()).toBe('si');
    await context.close();
  });

  it('lets ?lng=ta win over the English browser on a first visit, and remembers it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/?lng=ta`);
    await page.getByRole('heading', { level: 1, name: 'உங்கள் வழியில் இணையத்தில் கற்பியுங்கள்' }).waitFor();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'பிரத்தியேக வகுப்பு ஆசிரியர்களுக்கும் அவர்களின் மாணவர்களுக்கும் பாடநெறிகள், காணொளிப் பாடங்கள், மாணவர்கள் அனைத்தும் ஒரே இடத்தில்.',
    );
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('ta');

    await page.goto(`${APP_URL}/terms`);
    await page.getByRole('heading', { level: 1, name: 'சேவை விதிமுறைகள்' }).waitFor();
    await context.close();
  });

  it('keeps long Sinhala and Tamil words inside a 320 px screen', async () => {
    const context = await newContext(browser, { width: 320, height: 720 });
    const page = await context.newPage();
    for (const language of ['si', 'ta'])
      for (const path of ['/', '/privacy-policy', '/terms']) {
        await page.goto(`${APP_URL}${path}?lng=${language}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${language} ${path}`).toBe(0);
      }
    await screenshot(page, 'public-site-terms-ta-320');
    await context.close();
  });
});
