import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';

/** Signs in with a brand-new Google account in the Auth emulator's window (a tutor with no subscription yet). */
async function signInAsNewTutor(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: "Teacher's" }).click()]);
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByText('Sign in with Google.com').click();
  await popup.waitForEvent('close');
}

describe('payments: a new tutor subscribes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('goes from sign-in to the payment page, pays on iPay, sees the subscription turn ACTIVE and opens the dashboard', async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(APP_URL);
    await signInAsNewTutor(page);

    await page.waitForURL(/\/payment\?plan=monthly&email=/);
    await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await expect(page.getByText('$16.99').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Most Popular').isVisible()).resolves.toBe(true);
    await page.getByText('Inactive', { exact: true }).waitFor();
    await page.getByText('Annual', { exact: true }).click();
    await page.getByText('Save $23.89').waitFor();
    await page.getByText('Monthly', { exact: true }).click();
    await screenshot(page, 'payments-payment-page-mobile');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/127\.0\.0\.1:9310\/ipg\/checkout/);
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/checkout\/success\?gateway=ipay&orderId=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await expect(page.getByText('Active Premium').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Your payment via iPay is confirmed/).isVisible()).resolves.toBe(true);
    await screenshot(page, 'payments-success-mobile');

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
    // Paid up, the home opens (a lapsed tutor would be sent back to /payment).
    await page.getByText('Total Students').waitFor();

    // The payment is in the tutor's history; the page typed without its e-mail takes the account's.
    await page.goto(`${APP_URL}/payment`);
    await page.waitForURL(/\/payment\?email=/);
    // The page renders the e-mail it put in the address a moment after the address changes.
    await expect.poll(() => page.getByRole('button', { name: 'Proceed to Payment' }).isEnabled()).toBe(true);
    await page.getByRole('heading', { name: 'Payment history' }).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();

    // A result link for an order that is not the tutor's says so, instead of the crash screen.
    await page.goto(`${APP_URL}/checkout/success?gateway=ipay&orderId=NoSuchOrder42`);
    await page.getByRole('heading', { name: 'Payment not found' }).waitFor();
    await page.getByRole('link', { name: 'Payment history' }).click();
    // With the tutor's e-mail, so the page can start a checkout from there.
    await page.waitForURL(/\/payment\?plan=monthly&email=/);
    await expect(page.getByRole('button', { name: 'Proceed to Payment' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('subscribes with Stripe, cancels the renewal in Stripe’s portal, and the payment page says it will not renew', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await signInAsNewTutor(page);
    await page.waitForURL(/\/payment\?plan=monthly&email=/);
    const paymentPage = page.url();
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/success\?gateway=stripe&orderId=/);
    await page.getByText('Active Premium').waitFor();

    await page.goto(paymentPage);
    await page.getByText('Renews automatically through Stripe.').waitFor();
    await page.getByRole('button', { name: 'Manage Stripe subscription' }).click();
    await page.getByRole('heading', { name: 'Manage your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(/^Cancels on /).waitFor();
    await page.getByRole('link', { name: 'Return to the app' }).click();
    await page.waitForURL(/\/payment\?email=/);
    await page.getByText('Cancelled in Stripe: it will not renew.').waitFor();
    await expect(page.getByText('Active Premium').isVisible()).resolves.toBe(true);

    // Until the paid period ends, its end would undo a new payment's period: the page says when to pay again.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText(/You can pay again here once it has ended/).waitFor();
    await screenshot(page, 'payments-stripe-cancelled-desktop');
    await context.close();
  });

  it('comes back from a declined iPay payment to the cancelled page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await signInAsNewTutor(page);
    await page.waitForURL(/\/payment\?plan=monthly&email=/);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/checkout\/cancel\?gateway=ipay&plan=monthly&email=/);
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL(/\/payment\?plan=monthly&email=/);
    await page.getByText('Failed', { exact: true }).waitFor();
    // Why, in the tutor's language, with the bank's own words (which we cannot translate) quoted.
    await page
      .getByText('iPay declined the payment. Nothing was charged. iPay said: “Transaction declined by the issuing bank”')
      .waitFor();
    await screenshot(page, 'payments-after-decline-desktop');
    await page.goto(`${page.url()}&lng=ta`);
    await page.getByText(/^iPay கட்டணத்தை நிராகரித்தது\. .* iPay செய்தி: “Transaction declined by the issuing bank”$/).waitFor();
    await context.close();
  });
});
