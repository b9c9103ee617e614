import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { APP_URL } from '../support/emulators.ts';
import { chooseGoogleAccount, launchChromium, newContext, screenshot } from './support/browser.ts';
import { createTutor } from '../support/people.ts';
import { channelTitleOf } from '../support/youtube.ts';

async function signInAsTutor(page: Page, email: string) {
  await page.goto(APP_URL);
  await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), email);
  await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
}

describe('connecting YouTube in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('connects the channel through Google’s consent popup, shows it, and disconnects', async () => {
    const tutor = await createTutor('Ruwan Silva');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    // Reached from the Lessons screen, where video lessons are made.
    await page.getByRole('link', { name: 'Lessons' }).click();
    await page.getByRole('link', { name: 'YouTube channel' }).click();
    await page.waitForURL(`${APP_URL}/tutor-dashboard/youtube`);
    await page.getByText('Not connected. Connect your channel to publish video lessons.').waitFor();
    await screenshot(page, 'youtube-not-connected-desktop');

    await page.getByRole('button', { name: 'Connect YouTube' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to YouTube' });
    await dialog.waitFor();
    // Let the modal's opening transition end before the screenshot.
    await page.waitForTimeout(400);
    await screenshot(page, 'youtube-connect-dialog-desktop');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Connect YouTube' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow' }).waitFor();
    await expect(popup.getByText(tutor.email).isVisible()).resolves.toBe(true);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Allow' }).click()]);

    await page.getByText(`Connected as ${channelTitleOf(tutor.email)}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).exists).toBe(true);
    await screenshot(page, 'youtube-connected-desktop');

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect YouTube?' }).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Not connected. Connect your channel to publish video lessons.').waitFor();
    expect((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).exists).toBe(false);
    await context.close();
  });

  it('shows why the callback failed when the tutor cancels on Google’s screen', async () => {
    const tutor = await createTutor('Kamala Perera');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${APP_URL}/youtube/oauth/callback?error=access_denied&state=x`);
    await page.getByText('YouTube authorization was cancelled or failed').waitFor();
    await screenshot(page, 'youtube-callback-cancelled-mobile');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
    await context.close();
  });
});
