import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../functions/src/http/route.ts';
import { ROUTES } from '../../functions/src/routes.ts';
import { adminAuth } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { refreshIdToken, signInWithCustomToken, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { createOnboardedStudent } from '../support/students.ts';

/**
 * Generated from the route table: every route that belongs to one role refuses the other role
 * (403) and anonymous callers (401), and every route with an owner id refuses another user's id.
 */
const withId = (path: string, id: string) => path.replace(/:\w+/g, id);
/** Reads carry no body; writes an empty JSON object (the role is checked before the body). */
const bodyFor = (route: RouteDef) => (route.method === 'get' ? {} : { json: {} });
const tutorRoutes = ROUTES.filter((r) => r.access === 'tutor');
const studentRoutes = ROUTES.filter((r) => r.access === 'student');
const signedInRoutes = ROUTES.filter((r) => r.access !== 'public');

async function tutorToken() {
  let tutor = await signInWithGoogle(uniqueEmail('access-tutor'));
  await callApi('/auth/tutor/session', { method: 'POST', token: tutor.idToken });
  tutor = await refreshIdToken(tutor);
  return tutor;
}

async function studentToken() {
  const student = await createOnboardedStudent();
  return signInWithCustomToken(await adminAuth.createCustomToken(student.uid));
}

describe('route access by role', () => {
  it('has routes of each kind to check', () => {
    expect(tutorRoutes.length).toBeGreaterThan(0);
    expect(signedInRoutes.length).toBeGreaterThan(tutorRoutes.length);
  });

  it.each(signedInRoutes.map((r) => [r.method.toUpperCase(), r.path, r] as const))(
    '%s %s refuses a caller without a token (401)',
    async (_method, _path, route) => {
      const answer = await callApi(withId(route.path, 'someone'), { method: route.method.toUpperCase(), ...bodyFor(route) });
      expect(answer).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    },
  );

  // Each role-only route, called with the other role's token.
  const crossRole = [
    ...tutorRoutes.map((r) => [r.method.toUpperCase(), r.path, 'student', r] as const),
    ...studentRoutes.map((r) => [r.method.toUpperCase(), r.path, 'tutor', r] as const),
  ];
  it.each(crossRole)('%s %s refuses a %s token (403)', async (_method, _path, callerRole, route) => {
    const caller = callerRole === 'student' ? await studentToken() : await tutorToken();
    const answer = await callApi(withId(route.path, caller.uid), {
      method: route.method.toUpperCase(),
      token: caller.idToken,
      ...bodyFor(route),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
  });
});

describe('route access by owner', () => {
  const ownerReads = ROUTES.filter((r) => r.owner && r.method === 'get' && r.access !== 'public');

  it.each(ownerReads.map((r) => [r.path, r] as const))(
    'GET %s refuses another user of the same role (403)',
    async (_path, route) => {
      const [caller, owner] =
        route.access === 'student' ? [await studentToken(), await studentToken()] : [await tutorToken(), await tutorToken()];
      const own = await callApi(withId(route.path, caller.uid), { token: caller.idToken });
      expect(own.status).not.toBe(403);
      const foreign = await callApi(withId(route.path, owner.uid), { token: caller.idToken });
      expect(foreign).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    },
  );
});
