import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_LOCAL_ENV } from '../../emulators/config.ts';
import { renderEmail } from '../../functions/src/features/mail/render-email.ts';
import { sendMail } from '../../functions/src/features/mail/send-mail.ts';
import { chooseGoogleAccount, launchChromium, newContext, screenshot } from '../e2e/support/browser.ts';
import { skipTours } from '../e2e/support/users.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { emailsTo, waitForEmail } from '../support/mailbox.ts';
import { createCourse, createTutor as createAuthor, form, lessonFields } from '../api/support/authoring.ts';
import { createTutor, enrolStudent, saveAccess } from '../support/people.ts';

/** Markup that runs script if it is ever parsed as HTML: each vector raises a dialog or marks the page. */
const PAYLOAD = `<img src=x onerror="alert(1)"><script>alert(2)</script><svg onload="window.__injected=1">"'&`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every dialog the page opens (and dismisses it so nothing blocks). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], script:not([src]):not([type])').length);
}

describe('injection: HTML in names shown by the UI', () => {
  it('a tutor whose Google name is HTML sees it as text on the dashboard, and nothing runs', async () => {
    const email = uniqueEmail('xss-tutor');
    const google = await signInWithGoogle(email, PAYLOAD);
    // The real first sign-in stores the name from the Google token.
    expect((await callApi('/auth/tutor/session', { method: 'POST', token: google.idToken })).status).toBe(200);
    expect((await adminDb.doc(`tutors/${google.uid}`).get()).get('name')).toBe(PAYLOAD);
    await adminDb.doc(`tutors/${google.uid}`).update({
      subscriptionStatus: 'ACTIVE',
      subscriptionPlan: 'monthly',
      subscriptionEndDate: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000),
    });

    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    await page.goto(APP_URL);
    await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), email);
    await page.waitForURL(`${APP_URL}/tutor-dashboard/home`);
    await page.getByRole('heading', { name: `Welcome back, ${PAYLOAD}!` }).waitFor();
    await page.waitForTimeout(500); // let any injected handler fire
    await screenshot(page, 'adversarial-html-in-tutor-name');
    expect(dialogs).toEqual([]);
    expect(await injectedElements(page)).toBe(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();

    // A student whose name is HTML, in the same tutor's students list.
    const now = Timestamp.now();
    await adminDb.doc(`tutors/${google.uid}/students/xss-student-${google.uid}`).set({
      name: PAYLOAD,
      email: uniqueEmail('xss-student'),
      phone: '',
      avatarUrl: '',
      status: 'active',
      inviteStatus: 'accepted',
      enrolledAt: now,
      lastActive: now,
      progress: 0,
      enrolledCourses: [],
    });
    await page.goto(`${APP_URL}/tutor-dashboard/students`);
    await page.getByText(PAYLOAD, { exact: true }).first().waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'adversarial-html-in-student-name');
    expect(dialogs).toEqual([]);
    expect(await injectedElements(page)).toBe(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await context.close();
  });
});

/** Opens `html` in Chromium: nothing may run and no injected element may exist. */
async function expectInert(html: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const dialogs = watchDialogs(page);
  await page.setContent(html);
  await page.locator('a[href^="javascript:"]').evaluateAll((links) => links.forEach((a) => (a as HTMLElement).click()));
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await injectedElements(page)).toBe(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await context.close();
}

describe('injection: HTML in e-mails', () => {
  it('every interpolated value of an e-mail is shown as text in a browser, and nothing runs', async () => {
    const email = renderEmail({
      language: `en"><script>alert(3)</script>`,
      subject: PAYLOAD,
      heading: PAYLOAD,
      paragraphs: [PAYLOAD, `Invited by ${PAYLOAD} <attacker@example.com>`],
      highlight: PAYLOAD,
      action: { label: PAYLOAD, url: `https://tutorly.lk/invite?name="><script>alert(4)</script>` },
      footer: PAYLOAD,
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    await page.setContent(email.html);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await injectedElements(page)).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(PAYLOAD);
    expect(await page.getByRole('link').getAttribute('href')).toBe(`https://tutorly.lk/invite?name="><script>alert(4)</script>`);
    await context.close();
  });

  it('a subject with a line break cannot add recipients or headers', async () => {
    Object.assign(process.env, FUNCTIONS_LOCAL_ENV);
    const to = uniqueEmail('header-injection');
    const attacker = uniqueEmail('attacker');
    await sendMail({ to, subject: `Hello\r\nBcc: ${attacker}\r\nX-Injected: yes`, text: 'text', html: '<p>html</p>' });
    const received = await waitForEmail(to);
    expect(received.subject).not.toMatch(/[\r\n]/);
    expect(received.to.map((t) => t.address)).toEqual([to]);
    expect(await emailsTo(attacker)).toEqual([]);
  });

  it('an invitation e-mail from a tutor whose name is HTML shows the name as text, and nothing runs', async () => {
    // The address itself cannot carry markup: the invitation refuses anything but an e-mail address.
    const tutor = await createTutor(PAYLOAD);
    const email = uniqueEmail('xss-invitee');
    const answer = await callApi('/tutors/students/invite', {
      method: 'POST',
      token: tutor.idToken,
      json: { email, tutorId: tutor.uid },
    });
    expect(answer.status, answer.text).toBe(200);
    const received = await waitForEmail(email);
    expect(received.html).not.toContain('<script>alert(2)</script>');
    expect(received.text).toContain(PAYLOAD);
    await expectInert(received.html);
  });
});

/** Rich text that would run if stored or shown as is. */
const RICH_PAYLOAD =
  '<p onclick="alert(5)">Hello</p><script>alert(6)</script><a href="javascript:alert(7)">link</a>' +
  '<img src=x onerror="alert(8)"><svg onload="window.__injected=1"></svg><iframe src="javascript:alert(9)"></iframe>';

function expectSanitised(html: string) {
  expect(html).toContain('Hello');
  expect(html).not.toMatch(/<script|onclick|onerror|onload|javascript:|<iframe|<svg/i);
}

describe('injection: rich text', () => {
  it('lesson content with scripts, event handlers and javascript: links is stored sanitised, and the stored HTML runs nothing', async () => {
    const tutor = await createAuthor('Rich Text Tutor');
    const course = await createCourse(tutor);
    const answer = await callApi<{ lesson: { id: string } }>('/lessons?type=text', {
      method: 'POST',
      token: tutor.idToken,
      body: form({ ...lessonFields(course.id, { content: RICH_PAYLOAD, description: PAYLOAD }), status: 'published' }),
    });
    expect(answer.status, answer.text).toBe(201);
    const stored = (await adminDb.doc(`lessons/${answer.body.lesson.id}`).get()).data() ?? {};
    expectSanitised(String(stored.content));
    await expectInert(String(stored.content));
  });

  it('a student opening such a lesson in the lesson screen sees its text, and nothing runs', async () => {
    const tutor = await createAuthor('Rich Text Tutor');
    const course = await createCourse(tutor, { name: 'Safe Course' });
    const created = await callApi<{ lesson: { id: string } }>('/lessons?type=text', {
      method: 'POST',
      token: tutor.idToken,
      body: form({
        ...lessonFields(course.id, { title: 'Hostile lesson', content: RICH_PAYLOAD, description: PAYLOAD }),
        status: 'published',
      }),
    });
    expect(created.status, created.text).toBe(201);
    const student = await enrolStudent(tutor);
    expect(
      (await saveAccess(tutor, student.uid, { expiresAt: Date.now() + 7 * 24 * 3600 * 1000, courseIds: [course.id] })).status,
    ).toBe(200);

    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    const dialogs = watchDialogs(page);
    const lessonPath = `/student-dashboard/lessons?lesson=${created.body.lesson.id}`;
    // Signed out, the lesson link opens the Student Login dialog; the code is the second e-mail, after the invitation.
    await page.goto(`${APP_URL}${lessonPath}`);
    const login = page.getByRole('dialog', { name: 'Student Login' });
    await login.getByLabel('Email address').fill(student.email);
    await login.getByRole('button', { name: 'Send Code' }).click();
    const code = /\b(\d{6})\b/.exec((await waitForEmail(student.email, 2)).text)?.[1] ?? '';
    await login.getByLabel('Verification code').fill(code);
    await login.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL(`${APP_URL}${lessonPath}`);
    await page.getByRole('heading', { name: 'Hostile lesson' }).waitFor();
    await page.getByText('Hello', { exact: true }).waitFor();
    await page.locator('a[href^="javascript:"]').evaluateAll((links) => links.forEach((a) => (a as HTMLElement).click()));
    await page.waitForTimeout(500); // let any injected handler fire
    await screenshot(page, 'adversarial-hostile-lesson-student');
    expect(dialogs).toEqual([]);
    expect(await injectedElements(page)).toBe(0);
    expect(await page.locator('a[href^="javascript:"], iframe[src^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await context.close();
  });

  it('a course description with scripts and javascript: links is stored sanitised, and the stored HTML runs nothing', async () => {
    const tutor = await createAuthor('Rich Text Tutor');
    const course = await createCourse(tutor, { description: RICH_PAYLOAD });
    const stored = (await adminDb.doc(`courses/${course.id}`).get()).data() ?? {};
    expectSanitised(String(stored.description));
    await expectInert(String(stored.description));
  });
});
