import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Role = 'tutor' | 'student';

/** The documents to seed, keyed by their path (`courses/c1`). */
export type Seed = Record<string, DocumentData>;

export interface RulesTest {
  /** Writes `docs` with the rules bypassed, as the server would. */
  seed(docs: Seed): Promise<void>;
  /** A client signed in as `uid` with the `role` custom claim. */
  as(uid: string, role: Role): Firestore;
  /** A client signed in as `uid` without a role claim. */
  asNoRole(uid: string): Firestore;
  /** A client that is not signed in. */
  asAnonymous(): Firestore;
}

const RULES_PATH = new URL('../../firestore.rules', import.meta.url);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The people the tests act as. */
export const TUTOR = 'tutor-alice';
export const OTHER_TUTOR = 'tutor-bob';
export const STUDENT = 'student-sam';
export const OTHER_STUDENT = 'student-tia';

/** A timestamp `days` from now (negative for the past). */
export function daysFromNow(days: number): Timestamp {
  return Timestamp.fromMillis(Date.now() + days * DAY_MS);
}

function emulatorAddress(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

/** The compat instance the test context hands out works with the modular API; only its type differs. */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Starts a rules test environment for one test file (its own `demo-rules-<name>` project, so files
 * can run in parallel), clears Firestore before each test and cleans up after the file.
 */
export function setupRulesTest(name: string): RulesTest {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not initialised yet.');
    return env;
  };

  beforeAll(async () => {
    // Denied writes are the point of most tests; keep the SDK from warning about each one.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: `demo-rules-${name}`,
      firestore: { rules: readFileSync(RULES_PATH, 'utf8'), ...emulatorAddress() },
    });
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  return {
    async seed(docs) {
      await current().withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
      });
    },
    as: (uid, role) => firestoreOf(current().authenticatedContext(uid, { role })),
    asNoRole: (uid) => firestoreOf(current().authenticatedContext(uid)),
    asAnonymous: () => firestoreOf(current().unauthenticatedContext()),
  };
}

/** A course owned by `tutorId`. */
export function course(tutorId: string): DocumentData {
  return { tutorId, tutorName: 'Alice', name: 'TypeScript', status: 'active', createdAt: daysFromNow(-30) };
}

/** A lesson of `courseId`, owned by `tutorId`. */
export function lesson(courseId: string, tutorId: string, status = 'published'): DocumentData {
  return {
    tutorId,
    courseId,
    title: 'Generics',
    type: 'text',
    status,
    createdAt: daysFromNow(-10),
    updatedAt: daysFromNow(-1),
  };
}

/**
 * The path and body of `studentId`'s grant for `courseId`, expiring `expiresInDays` from now. The
 * status stays `active`, as before the daily job runs: access must end at `expiresAt` regardless.
 */
export function grant(courseId: string, studentId: string, tutorId: string, expiresInDays: number): Seed {
  return {
    [`grants/${courseId}_${studentId}`]: {
      courseId,
      studentId,
      tutorId,
      grantedAt: daysFromNow(-30),
      expiresAt: daysFromNow(expiresInDays),
      status: 'active',
    },
  };
}
