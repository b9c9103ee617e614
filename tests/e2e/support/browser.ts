import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Dialog, type Page } from 'playwright-core';

const GAPI_STAND_IN = readFileSync(join(import.meta.dirname, 'gapi-stand-in.js'), 'utf8');
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', '..', 'test-results', 'screenshots');

/** Debian's Chromium (`.ci/run` installs it), or CHROME_PATH. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install it (apt-get install chromium) or set CHROME_PATH.`);
  return path;
}

/** Root needs --no-sandbox; the rest keeps Chromium from reaching for the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh browser profile. Google's gapi loader, which the Firebase SDK and the Auth emulator's
 * popup need for Google sign-in, is served from a local stand-in because Google is unreachable.
 */
export async function newContext(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  // Nothing outside this machine is reachable: fail such requests at once instead of waiting.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // Registered last, so Playwright consults it first.
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ body: GAPI_STAND_IN, contentType: 'text/javascript' }),
  );
  return context;
}

/** Picks `email` in the Auth emulator's Google account chooser that `trigger` opens. */
export async function chooseGoogleAccount(page: Page, trigger: () => Promise<void>, email: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  await popup.getByText(email).click();
  await popup.waitForEvent('close');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Makes a brand-new Google account in the Auth emulator's window that `trigger` opens ("Add new account"). */
export async function addGoogleAccount(
  page: Page,
  trigger: () => Promise<void>,
  account: { email: string; name: string },
): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  // With no Google accounts yet the form shows at once; otherwise the chooser offers "Add new account".
  const form = popup.locator('#email-input');
  await Promise.race([form.waitFor(), popup.getByText('Add new account').waitFor()]);
  if (!(await form.isVisible())) await popup.getByText('Add new account').click();
  await form.fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');
}

/**
 * Reloads the page as a user would (not Playwright's own reload, which would wait forever on a
 * page that keeps it): if the browser asks first, the answer is "stay". Resolves with whether it asked.
 */
export async function reloadAsks(page: Page): Promise<boolean> {
  let asked = false;
  const stay = (dialog: Dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.dismiss();
  };
  page.once('dialog', stay);
  const loaded = page.waitForEvent('load', { timeout: 60_000 }).then(
    () => true,
    () => false,
  );
  // Resolves once the question is answered, or fails as the page unloads.
  await page.evaluate(() => location.reload()).catch(() => undefined);
  page.off('dialog', stay);
  if (!asked && !(await loaded)) throw new Error('the page neither asked nor reloaded');
  return asked;
}
