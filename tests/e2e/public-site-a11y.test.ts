import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium, newContext } from './support/browser.ts';

/** Whether the focused element shows a focus indicator. */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

describe('public site: accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const language of ['en', 'si', 'ta'])
    it(`has no serious or critical axe-core violations in ${language}`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      for (const path of ['/', '/privacy-policy', '/terms', '/no/such/page']) {
        await page.goto(`${APP_URL}${path}?lng=${language}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousViolations(page), `${language} ${path}`).toEqual([]);
      }
      await context.close();
    });

  it('has none on a phone with the menu open either', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#landing-mobile-menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('can be used from the keyboard, with a visible focus', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reached: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsVisible(page), `focus step ${step}`).toBe(true);
      reached.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    // After the brand link: the header's anchors, in order.
    expect(reached.slice(1, 5)).toEqual(['Home', 'Features', 'Pricing', 'Contact']);

    // Following an anchor from the keyboard carries on inside its section.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${APP_URL}/#pricing`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Get Started with the Monthly plan',
    );
    await context.close();
  });
});
