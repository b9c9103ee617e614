import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { ROUTE_CASES, wellFormedRequest } from './route-cases.ts';
import { CALLERS, createCast, expire, reissue, tokenOf, type Cast } from './support/identities.ts';
import { ROUTES, routeKey, ROUTE_KEYS } from './support/routes.ts';
import { STACK_TRACE, isClearError } from './support/raw-request.ts';
import { sendRequest } from './support/send.ts';

/** Every route × every caller, with the status ROUTE_CASES says each must get. */
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
}, 60_000);

describe('authorization matrix: every route × {no token, expired token, student, owning tutor, other tutor}', () => {
  for (const route of ROUTES) {
    const key = routeKey(route);
    const entry = ROUTE_CASES[key];
    if (!entry) {
      it(`${key} has an entry in ROUTE_CASES`, () => {
        throw new Error(
          `add '${key}': { status: { none, expired, student, owner, otherTutor }, ... } to ROUTE_CASES in tests/adversarial/route-cases.ts`,
        );
      });
      continue;
    }
    for (const caller of CALLERS) {
      it(`${key} as ${caller} → ${entry.status[caller]}`, async () => {
        const request = await wellFormedRequest(entry, route.path, cast);
        const answer = await sendRequest(route.method.toUpperCase(), request, tokenOf(cast, caller));
        expect(answer.status, answer.text.slice(0, 300)).toBe(entry.status[caller]);
        expect(answer.text).not.toMatch(STACK_TRACE);
        if (answer.status >= 400) expect(isClearError(answer.json), answer.text.slice(0, 300)).toBe(true);
      });
    }
  }

  it('has no entry for a route that does not exist (renamed or removed routes)', () => {
    const stale = Object.keys(ROUTE_CASES).filter((key) => !ROUTE_KEYS.includes(key));
    expect(stale, 'remove or rename these entries of ROUTE_CASES').toEqual([]);
  });
});

describe('the expired-token caller', () => {
  it('is refused only because of its expiry: the same token re-issued with a future exp is accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    const path = `/tutors/${cast.owner.uid}`;
    const fresh = reissue(cast.owner.idToken, { iat: now - 60, exp: now + 3600 });
    expect((await callApi(path, { token: fresh })).status).toBe(200);
    expect((await callApi(path, { token: expire(cast.owner.idToken) })).status).toBe(401);
  });
});
