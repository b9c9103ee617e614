import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../support/admin.ts';
import { signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { createCourse, createTutor } from '../support/people.ts';
import { createOnboardedStudent } from '../support/students.ts';
import { addGoogleAccount, chooseGoogleAccount, launchChromium, newContext, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** Signs a student in through the login dialog with the code from the mail catcher. */
async function loginWithCode(page: Page, email: string, shots?: string) {
  const dialog = page.getByRole('dialog', { name: 'Student Login' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await dialog.getByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`).waitFor();
  const code = /\b(\d{6})\b/.exec((await waitForEmail(email)).text)?.[1] ?? '';
  await dialog.getByLabel('Verification code').fill(code);
  if (shots) await screenshot(page, shots);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
}

describe('tutor sign-in', () => {
  it('sends a first-time tutor from the Google window to the payment page with the plan and e-mail', async () => {
    const email = uniqueEmail('new-teacher');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await addGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), {
      email,
      name: 'Chathura Weerasinghe',
    });
    await page.waitForURL(`${APP_URL}/payment?plan=monthly&email=${encodeURIComponent(email)}`);
    const user = await adminAuth.getUserByEmail(email);
    expect(user.customClaims).toEqual({ role: 'tutor' });
    await context.close();
  });
});

describe('student sign-in', () => {
  it('signs a student in with the e-mailed code and shows their dashboard', async () => {
    const student = await createOnboardedStudent('Ishani Karunaratne');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Student', exact: true }).click();
    await screenshot(page, 'student-login-email-desktop');
    await loginWithCode(page, student.email, 'student-login-code-desktop');
    await page.waitForURL(`${APP_URL}/student-dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome back, Ishani Karunaratne!' }).waitFor();
    await expect(page.getByText('Student', { exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('sends a signed-out visitor from a student page to sign in, then back to that page', async () => {
    const student = await createOnboardedStudent('Ravindu Dissanayake');
    const context = await newContext(browser, { width: 375, height: 800 });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/student-dashboard/courses`);
    await page.waitForURL(`${APP_URL}/?redirect=%2Fstudent-dashboard%2Fcourses`);
    // The dialog opens by itself for a student page.
    await loginWithCode(page, student.email, 'student-login-code-mobile');
    await page.waitForURL(`${APP_URL}/student-dashboard/courses`);
    await context.close();
  });

  it('signs a student in with Google and turns away a Google account nobody invited', async () => {
    const student = await createOnboardedStudent('Amaya Fernando');
    await signInWithGoogle(student.email, 'Amaya Fernando'); // the student's Google account, known to the emulator

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await page.getByRole('button', { name: 'Student', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Student Login' });
    const stranger = uniqueEmail('stranger');
    await addGoogleAccount(page, () => dialog.getByRole('button', { name: 'Continue with Google' }).click(), {
      email: stranger,
      name: 'Not Invited',
    });
    await dialog
      .getByRole('alert')
      .getByText(/ask your tutor to invite you/)
      .waitFor();
    await screenshot(page, 'student-login-google-refused-desktop');

    await chooseGoogleAccount(page, () => dialog.getByRole('button', { name: 'Continue with Google' }).click(), student.email);
    await page.waitForURL(`${APP_URL}/student-dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome back, Amaya Fernando!' }).waitFor();
    await context.close();
  });
});

describe('sessions', () => {
  it('does not say the session expired when a tutor who logged out opens a course page again', async () => {
    const tutor = await createTutor('Ruwan Jayasinghe');
    const courseId = await createCourse(tutor.uid, 'Sinhala Grammar');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(APP_URL);
    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), tutor.email);
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`, { timeout: 60_000 });
    await page.goto(`${APP_URL}/tutor-dashboard/courses/${courseId}`);
    await page.getByRole('heading', { name: 'Sinhala Grammar' }).first().waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/courses/${courseId}`)) asked.push(request.url());
    });
    // A bookmark, or Back once the page has been reloaded: the whole app loads again, signed out.
    await page.goto(`${APP_URL}/tutor-dashboard/courses/${courseId}`);
    // Sent home to sign in again, with the page remembered; the course was not asked for without a token.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('redirect'));
    await page.getByRole('button', { name: "Teacher's" }).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog', { name: 'Session Expired' }).count()).toBe(0);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('shows the Session Expired modal once the session is revoked, and Login Again starts over', async () => {
    const student = await createOnboardedStudent('Dulani Abeysekera');
    const context = await newContext(browser);
    const page = await context.newPage();
    // A sign-in link carrying a custom token (spec §4) lands on the student area.
    const token = await adminAuth.createCustomToken(student.uid);
    await page.goto(`${APP_URL}/student/oauth/redirect?token=${encodeURIComponent(token)}`);
    await page.waitForURL(`${APP_URL}/student-dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome back, Dulani Abeysekera!' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('persist:root'))).toContain('student');

    // Revocation is second-granular: tokens issued in the same second stay valid.
    await new Promise((r) => setTimeout(r, 1100));
    await adminAuth.revokeRefreshTokens(student.uid);
    // On load Firebase drops the revoked user (or the API answers 401): either way, the modal.
    await page.reload();
    const modal = page.getByRole('dialog', { name: 'Session Expired' });
    await modal
      .getByText('Your session has expired for security reasons. Please log in again to continue using the application.')
      .waitFor();
    await screenshot(page, 'session-expired-desktop');
    await modal.getByRole('button', { name: 'Login Again' }).click();
    await page.waitForURL(`${APP_URL}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('persist:root'))).toBeNull();
    // The student was on a student page: the login dialog is ready for them.
    await page.getByRole('dialog', { name: 'Student Login' }).waitFor();
    await context.close();
  });
});
