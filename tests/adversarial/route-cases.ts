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
   * Required for POST, PUT and DELETE so that a new write route cannot go untested.
   */
  input?: 'none' | 'json' | 'multipart';
}

const everyone = (status: number): Record<Caller, number> => ({
  none: status,
  expired: status,
  student: status,
  owner: status,
  otherTutor: status,
});

export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /health': { status: everyone(200) },
  'POST /auth/tutor/session': {
    // Any signed-in Google account may start a tutor session for itself; a student may not.
    status: { none: 401, expired: 401, student: 403, owner: 200, otherTutor: 200 },
    input: 'none',
  },
  'GET /tutors/:tutorId': { status: { none: 401, expired: 401, student: 403, owner: 200, otherTutor: 403 } },
};

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
