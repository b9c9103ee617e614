import { ipayCallbackFields, stripeEvent, stripeSignature } from '../api/payments-fixtures.ts';
import { courseFields, lessonFields, png } from '../api/support/authoring.ts';
import { uniqueEmail } from '../support/auth.ts';
import {
  clientAddress,
  consentedFlow,
  failedVideoLesson,
  freshInvitation,
  ipayOrder,
  ownerEnrolment,
  newLesson,
  ownerCourse,
  ownerLesson,
  ownerLessonToEdit,
  ownerStripeCustomer,
  ownerOnYoutube,
  pendingLoginCode,
} from './support/fixtures.ts';
import type { Caller, Cast } from './support/identities.ts';

/**
 * THE table of the adversarial suite: one entry per API route, keyed `METHOD path` exactly as in
 * functions/src/routes.ts. The authorization matrix, the malformed-input suite and the fault
 * suite are generated from it; a route without an entry fails them all with a message naming the
 * entry to add, and an entry without a route fails too.
 *
 * Adding a route: copy the closest entry, set the status each caller must get, and give the
 * well-formed request (`request`) with every body field filled in: the malformed cases are derived
 * from it and from the route's zod schemas.
 */

/** A request below /api, as a well-behaved client sends it. */
export interface ApiRequest {
  /** Path with query string, e.g. `/tutors/abc?x=1`. */
  path: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart/form-data body. */
  multipart?: { fields: Record<string, string>; files: { field: string; filename: string; type: string; data: Buffer }[] };
  /** Headers the request needs besides the token (a gateway's signature, a cookie, a client address). */
  headers?: Record<string, string>;
}

/** Ids a route needs that `setup` created (an invitation to accept, a course to edit...). */
export type Fixture = Record<string, string>;

export interface RouteCase {
  /** The status each caller gets for the well-formed request. */
  status: Record<Caller, number>;
  /**
   * The well-formed request; by default every `:param` is the owner's uid and there is no body.
   * Test names are derived from it before any data exists, with `fixture` values reading
   * 'placeholder': keep its shape independent of the data.
   */
  request?: (cast: Cast, fixture: Fixture) => ApiRequest;
  /** Creates what one request needs; runs before every request the suites send to this route. */
  setup?: (cast: Cast) => Promise<Fixture>;
  /**
   * What the route reads from the body: nothing, JSON (its zod `body` schema), or multipart/form-data.
   * `signed`: a body the handler authenticates itself (a gateway's webhook), with no zod schema.
   * Required for POST, PUT and DELETE so that a new write route cannot go untested.
   */
  input?: 'none' | 'json' | 'multipart' | 'signed';
  /**
   * A collection whose fixture document any attempt uses up, even one answered with an error (a
   * single-use OAuth state: refusing a replay matters more than an unchanged database).
   */
  consumedOnError?: string;
}

const everyone = (status: number): Record<Caller, number> => ({
  none: status,
  expired: status,
  student: status,
  owner: status,
  otherTutor: status,
});

/** Signed-in routes of one role: who may call them at all. */
const tutorsOnly = (otherTutor: number, owner = 200) => ({ none: 401, expired: 401, student: 403, owner, otherTutor });
const DAY = 24 * 60 * 60 * 1000;
const file = (field: string, data: Buffer, type = 'image/png') => ({ field, filename: 'upload.bin', type, data });

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /health': { status: everyone(200) },
  'GET /auth/session': { status: { none: 401, expired: 401, student: 200, owner: 200, otherTutor: 200 } },
  'POST /auth/tutor/session': {
    // Any signed-in Google account may start a tutor session for itself; a student may not.
    status: { none: 401, expired: 401, student: 403, owner: 200, otherTutor: 200 },
    request: () => ({ path: '/auth/tutor/session', json: { language: 'si' } }),
    input: 'json',
  },
  'POST /auth/student/session': { status: { none: 401, expired: 401, student: 200, owner: 403, otherTutor: 403 }, input: 'none' },
  'POST /students/login/request-login-code': {
    // The same answer for any address (no enumeration); each request from an address of its own.
    status: everyone(200),
    setup: () => Promise.resolve(clientAddress()),
    request: (_cast, f) => ({
      path: '/students/login/request-login-code',
      json: { email: f.email, language: 'en' },
      headers: { 'x-forwarded-for': f.ip ?? '' },
    }),
    input: 'json',
  },
  'POST /students/login/verify-login-code': {
    status: everyone(200),
    setup: () => pendingLoginCode(),
    request: (_cast, f) => ({
      path: '/students/login/verify-login-code',
      json: { email: f.email, code: f.code, attempt: f.attempt },
    }),
    input: 'json',
  },
  'GET /tutors/:tutorId': { status: tutorsOnly(403) },
  'GET /payments/config': { status: everyone(200) },
  'POST /payments/checkout': {
    // The body names the owner's e-mail: a tutor pays only for their own account.
    status: tutorsOnly(403),
    request: (cast) => ({ path: '/payments/checkout', json: { email: cast.owner.email, plan: 'monthly', gateway: 'ipay' } }),
    input: 'json',
  },
  'POST /payments/orders/:orderId/cancel': {
    // The owner's own pending order (the cancel page's); another tutor's is refused.
    status: tutorsOnly(403),
    setup: (cast) => ipayOrder(cast),
    request: (_cast, f) => ({ path: `/payments/orders/${f.orderId}/cancel` }),
    input: 'none',
  },
  'POST /payments/billing-portal': {
    // The caller's own Stripe customer: the other tutor has none (409).
    status: tutorsOnly(409),
    setup: (cast) => ownerStripeCustomer(cast),
    request: () => ({ path: '/payments/billing-portal' }),
    input: 'none',
  },
  'POST /payments/webhooks/ipay': {
    // The gateway's checksum is the authority, not a token: every caller is the gateway here.
    status: everyone(200),
    setup: (cast) => ipayOrder(cast),
    request: (_cast, f) => ({ path: '/payments/webhooks/ipay', json: ipayCallbackFields(f.orderId ?? '', f.amount ?? '', 'A') }),
    input: 'signed',
  },
  'POST /payments/webhooks/stripe': {
    status: everyone(200),
    request: () => {
      const payload = stripeEvent('customer.created', { id: 'cus_adversarial', object: 'customer' });
      return {
        path: '/payments/webhooks/stripe',
        json: JSON.parse(payload),
        headers: { 'stripe-signature': stripeSignature(payload) },
      };
    },
    input: 'signed',
  },
  'POST /tutors/students/invite': {
    // The body's tutorId is the owner: another tutor cannot invite on the owner's behalf.
    status: tutorsOnly(403),
    request: (cast) => ({
      path: '/tutors/students/invite',
      json: { email: uniqueEmail('adv-invite'), tutorId: cast.owner.uid, language: 'en' },
    }),
    input: 'json',
  },
  'GET /invitations/:tutorId': { status: tutorsOnly(403) },
  'POST /invitations/reject-invitation': {
    // Public: the signed token is the authority.
    status: everyone(200),
    setup: () => freshInvitation(),
    request: (_cast, f) => ({ path: '/invitations/reject-invitation', json: { invitationId: f.invitationId, token: f.token } }),
    input: 'json',
  },
  'GET /students/tutor/:tutorId': { status: tutorsOnly(403) },
  'POST /students/onboard': {
    status: everyone(200),
    setup: () => freshInvitation(),
    request: (_cast, f) => ({ path: '/students/onboard', json: { token: f.token, firstName: 'Ada', lastName: 'Perera' } }),
    input: 'json',
  },
  'POST /tutors/dashboard/:tutorId/students/:studentId/courses/access': {
    status: tutorsOnly(403),
    setup: async (cast) => ({ courseId: (await ownerCourse(cast)).id }),
    request: (cast, f) => ({
      path: `/tutors/dashboard/${cast.owner.uid}/students/${cast.student.uid}/courses/access`,
      json: { expiresAt: Date.now() + 30 * DAY, courseIds: [f.courseId] },
    }),
    input: 'json',
  },
  'DELETE /tutors/dashboard/:tutorId/students/:studentId': {
    status: tutorsOnly(403, 204),
    setup: (cast) => ownerEnrolment(cast),
    request: (cast, f) => ({ path: `/tutors/dashboard/${cast.owner.uid}/students/${f.studentId}` }),
    input: 'none',
  },
  'GET /tutors/dashboard/:tutorId/dashboard': { status: tutorsOnly(403) },
  'GET /students/:studentId': {
    status: { none: 401, expired: 401, student: 200, owner: 403, otherTutor: 403 },
    request: (cast) => ({ path: `/students/${cast.student.uid}` }),
  },
  'GET /students/:studentId/courses': {
    status: { none: 401, expired: 401, student: 200, owner: 403, otherTutor: 403 },
    request: (cast) => ({ path: `/students/${cast.student.uid}/courses` }),
  },
  'GET /youtube/auth-url': {
    status: tutorsOnly(403),
    request: (cast) => ({ path: `/youtube/auth-url?tutorId=${cast.owner.uid}` }),
  },
  'POST /youtube/oauth-callback': {
    // The state belongs to the owner's flow and the cookie to the owner's browser.
    status: tutorsOnly(403),
    setup: (cast) => consentedFlow(cast),
    request: (cast, f) => ({
      path: '/youtube/oauth-callback',
      json: { tutorId: cast.owner.uid, code: f.code, state: f.state },
      headers: { cookie: f.cookie ?? '' },
    }),
    input: 'json',
    consumedOnError: 'oauthStates',
  },
  'GET /youtube/connection': { status: tutorsOnly(200) },
  'DELETE /youtube/connection': { status: tutorsOnly(200), input: 'none' },
  'POST /lessons/check-youtube-auth': {
    status: tutorsOnly(403),
    setup: async (cast) => (await ownerOnYoutube(cast), {}),
    request: (cast) => ({ path: '/lessons/check-youtube-auth', json: { tutorId: cast.owner.uid } }),
    input: 'json',
  },
  'POST /lessons/upload-chunk': {
    status: tutorsOnly(200),
    setup: () => Promise.resolve({ fileId: crypto.randomUUID() }),
    request: (_cast, f) => ({
      path: '/lessons/upload-chunk',
      multipart: {
        fields: { fileId: f.fileId ?? '', chunkIndex: '0', totalChunks: '100' },
        files: [file('chunk', Buffer.alloc(64 * 1024, 7), 'video/mp4')],
      },
    }),
    input: 'multipart',
  },
  'GET /courses/tutor/:tutorId': { status: tutorsOnly(403) },
  'POST /courses': {
    status: tutorsOnly(201, 201),
    request: () => ({ path: '/courses', multipart: { fields: stringFields(courseFields()), files: [file('image', png())] } }),
    input: 'multipart',
  },
  'GET /courses/:courseId': {
    status: tutorsOnly(403),
    setup: async (cast) => ({ courseId: (await ownerCourse(cast)).id }),
    request: (_cast, f) => ({ path: `/courses/${f.courseId}` }),
  },
  'PUT /courses/:courseId': {
    status: tutorsOnly(403),
    setup: async (cast) => ({ courseId: (await ownerCourse(cast)).id }),
    request: (_cast, f) => ({
      path: `/courses/${f.courseId}`,
      multipart: { fields: stringFields(courseFields({ name: 'Renamed course' })), files: [] },
    }),
    input: 'multipart',
  },
  'GET /courses/:courseId/image': {
    status: everyone(200),
    setup: async (cast) => {
      const course = await ownerCourse(cast);
      return { courseId: course.id, v: versionOf(course.imageUrl) };
    },
    request: (_cast, f) => ({ path: `/courses/${f.courseId}/image?v=${f.v}` }),
  },
  'GET /lessons/tutors/:tutorId': { status: tutorsOnly(403) },
  'POST /lessons': {
    // The lesson goes into the owner's course.
    status: tutorsOnly(403, 201),
    setup: async (cast) => ({ courseId: (await ownerCourse(cast)).id }),
    request: (_cast, f) => ({
      path: '/lessons?type=text',
      // Only what the form requires: status defaults to published and the thumbnail is optional
      // (the thumbnail route gets a lesson with one from its fixture).
      multipart: { fields: stringFields(lessonFields(f.courseId ?? '')), files: [] },
    }),
    input: 'multipart',
  },
  'GET /lessons/:lessonId': {
    status: tutorsOnly(403),
    setup: async (cast) => ({ lessonId: (await ownerLesson(cast)).id }),
    request: (_cast, f) => ({ path: `/lessons/${f.lessonId}` }),
  },
  'PUT /lessons/:lessonId': {
    status: tutorsOnly(403),
    setup: ownerLessonToEdit,
    request: (_cast, f) => {
      const { courseId: _course, ...fields } = lessonFields('');
      return {
        path: `/lessons/${f.lessonId}`,
        json: { ...fields, title: 'Renamed lesson', status: 'published', seenUpdatedAt: f.seenUpdatedAt },
      };
    },
    input: 'json',
  },
  'DELETE /lessons/:lessonId': {
    status: tutorsOnly(403, 204),
    setup: async (cast) => ({ lessonId: (await newLesson(cast)).id }),
    request: (_cast, f) => ({ path: `/lessons/${f.lessonId}` }),
    input: 'none',
  },
  'POST /lessons/:lessonId/publish-video': {
    status: tutorsOnly(403, 202),
    setup: failedVideoLesson,
    request: (_cast, f) => ({ path: `/lessons/${f.lessonId}/publish-video` }),
    input: 'none',
  },
  'GET /lessons/:lessonId/thumbnail': {
    status: everyone(200),
    setup: async (cast) => {
      const lesson = await ownerLesson(cast);
      return { lessonId: lesson.id, v: versionOf(lesson.thumbnailUrl) };
    },
    request: (_cast, f) => ({ path: `/lessons/${f.lessonId}/thumbnail?v=${f.v}` }),
  },
};

/** The `v` of a versioned image address (`/courses/{id}/image?v=...`). */
const versionOf = (url: string) => new URL(url, 'http://api').searchParams.get('v') ?? '';

/** Multipart sends every field as a string. */
function stringFields(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}

/** Every `:param` replaced by the owner's uid. */
export function defaultRequest(path: string, cast: Cast): ApiRequest {
  return { path: path.replace(/:[A-Za-z]+/g, cast.owner.uid) };
}

/** The well-formed request of `entry`, after its setup. */
export async function wellFormedRequest(entry: RouteCase, path: string, cast: Cast): Promise<ApiRequest> {
  const fixture = entry.setup ? await entry.setup(cast) : {};
  return entry.request ? entry.request(cast, fixture) : defaultRequest(path, cast);
}

/** Stand-ins used to name the generated tests before the suite has created its users and data. */
const placeholderUser = (uid: string) => ({ uid, idToken: '', refreshToken: '', email: `${uid}@example.com` });
export const PLACEHOLDER_CAST: Cast = {
  owner: placeholderUser('owner'),
  otherTutor: placeholderUser('other-tutor'),
  student: placeholderUser('student'),
  expiredToken: '',
};
export const PLACEHOLDER_FIXTURE: Fixture = new Proxy({}, { get: () => 'placeholder' });

/** The well-formed request with placeholder data: its shape names the generated tests. */
export function placeholderRequest(entry: RouteCase, path: string): ApiRequest {
  return entry.request ? entry.request(PLACEHOLDER_CAST, PLACEHOLDER_FIXTURE) : defaultRequest(path, PLACEHOLDER_CAST);
}

/** The caller who makes the well-formed request when the suite attacks a route's input: the owner when allowed. */
export function actorOf(entry: RouteCase): Caller | undefined {
  const order: Caller[] = ['owner', 'otherTutor', 'student', 'none'];
  return order.find((caller) => entry.status[caller] >= 200 && entry.status[caller] < 300);
}
