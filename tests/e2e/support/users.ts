import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_TUTOR_IDS } from '../../../emulators/seed/demo-data.ts';
import { seedDemoData } from '../../../emulators/seed/run.ts';
import { adminDb } from '../../support/admin.ts';
import { APP_URL } from '../../support/emulators.ts';
import { chooseGoogleAccount } from './browser.ts';

export const NIMAL_EMAIL = 'nimal.perera@example.com';
export const AMAYA_EMAIL = 'amaya.fernando@example.com';

/** Marks a role's guided tour as finished in this browser, so it does not cover the page under test. */
export async function skipTours(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('tutorTourCompleted', 'true');
      localStorage.setItem('studentTourCompleted', 'true');
    } catch {
      // Frames without storage (e.g. an embedded player) have nothing to mark.
    }
  });
}

/** Tutor Google sign-in through the landing page's Teacher's button and the Auth emulator's popup. */
export async function signInAsTutor(page: Page, email: string): Promise<void> {
  await page.goto(APP_URL);
  await chooseGoogleAccount(page, () => page.getByRole('button', { name: "Teacher's" }).click(), email);
  // A new tutor's first session goes through a cold Functions emulator worker: allow it a minute.
  await page.waitForURL(/\/tutor-dashboard\/home/, { timeout: 60_000 });
}

/**
 * Student Google sign-in the way a signed-out student opening `path` does it: the page sends them
 * to the landing page, whose Student Login dialog opens by itself, and back to `path` afterwards.
 */
export async function signInAsStudent(page: Page, email: string, path = '/student-dashboard/home'): Promise<void> {
  await page.goto(`${APP_URL}${path}`);
  const dialog = page.getByRole('dialog', { name: 'Student Login' });
  await chooseGoogleAccount(page, () => dialog.getByRole('button', { name: 'Continue with Google' }).click(), email);
  await page.waitForURL(`${APP_URL}${path}`);
}

/**
 * Puts the demo data back as seeded, removing what the tests' progress writes added for the demo
 * tutor (activities, notifications and view markers with event-derived ids).
 */
export async function restoreDemoData(): Promise<void> {
  const tutorId = DEMO_TUTOR_IDS.nimal;
  const added = await Promise.all([
    adminDb.collection('activities').where('tutorId', '==', tutorId).get(),
    adminDb.collection('notifications').where('userId', '==', tutorId).get(),
    adminDb.collection('lessonViews').where('tutorId', '==', tutorId).get(),
  ]);
  const batch = adminDb.batch();
  for (const doc of added.flatMap((snapshot) => snapshot.docs)) if (!doc.id.startsWith('demo-')) batch.delete(doc.ref);
  await batch.commit();
  await seedDemoData();
}

/** Whether the sidebar is on screen (under 768 px it slides out of view rather than being hidden). */
export function isSidebarOnScreen(page: Page): Promise<boolean> {
  return page.locator('#step-2').evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return rect.right > 1 && rect.left < window.innerWidth && getComputedStyle(el).visibility !== 'hidden';
  });
}
