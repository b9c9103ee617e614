import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TUTOR_IDS } from '../../emulators/seed/demo-data.ts';
import { adminDb } from '../support/admin.ts';
import { createCourse, createTutor } from '../support/people.ts';
import { APP_URL } from '../support/emulators.ts';
import { launchChromium, newContext, screenshot } from './support/browser.ts';
import {
  AMAYA_EMAIL,
  NIMAL_EMAIL,
  isSidebarOnScreen,
  restoreDemoData,
  signInAsStudent,
  signInAsTutor,
  skipTours,
} from './support/users.ts';

const sidebarWidth = (page: Page) => page.locator('#step-2').evaluate((el) => Math.round(el.getBoundingClientRect().width));

/** Waits until the sidebar has finished sliding to `width`. */
async function expectSidebarWidth(page: Page, width: number) {
  await expect.poll(() => sidebarWidth(page), { timeout: 5000 }).toBe(width);
}

interface LayoutShift {
  value: number;
  /** What moved, and from where to where (top, in px), so that a failure says which part moved. */
  moved: string[];
}

/** Records the page's layout shifts that no input caused (what CLS counts), from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const shifts: LayoutShift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${(source.node?.textContent ?? '').slice(0, 40)}: ${source.previousRect.top} → ${source.currentRect.top}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Layout shifts are reported after the frame that drew them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
  };
}

/** Holds back the context's requests to `url` until the returned function is called. */
async function holdRequests(context: BrowserContext, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('dashboard layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await restoreDemoData();
  });
  afterAll(async () => {
    await restoreDemoData();
    await browser.close();
  });

  it('collapses the sidebar with Ctrl+B or its button and remembers it in the sidebar:state cookie for 7 days', async () => {
    const tutor = await createTutor('Ishani Karunaratne');
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.getByRole('heading', { name: 'Welcome back, Ishani Karunaratne!' }).waitFor();
    await expectSidebarWidth(page, 256);

    await page.keyboard.press('Control+b');
    await expectSidebarWidth(page, 64);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThan(7.1);

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Ishani Karunaratne!' }).waitFor();
    await expectSidebarWidth(page, 64);
    // Collapsed, the items are icons with their name as a tooltip.
    await page.getByRole('link', { name: 'Courses' }).hover();
    await page.getByRole('tooltip', { name: 'Courses' }).waitFor();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expectSidebarWidth(page, 256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');
    await context.close();
  });

  it('greets a returning tutor by name before the profile has loaded', async () => {
    const tutor = await createTutor('Dilani Jayasuriya');
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.getByRole('heading', { name: 'Welcome back, Dilani Jayasuriya!' }).waitFor();

    // The next visit on a network where Firestore never answers: the profile cannot load.
    await context.route('**/google.firestore.v1.Firestore/**', () => undefined);
    const returning = await context.newPage();
    await returning.goto(`${APP_URL}/tutor-dashboard/home`);
    await returning.getByRole('heading', { name: 'Welcome back, Dilani Jayasuriya!' }).waitFor();
    await context.close();
  });

  it('shows a returning tutor their home before it starts downloading the Firebase SDK', async () => {
    const tutor = await createTutor('Tharindu Wijesinghe');
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.getByText('Active Premium').waitFor();

    const returning = await context.newPage();
    await returning.goto(`${APP_URL}/tutor-dashboard/home`);
    await returning.getByText('Active Premium').waitFor();
    // The home is on screen (its first contentful paint reported) before the Firebase part is requested.
    // The kept figures are there from the first frame, so wait for both to have happened.
    await returning.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        performance.getEntriesByType('resource').some((entry) => /\/tutor-session-check-[\w-]+\.js$/.test(entry.name)),
    );
    const { paintedAt, firebaseRequestedAt } = await returning.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      firebaseRequestedAt:
        performance.getEntriesByType('resource').find((entry) => /\/tutor-session-check-[\w-]+\.js$/.test(entry.name))
          ?.startTime ?? -1,
    }));
    expect(paintedAt).toBeGreaterThan(0);
    expect(firebaseRequestedAt).toBeGreaterThan(paintedAt);
    await context.close();
  });

  it('keeps the tutor home still on a phone while its data arrives, and shows a returning tutor their figures at once', async () => {
    const tutor = await createTutor('Kasun Bandara');
    const context = await newContext(browser, { width: 375, height: 800 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.getByText('Active Premium').waitFor();

    // A visit with the dashboard's answer held back until the layout is on screen: first as if this
    // device had never shown the home (placeholders), then as the returning tutor it is (what it
    // showed last time, before the answer).
    for (const seenBefore of [false, true]) {
      if (!seenBefore) await page.evaluate(() => localStorage.removeItem('tutorly:lastSeenTutorDashboard'));
      const release = await holdRequests(context, '**/api/tutors/dashboard/**');
      const visit = await context.newPage();
      const layoutShifts = await recordLayoutShifts(visit);
      await visit.goto(`${APP_URL}/tutor-dashboard/home`);
      await visit.getByText('Total Students').waitFor();
      expect(await visit.getByText('Active Premium').count()).toBe(seenBefore ? 1 : 0);
      await screenshot(visit, `tutor-home-${seenBefore ? 'returning' : 'loading'}-375`);
      release();
      await visit.getByText('Active Premium').waitFor();
      await visit.waitForFunction(() => document.querySelectorAll('.mantine-Skeleton-root').length === 0);
      expect(await layoutShifts()).toEqual([]);
      await visit.close();
    }
    await context.close();
  });

  it('keeps the student home still on a wide screen while the learning data arrives, and shows a returning student their courses at once', async () => {
    const context = await newContext(browser, { width: 1440, height: 900 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);
    const course = 'Python Programming Fundamentals';
    await page.getByRole('link', { name: course }).waitFor();

    // A visit with the Firebase part (the role check and the live data) held back until the layout
    // is on screen: first as if this device had never shown the courses (placeholders), then as the
    // returning student it is (the cards it showed last time, before Firebase has answered).
    for (const seenBefore of [false, true]) {
      if (!seenBefore) await page.evaluate(() => localStorage.removeItem('tutorly:lastSeenCourses'));
      const release = await holdRequests(context, '**/student-session-check*');
      const visit = await context.newPage();
      const layoutShifts = await recordLayoutShifts(visit);
      await visit.goto(`${APP_URL}/student-dashboard/home`);
      await visit.getByRole('heading', { name: 'My Courses' }).waitFor();
      expect(await visit.getByRole('link', { name: course }).count()).toBe(seenBefore ? 1 : 0);
      await screenshot(visit, `student-home-${seenBefore ? 'returning' : 'loading'}-1440`);
      release();
      await visit.getByRole('link', { name: course }).waitFor();
      // Every placeholder has given way to the data.
      await visit.waitForFunction(() => document.querySelectorAll('.mantine-Skeleton-root').length === 0);
      expect(await layoutShifts()).toEqual([]);
      await visit.close();
    }
    await context.close();
  });

  it('marks the item whose route starts the path, slides in under 768 px, opens pages at their top, and logs out from the avatar', async () => {
    const tutor = await createTutor('Ruvini Senanayake');
    const context = await newContext(browser, { width: 375, height: 800 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, tutor.email);
    await page.getByText('Total Students').waitFor();
    expect(await isSidebarOnScreen(page)).toBe(false);
    // Closed, its links are out of the Tab order and the screen reader's page too.
    expect(await page.getByRole('link', { name: 'Courses' }).count()).toBe(0);

    const help = page.getByRole('button', { name: 'Start Dashboard Tour' });
    await help.waitFor();
    // Read to the bottom of the home: the next page must still open at its top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectSidebarWidth(page, 288);
    // The open menu's overlay covers the floating help button too.
    const helpCentre = await help.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('mantine-Overlay-root'), helpCentre),
    ).toBe(true);
    // The button says what it does now, and Escape closes the menu.
    expect(await page.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Courses' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.waitForURL(`${APP_URL}/tutor-dashboard/courses`);
    // The browser tab names the part of the dashboard on screen.
    await expect.poll(() => page.title()).toBe('Courses · Tutorly');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(`${APP_URL}/tutor-dashboard/courses?course=c1`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await page.getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByText('Teacher', { exact: true }).isVisible()).toBe(true);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    // Straight home: never by way of the sign-in page that a lost session gets (?redirect=…).
    await page.getByRole('button', { name: "Teacher's" }).first().waitFor();
    expect(visited.length).toBeGreaterThan(0);
    expect(visited.filter((url) => url !== `${APP_URL}/`)).toEqual([]);
    // Nothing on the device still carries the name for the next person.
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('Ruvini'))),
    ).toBe(false);
    await page.goto(`${APP_URL}/tutor-dashboard/home`);
    await page.waitForURL(/\/\?redirect=/);
    await context.close();
  });

  it("finds the tutor's own students, courses and lessons from the header search and opens them", async () => {
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, NIMAL_EMAIL);
    const search = page.getByRole('combobox', { name: 'Search students, courses, lessons...' });

    await search.fill('python');
    await page
      .getByRole('option', { name: /Python Programming Fundamentals/ })
      .first()
      .waitFor();
    expect(await page.getByRole('option', { name: /Installing Python and Your First Program/ }).isVisible()).toBe(true);
    await page.getByRole('option', { name: /^Python Programming Fundamentals/ }).click();
    await page.waitForURL(`${APP_URL}/tutor-dashboard/courses/demo-course-python`);
    await page.getByRole('heading', { name: 'Python Programming Fundamentals' }).first().waitFor();

    await search.fill('AMAYA');
    await page.getByRole('option', { name: /Amaya Fernando/ }).waitFor();
    await search.press('Enter');
    await page.waitForURL(`${APP_URL}/tutor-dashboard/students?search=amaya.fernando%40example.com`);
    await page.getByRole('article', { name: 'Amaya Fernando' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search students by name or email...' }).inputValue()).toBe(
      'amaya.fernando@example.com',
    );

    // Another tutor's course is not found.
    await search.fill('Excel for Data');
    await page.getByText('Nothing found for "Excel for Data"').waitFor();

    // A course made since the search was first used is found without a reload, its category in words.
    await createCourse(DEMO_TUTOR_IDS.nimal, 'Statistics for Everyone');
    await search.fill('statistics');
    const added = page.getByRole('option', { name: /Statistics for Everyone/ });
    await added.waitFor();
    expect(await added.textContent()).toBe('Statistics for EveryoneProgramming');
    await context.close();
  });

  it('shows recent notifications with their unread count, and marks them read', async () => {
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsTutor(page, NIMAL_EMAIL);
    await page.getByRole('button', { name: 'Notifications (2 unread)' }).click();
    await page.getByRole('button', { name: /^Unread: Access ending soon/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Payment received/ }).isVisible()).toBe(true);
    // Ten newer unread notices push the demo's two unread ones out of the ten the bell loads.
    const arrived = adminDb.batch();
    for (let i = 0; i < 10; i++)
      arrived.set(adminDb.collection('notifications').doc(), {
        userId: DEMO_TUTOR_IDS.nimal,
        type: 'invitation_accepted',
        title: 'New student',
        body: `Student ${i} accepted your invitation.`,
        link: '/tutor-dashboard/students',
        params: { studentName: `Student ${i}` },
        createdAt: new Date(),
        read: false,
      });
    await arrived.commit();
    await page.getByRole('button', { name: 'Notifications (more than 9 unread)' }).waitFor();
    expect(await page.getByRole('button', { name: /^Unread: Access ending soon/ }).count()).toBe(0);
    // "All" includes those beyond the list.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const unreadStored = async () =>
      (await adminDb.collection('notifications').where('userId', '==', DEMO_TUTOR_IDS.nimal).where('read', '==', false).get())
        .size;
    await expect.poll(unreadStored, { timeout: 15_000 }).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await context.close();
  });

  it("finds a student's own lessons from the phone's search dialog and opens the lesson", async () => {
    const context = await newContext(browser, { width: 375, height: 800 });
    await skipTours(context);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);
    await page.getByRole('button', { name: 'Search courses, lessons...' }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    // The field has the focus when the dialog opens (not its close button): typing goes straight in.
    await page.keyboard.type('loops');
    await page.getByRole('option', { name: /Loops Practice/ }).click();
    await page.waitForURL(`${APP_URL}/student-dashboard/lessons?lesson=demo-lesson-py-loops`);
    await page.getByRole('heading', { name: 'Loops Practice: Build a Multiplication Table' }).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByText('Student', { exact: true }).waitFor();
    await context.close();
  });

  it('finds a course by its category as the student reads it, in Tamil, as My Courses does', async () => {
    const context = await newContext(browser);
    await skipTours(context);
    const page = await context.newPage();
    await signInAsStudent(page, AMAYA_EMAIL);
    await page.goto(`${APP_URL}/student-dashboard/home?lng=ta`);
    const search = page.getByRole('combobox', { name: 'பாடநெறிகள், பாடங்களைத் தேடுங்கள்...' });
    // 'Design' in Tamil: the stored category is the key 'design'.
    await search.fill('வடிவமைப்பு');
    await page
      .getByRole('option', { name: /UI\/UX Design Essentials with Figma/ })
      .first()
      .waitFor();
    expect(await page.getByRole('option', { name: /Python Programming Fundamentals/ }).count()).toBe(0);
    await context.close();
  });
});
