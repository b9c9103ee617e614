import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_STUDENT_IDS, DEMO_TUTOR_IDS } from '../emulators/seed/demo-data.ts';
import type { tutorDashboard as TutorDashboard } from '../functions/src/features/dashboard/get-tutor-dashboard.ts';
import { importFunctionsModule } from './functions-module.ts';

/**
 * What `npm run bench` loads: one entry per API read or write, keyed by the route exactly as in
 * functions/src/routes.ts. A route of ROUTES that is in neither table fails the bench; an entry
 * whose route does not exist yet is reported as pending. When a route lands, check that `path`
 * and `direct` match what its handler really reads.
 */

export const DEMO = { tutor: DEMO_TUTOR_IDS.nimal, student: DEMO_STUDENT_IDS.amaya };
export type Demo = typeof DEMO;

export interface LoadTarget {
  /** The route as `METHOD path`, exactly as in functions/src/routes.ts. */
  route: string;
  label: string;
  /** Who calls it: a tutor (custom-token session), the tutor through Google, or a student. */
  as: 'tutor' | 'tutor-google' | 'student';
  path: (demo: Demo) => string;
  /** A JSON body for writes; `i` numbers the requests so each can be unique. */
  body?: (demo: Demo, i: number) => unknown;
  /** The same documents, read (or written) directly with the Admin SDK. */
  direct: (db: Firestore, demo: Demo, i: number) => Promise<unknown>;
}

/** What the courses and lessons lists read besides their own collection (functions/src/features/courses/learning-records.ts). */
function learningRecords(db: Firestore, tutorId: string) {
  return [
    db
      .collection('grants')
      .where('tutorId', '==', tutorId)
      .where('expiresAt', '>', Timestamp.now())
      .select('courseId', 'studentId', 'expiresAt')
      .get(),
    db
      .collection('progress')
      .where('tutorId', '==', tutorId)
      .where('status', '==', 'completed')
      .select('courseId', 'lessonId', 'studentId')
      .get(),
  ];
}

/** The reads and writes to load. A route that is not in ROUTES yet is reported as pending. */
export const LOAD_TARGETS: LoadTarget[] = [
  {
    route: 'GET /tutors/:tutorId',
    label: 'tutor profile',
    as: 'tutor',
    path: (d) => `/tutors/${d.tutor}`,
    direct: (db, d) => db.doc(`tutors/${d.tutor}`).get(),
  },
  {
    route: 'GET /tutors/dashboard/:tutorId/dashboard',
    label: 'tutor dashboard',
    as: 'tutor',
    path: (d) => `/tutors/dashboard/${d.tutor}/dashboard`,
    // The handler's own reads (~30 queries: counts, tasks, three per active course), made
    // without HTTP, the ID token check and the router: so the ratio is what the API layer adds.
    direct: async (_db, d) => {
      const { tutorDashboard } = await importFunctionsModule<{ tutorDashboard: typeof TutorDashboard }>(
        'src/features/dashboard/get-tutor-dashboard.ts',
      );
      return tutorDashboard(d.tutor);
    },
  },
  {
    route: 'GET /students/tutor/:tutorId',
    label: 'students list',
    as: 'tutor',
    path: (d) => `/students/tutor/${d.tutor}`,
    direct: (db, d) => db.collection(`tutors/${d.tutor}/students`).orderBy('enrolledAt', 'desc').get(),
  },
  {
    route: 'GET /courses/tutor/:tutorId',
    label: 'courses list',
    as: 'tutor',
    path: (d) => `/courses/tutor/${d.tutor}`,
    // The handler also reads the lessons, the open grants and the progress, for the live counts.
    direct: (db, d) =>
      Promise.all([
        db.collection('courses').where('tutorId', '==', d.tutor).orderBy('createdAt', 'desc').get(),
        db.collection('lessons').where('tutorId', '==', d.tutor).select('courseId', 'status', 'title').get(),
        ...learningRecords(db, d.tutor),
      ]),
  },
  {
    route: 'GET /lessons/tutors/:tutorId',
    label: 'lessons list',
    as: 'tutor',
    path: (d) => `/lessons/tutors/${d.tutor}`,
    direct: (db, d) =>
      Promise.all([
        db.collection('lessons').where('tutorId', '==', d.tutor).orderBy('updatedAt', 'desc').get(),
        ...learningRecords(db, d.tutor),
      ]),
  },
  {
    route: 'GET /students/:studentId/courses',
    label: "a student's courses",
    as: 'student',
    path: (d) => `/students/${d.student}/courses`,
    direct: async (db, d) => {
      const grants = await db
        .collection('grants')
        .where('studentId', '==', d.student)
        .where('expiresAt', '>', Timestamp.now())
        .orderBy('expiresAt', 'asc')
        .get();
      return grants.empty ? [] : db.getAll(...grants.docs.map((g) => db.doc(`courses/${String(g.get('courseId'))}`)));
    },
  },
  {
    route: 'POST /auth/tutor/session',
    label: 'tutor session (write path: transaction)',
    as: 'tutor-google',
    path: () => '/auth/tutor/session',
    body: () => ({}),
    direct: (db, d) => db.runTransaction((tx) => tx.get(db.doc(`tutors/${d.tutor}`))),
  },
  {
    route: 'POST /tutors/students/invite',
    label: 'invite a student (write)',
    as: 'tutor',
    path: () => '/tutors/students/invite',
    body: (d, i) => ({ email: `load-${Date.now()}-${i}@example.com`, tutorId: d.tutor }),
    // The handler's Firestore work: the tutor and enrolment look-ups, then the invitation written in
    // a transaction (read, then set). Its Auth look-up and the e-mail are what the API adds.
    direct: async (db, d, i) => {
      const email = `load-direct-${i}@example.com`;
      await Promise.all([
        db.doc(`tutors/${d.tutor}`).get(),
        db.collection(`tutors/${d.tutor}/students`).where('email', '==', email).limit(1).get(),
      ]);
      const ref = db.collection('invitations').doc();
      await db.runTransaction(async (tx) => {
        const existing = await tx.get(ref);
        tx.set(ref, { tutorId: d.tutor, email, status: 'PENDING', invitedAt: new Date(), sendCount: existing.exists ? 2 : 1 });
      });
    },
  },
];

/** Routes deliberately not loaded, with the reason. Every route must be here or in LOAD_TARGETS. */
const NOT_MAIN = 'not one of the main reads and writes issue 9 loads';
export const NOT_LOAD_TESTED: Record<string, string> = {
  'GET /health': 'no data behind it',
  'GET /auth/session': NOT_MAIN,
  'GET /students/:studentId': 'a profile read, once per dashboard visit',
  'POST /auth/student/session': 'a sign-in, once per session',
  'POST /students/login/request-login-code': 'rate-limited by design (5 codes per address per hour)',
  'POST /students/login/verify-login-code': 'rate-limited by design (5 tries per code)',
  'POST /courses': 'multipart with an image: an authoring action, not a hot path',
  'GET /courses/:courseId': NOT_MAIN,
  'PUT /courses/:courseId': 'an authoring action, not a hot path',
  'GET /courses/:courseId/image': 'served with long-lived cache headers: the CDN answers repeats',
  'GET /invitations/:tutorId': NOT_MAIN,
  'POST /invitations/reject-invitation': 'once per invitation',
  'POST /lessons': 'an authoring action, not a hot path',
  'GET /lessons/:lessonId': NOT_MAIN,
  'PUT /lessons/:lessonId': 'an authoring action, not a hot path',
  'DELETE /lessons/:lessonId': 'an authoring action, not a hot path',
  'POST /lessons/:lessonId/publish-video': 'a retry after a failed publishing job: rare, and it starts a job',
  'GET /lessons/:lessonId/thumbnail': 'served with long-lived cache headers: the CDN answers repeats',
  'POST /lessons/upload-chunk': 'measured by bench/upload.ts',
  'GET /payments/config': 'static configuration',
  'POST /payments/checkout': 'talks to the payment gateway stand-ins: once per purchase',
  'POST /payments/orders/:orderId/cancel': 'once per checkout cancelled at the gateway',
  'POST /payments/billing-portal': 'talks to Stripe: once per visit to its subscription page',
  'POST /payments/webhooks/ipay': 'gateway callbacks, signed per event',
  'POST /payments/webhooks/stripe': 'gateway callbacks, signed per event',
  'POST /students/onboard': 'once per invitation',
  'POST /tutors/dashboard/:tutorId/students/:studentId/courses/access': 'an occasional tutor action',
  'DELETE /tutors/dashboard/:tutorId/students/:studentId': 'an occasional tutor action (a student leaving the class)',
  'GET /youtube/auth-url': 'once per YouTube connection (starts the OAuth flow)',
  'POST /youtube/oauth-callback': 'once per YouTube connection (a code exchange with Google)',
  'GET /youtube/connection': NOT_MAIN,
  'DELETE /youtube/connection': 'once per disconnection (revokes at Google)',
  'POST /lessons/check-youtube-auth': 'once per video lesson (asks Google for the channel)',
};
