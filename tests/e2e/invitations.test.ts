import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { createCourse, createTutor, invitationLinkFor, invite } from '../support/people.ts';
import { chooseGoogleAccount, launchChromium, newContext, screenshot } from './support/browser.ts';

const MOBILE = { width: 375, height: 812 };

/** Signs the tutor in through the landing page's Teacher's button and opens the Students screen. */
async function openStudentsAsTutor(page: Page, email: string) {
  await page.goto(APP_URL);
  await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), email);
  await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
  await page.goto(`${APP_URL}/tutor-dashboard/students`);
  await page.getByRole('heading', { name: 'Students' }).waitFor();
}

describe('invitations in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a tutor invites, the student accepts from the e-mailed link, and the tutor grants a course', async () => {
    const tutor = await createTutor('Dilrukshi Herath');
    await createCourse(tutor.uid, 'Spoken English');
    const studentEmail = uniqueEmail('browser-student');

    const tutorContext = await newContext(browser);
    const tutorPage = await tutorContext.newPage();
    await openStudentsAsTutor(tutorPage, tutor.email);
    await tutorPage.getByText('No students yet').waitFor();
    await tutorPage.getByRole('button', { name: 'Invite Student' }).click();
    // The history, opened before sending, is not left showing its first (empty) answer afterwards.
    await tutorPage.getByRole('tab', { name: 'Invitation History' }).click();
    await tutorPage.getByText('No invitations yet.').waitFor();
    await tutorPage.getByRole('tab', { name: 'Send Invite' }).click();
    const send = tutorPage.getByRole('button', { name: 'Send Invitation' });
    expect(await send.isDisabled()).toBe(true);
    await tutorPage.getByLabel('Student Email').fill(studentEmail);
    await send.click();
    await tutorPage.getByText('Successfully sent the invitation').waitFor();
    expect(await tutorPage.getByLabel('Student Email').inputValue()).toBe('');
    await tutorPage.getByRole('tab', { name: 'Invitation History' }).click();
    await tutorPage.getByText(studentEmail).waitFor();
    await screenshot(tutorPage, 'invitations-history-desktop');
    await tutorPage.keyboard.press('Escape');

    // The student opens the link from the e-mail on a phone.
    const studentContext = await newContext(browser, MOBILE);
    const studentPage = await studentContext.newPage();
    await studentPage.goto(await invitationLinkFor(studentEmail));
    await studentPage.getByRole('heading', { name: "You're invited!" }).waitFor();
    const emailField = studentPage.getByLabel('Email', { exact: true });
    expect(await emailField.inputValue()).toBe(studentEmail);
    expect(await emailField.isDisabled()).toBe(true);
    await studentPage.getByLabel('First Name').fill('K');
    await studentPage.getByLabel('Last Name').fill('Samarasinghe');
    await studentPage.getByRole('button', { name: 'Accept' }).click();
    await studentPage.getByText('First name must be at least 2 characters').waitFor();
    await studentPage.getByLabel('First Name').fill('Kasuni');
    await studentPage.getByRole('button', { name: 'Accept' }).click();
    await studentPage.getByText('Invitation Accepted!').waitFor();
    // The login dialog opens with the invited address locked in; the code arrives by e-mail
    // (the second message to this address, after the invitation).
    const login = studentPage.getByRole('dialog', { name: 'Student Login' });
    expect(await login.getByLabel('Email address').inputValue()).toBe(studentEmail);
    expect(await login.getByLabel('Email address').isDisabled()).toBe(true);
    await screenshot(studentPage, 'invitation-accepted-mobile');
    await login.getByRole('button', { name: 'Send Code' }).click();
    const code = /\b(\d{6})\b/.exec((await waitForEmail(studentEmail, 2)).text)?.[1] ?? '';
    await login.getByLabel('Verification code').fill(code);
    await login.getByRole('button', { name: 'Verify Code' }).click();
    await studentPage.waitForURL(`${APP_URL}/student-dashboard/home`);

    // The tutor's open Students screen shows the new student by itself (the "New student"
    // notification refreshes it), and the tutor opens a course for them.
    const card = tutorPage.getByRole('article', { name: 'Kasuni Samarasinghe' });
    await card.getByText('Invitation accepted').waitFor();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Manage Access' }).click();
    const dialog = tutorPage.getByRole('dialog', { name: 'Manage Course Access' });
    await dialog.getByRole('checkbox', { name: 'Spoken English' }).check();
    // A custom end date already past is refused before saving, in words.
    await dialog.getByLabel('Access duration', { exact: true }).click();
    await tutorPage.getByRole('option', { name: 'Custom end date' }).click();
    await dialog.getByLabel('End date').fill('2020-01-15');
    await dialog.getByText('The access end date must be in the future.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Access duration', { exact: true }).click();
    await tutorPage.getByRole('option', { name: '1 Month' }).click();
    await dialog.getByText('Access will expire on').waitFor();
    await screenshot(tutorPage, 'manage-access-desktop');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await tutorPage.getByText('Successfully saved course access changes').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Spoken English').waitFor();
    await screenshot(tutorPage, 'students-desktop');
    await tutorContext.close();

    // The student now sees the course the tutor opened.
    await studentPage.goto(`${APP_URL}/student-dashboard/courses`);
    await studentPage.getByText('Spoken English').first().waitFor();
    await screenshot(studentPage, 'student-courses-after-grant-mobile');
    await studentContext.close();
  });

  it('a student rejects the invitation and lands on the home page; a broken link goes home too', async () => {
    const tutor = await createTutor('Pradeep Kumara');
    const studentEmail = uniqueEmail('browser-reject');
    const { invitationId, link } = await invite(tutor, studentEmail);

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: "You're invited!" }).waitFor();
    await screenshot(page, 'invitation-page-desktop');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('You have declined the invitation to join this course.').waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    await page.waitForURL(`${APP_URL}/`, { timeout: 15_000 });
    expect((await adminDb.doc(`invitations/${invitationId}`).get()).get('status')).toBe('REJECTED');

    // Opening the same link again: the server says it was already rejected (spec §8 wording).
    const phone = await newContext(browser, MOBILE);
    const again = await phone.newPage();
    await again.goto(link);
    await again.getByLabel('First Name').fill('Late');
    await again.getByLabel('Last Name').fill('Comer');
    await again.getByRole('button', { name: 'Accept' }).click();
    await again.getByText('This invitation has already been rejected and cannot be accepted.').waitFor();
    await screenshot(again, 'invitation-error-mobile');

    await again.goto(`${APP_URL}/student/accept-invitation?token=not-a-token`);
    await again.getByText('The invitation link is invalid or has expired.').waitFor();
    await again.waitForURL(`${APP_URL}/`);
    await phone.close();
    await context.close();
  });

  it('shows the Students screen and its dialogs on a phone', async () => {
    const tutor = await createTutor('Mobile Tutor');
    await createCourse(tutor.uid, 'Mobile Course');
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    await openStudentsAsTutor(page, tutor.email);
    await page.getByRole('button', { name: 'Invite Student' }).click();
    await page.getByLabel('Student Email').fill(uniqueEmail('phone-invite'));
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('Successfully sent the invitation').waitFor();
    await screenshot(page, 'invite-dialog-mobile');
    await context.close();
  });
});
