import type { Auth } from 'firebase-admin/auth';
import type { Browser } from 'playwright-core';
import { APP_URL } from '../emulators/config.ts';
import { launchChromium, newContext } from '../tests/e2e/support/browser.ts';
import { DEMO } from './load-targets.ts';
import { loadRouteKeys } from './api-load.ts';
import { atMost, failed, measured, pending, type Figure } from './figures.ts';
import { readPageRoutes } from './router-map.ts';
import { persistedUser, sessionFor } from './sessions.ts';
import { watchFirestore } from './firestore-watch.ts';
import { totalReads, type ReadTally } from './firestore-wire.ts';

/**
 * Firestore document reads per page load of every dashboard screen, with the demo data, counted
 * from what Chromium actually received (Chrome DevTools Protocol network events on a fresh,
 * signed-in browser context): an N+1 query shows up as a number. Reads the API makes on the
 * server are not in this figure; API calls made during the load are listed in the note.
 */

interface Screen {
  /** Who looks at it (the demo tutor has 6 courses, 5 students, 13 lessons; the demo student 2 courses). */
  as: 'tutor' | 'student';
  maxReads: number;
  why: string;
  /** The page to open, for a screen whose path has parameters (e.g. a demo course's id). */
  url?: string;
  /**
   * The API route the real screen is built on, while it is not on main (the dashboards are merged
   * from feat/dashboards): the screen is PENDING until the route exists, then measured.
   */
  waitsFor?: string;
}

/** One line per dashboard screen in router.tsx (keyed by its path there); a screen without a line fails the bench. */
export const SCREENS: Record<string, Screen> = {
  '/tutor-dashboard/home': {
    as: 'tutor',
    maxReads: 30,
    why: 'profile, 5 activities, counts by aggregation, tasks, per-course progress',
    waitsFor: 'GET /tutors/dashboard/:tutorId/dashboard',
  },
  '/tutor-dashboard/students': { as: 'tutor', maxReads: 15, why: 'profile, 5 enrolments, open invitations' },
  '/tutor-dashboard/courses': { as: 'tutor', maxReads: 10, why: 'profile and 6 courses' },
  '/tutor-dashboard/lessons': { as: 'tutor', maxReads: 20, why: 'profile and 13 lessons' },
  '/tutor-dashboard/courses/:courseId': {
    as: 'tutor',
    maxReads: 10,
    why: 'profile; the course with its students comes from the API',
    url: '/tutor-dashboard/courses/demo-course-python',
  },
  '/tutor-dashboard/lessons/new': { as: 'tutor', maxReads: 15, why: 'profile and the 6 courses to choose from' },
  '/tutor-dashboard/lessons/:lessonId': {
    as: 'tutor',
    maxReads: 10,
    why: 'profile, the lesson and its publishing job',
    url: '/tutor-dashboard/lessons/demo-lesson-py-intro',
  },
  '/tutor-dashboard/lessons/:lessonId/edit': {
    as: 'tutor',
    maxReads: 15,
    why: 'profile, the lesson and the courses to choose from',
    url: '/tutor-dashboard/lessons/demo-lesson-py-intro/edit',
  },
  '/tutor-dashboard/youtube': { as: 'tutor', maxReads: 5, why: 'profile; the connection comes from the API' },
  '/student-dashboard/home': { as: 'student', maxReads: 20, why: 'profile, 2 grants, 2 courses, recent progress' },
  '/student-dashboard/courses': { as: 'student', maxReads: 15, why: 'profile, 2 grants, 2 courses' },
  '/student-dashboard/lessons': { as: 'student', maxReads: 25, why: 'profile, grants and the published lessons of 2 courses' },
};

const DASHBOARD = /^\/(tutor|student)-dashboard\/.+/;
/** A load is complete once every listener has its first results and the page has been quiet this long. */
const QUIET_MS = 1000;
/** A page that opens no listener at all is complete after this much silence. */
const QUIET_WITHOUT_LISTENERS_MS = 3000;
const MAX_WAIT_MS = 30_000;

interface PageLoad {
  tally: ReadTally;
  apiCalls: string[];
  finalPath: string;
  complete: boolean;
}

async function loadScreen(browser: Browser, path: string, user: { key: string; value: string }): Promise<PageLoad> {
  const context = await newContext(browser);
  try {
    // Signed in as after a real sign-in: the SDK finds its persisted user on start-up.
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('bench-signed-in')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('bench-signed-in', '1');
        }
      },
      [user.key, user.value] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const watch = watchFirestore(cdp);
    const started = Date.now();
    await page.goto(`${APP_URL}${path}`, { waitUntil: 'load' });
    const isComplete = () => {
      const { targets } = watch.tally();
      const listening = targets.size > 0 && [...targets.values()].every((t) => t.settled);
      return (listening && watch.quietFor() >= QUIET_MS) || (!targets.size && watch.quietFor() >= QUIET_WITHOUT_LISTENERS_MS);
    };
    while (!isComplete() && Date.now() - started < MAX_WAIT_MS) await page.waitForTimeout(250);
    await watch.settle();
    return {
      tally: watch.tally().reads,
      apiCalls: watch.apiCalls,
      finalPath: new URL(page.url()).pathname,
      complete: isComplete(),
    };
  } finally {
    await context.close();
  }
}

export async function measureFirestoreReads(auth: Auth): Promise<Figure[]> {
  const group = 'Firestore reads per page load';
  const pages = (await readPageRoutes()).filter((r) => DASHBOARD.test(r.path));
  const placeholders = new Set(pages.filter((r) => r.lazyModules.some((m) => m.endsWith('/placeholder.tsx'))).map((r) => r.path));
  const screens = pages.map((r) => r.path);
  const routes = await loadRouteKeys();
  const figures: Figure[] = [];
  const users = {
    tutor: await persistedUser(auth, await sessionFor(auth, DEMO.tutor)),
    student: await persistedUser(auth, await sessionFor(auth, DEMO.student)),
  };
  const browser = await launchChromium();
  try {
    for (const path of screens) {
      const screen = SCREENS[path];
      const id = `firestore.reads.${path.replace(/^\//, '').replace(/\//g, '.')}`;
      if (!screen) {
        figures.push(
          failed({ id, group, label: `${path}: document reads`, note: 'add this screen to SCREENS in bench/firestore-reads.ts' }),
        );
        continue;
      }
      const missing = placeholders.has(path)
        ? 'its page is still the placeholder'
        : screen.waitsFor && !routes.includes(screen.waitsFor)
          ? `${screen.waitsFor} is not in ROUTES`
          : '';
      if (missing) {
        figures.push(
          pending({
            id,
            group,
            label: `${path}: document reads`,
            note: `not yet on main: ${missing} (budget ${screen.maxReads})`,
          }),
        );
        continue;
      }
      const url = screen.url ?? path;
      if (url.includes('/:')) {
        figures.push(
          failed({ id, group, label: `${path}: document reads`, note: 'give this screen a url with demo ids in SCREENS' }),
        );
        continue;
      }
      const load = await loadScreen(browser, url, users[screen.as]);
      if (!load.complete) {
        figures.push(
          failed({
            id,
            group,
            label: `${path}: document reads`,
            note: `its listeners were not all answered within ${MAX_WAIT_MS / 1000} s`,
          }),
        );
        continue;
      }
      if (load.finalPath !== url) {
        figures.push(
          failed({ id, group, label: `${path}: document reads`, note: `the signed-in ${screen.as} ended on ${load.finalPath}` }),
        );
        continue;
      }
      const distinct = new Set(load.tally.documents).size;
      const api = load.apiCalls.length ? `; API calls: ${load.apiCalls.join(', ')}` : '';
      figures.push(
        measured({
          id,
          group,
          label: `${path} (demo ${screen.as}): document reads`,
          value: totalReads(load.tally),
          unit: '',
          budget: atMost(screen.maxReads),
          note: `${distinct} distinct documents, ${load.tally.emptyTargets} empty queries, ${load.tally.aggregationReads} aggregation reads${api}; budget: ${screen.why}`,
        }),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
