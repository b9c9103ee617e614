import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';

/** Signs up with a Google account the Auth emulator has never seen, through its popup's "Add new account". */
async function signUpWithNewGoogleAccount(page: Page, trigger: () => Promise<void>, email: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Tharindu Fernando');
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await popup.waitForEvent('close');
}

const paymentUrl = (plan: string, email: string) => `${APP_URL}/payment?${new URLSearchParams({ plan, email }).toString()}`;

describe('public site: pricing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('carries the annual plan from its button through a new tutor’s sign-in to the payment page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/#pricing`);
    await screenshot(page, 'public-site-pricing-desktop');
    const email = uniqueEmail('annual-tutor');
    await signUpWithNewGoogleAccount(
      page,
      () => page.getByRole('button', { name: 'Get Started with the Annual plan' }).click(),
      email,
    );
    await page.waitForURL(paymentUrl('annual', email));
    await context.close();
  });

  it('starts the monthly plan from the header’s Teacher’s button on a phone', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(APP_URL);
    const email = uniqueEmail('monthly-tutor');
    await signUpWithNewGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), email);
    await page.waitForURL(paymentUrl('monthly', email));
    await context.close();
  });
});
