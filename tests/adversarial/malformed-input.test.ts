import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CASES, actorOf, defaultRequest, placeholderRequest, wellFormedRequest } from './route-cases.ts';
import { castUids, createCast, tokenOf, type Cast } from './support/identities.ts';
import { malformedCases, type MalformedCase } from './support/malformed.ts';
import { STACK_TRACE, isClearError, rawRequest } from './support/raw-request.ts';
import { ROUTES, routeKey } from './support/routes.ts';
import { changedPaths, snapshot } from './support/snapshot.ts';

/**
 * Malformed input for every route, sent by the caller who may use the route (so the input, not
 * the identity, is what is refused): never a 5xx or a stack trace, a 4xx with `{code, message}`
 * for what must be refused, and the database unchanged whenever the answer is an error.
 */
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
}, 60_000);

async function attack(c: MalformedCase, consumedOnError?: string) {
  const before = await snapshot(castUids(cast));
  const answer = await rawRequest(c.method, c.path, c.headers, c.body, { direct: c.direct });
  const after = await snapshot(castUids(cast));
  const shown = `${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.text, shown).not.toMatch(STACK_TRACE);
  if (c.expect !== 'tolerate') expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  if (answer.status >= 400) {
    if (c.expect !== 'platform' || answer.json !== undefined) expect(isClearError(answer.json), shown).toBe(true);
    const changed = changedPaths(before, after).filter((path) => !consumedOnError || !path.startsWith(`${consumedOnError}/`));
    expect(changed, 'an error answer changed data').toEqual([]);
  } else if (c.injectedKey) {
    const stored = changedPaths(before, after).map((path) => JSON.stringify(after.get(path)) ?? '');
    expect(
      stored.filter((data) => data.includes(c.injectedKey as string)),
      `${c.injectedKey} was stored`,
    ).toEqual([]);
  }
}

describe('malformed input, generated from ROUTE_CASES and each route’s zod schemas', () => {
  for (const route of ROUTES) {
    const key = routeKey(route);
    const entry = ROUTE_CASES[key];
    const method = route.method.toUpperCase();
    const actor = entry && actorOf(entry);
    if (!entry || !actor) {
      it(`${key} can be attacked`, () => {
        throw new Error(
          entry
            ? `no caller gets a 2xx from ${key} in ROUTE_CASES: the malformed-input suite needs one`
            : `add '${key}' to ROUTE_CASES in tests/adversarial/route-cases.ts`,
        );
      });
      continue;
    }
    if (method !== 'GET' && !entry.input) {
      it(`${key} says what it reads from the body`, () => {
        throw new Error(`set input: 'none' | 'json' | 'multipart' on '${key}' in ROUTE_CASES`);
      });
      continue;
    }
    if (entry.input === 'json' && !route.body) {
      it(`${key} validates its JSON body`, () => {
        throw new Error(`${key} reads a JSON body but has no zod body schema in its RouteDef`);
      });
      continue;
    }
    describe(key, () => {
      const input = entry.input ?? 'none';
      const names = malformedCases(route, placeholderRequest(entry, route.path), input, undefined).map((c) => c.name);
      names.forEach((name, index) => {
        it(name, async () => {
          const request = await wellFormedRequest(entry, route.path, cast);
          const c = malformedCases(route, request, input, tokenOf(cast, actor))[index];
          if (c?.name !== name)
            throw new Error(`the request of ${key} changes shape with the data (${name} / ${c?.name}): see RouteCase.request`);
          await attack(c, entry.consumedOnError);
        });
      });
    });
  }
});

/** The paths an Express route path matches. */
const pathPattern = (routePath: string) => new RegExp(`^${routePath.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('requests no route answers', () => {
  const paths = [...new Set(ROUTES.map((r) => r.path))];
  for (const path of paths) {
    // Methods some route answers on this path, including a parameterised one (`PUT /lessons/upload-chunk` is `PUT /lessons/:lessonId`).
    const defined = ROUTES.filter((r) => r.path === path || pathPattern(r.path).test(path)).map((r) => r.method.toUpperCase());
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !defined.includes(m))) {
      it(`${method} ${path} → 404 with the error model`, async () => {
        const answer = await rawRequest(method, `/api${defaultRequest(path, cast).path}`, {
          authorization: `Bearer ${cast.owner.idToken}`,
        });
        expect(answer.status, answer.text).toBe(404);
        expect(isClearError(answer.json), answer.text).toBe(true);
      });
    }
  }

  for (const [label, path, expectation] of [
    ['the bare API prefix', '/api/', 'reject'],
    ['500 nested segments', `/api/${'a/'.repeat(500)}`, 'reject'],
    // Hosting decodes the path, finds no rewrite for it and answers its own 404 page.
    ['a traversal attempt', '/api/..%2F..%2Fetc%2Fpasswd', 'platform'],
  ] as const) {
    it(`${label} → 4xx${expectation === 'reject' ? ' with the error model' : ' without internals'}`, async () => {
      const answer = await rawRequest('GET', path, {});
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(answer.text).not.toMatch(STACK_TRACE);
      if (expectation === 'reject') expect(isClearError(answer.json), answer.text).toBe(true);
    });
  }

  it('a lone percent sign → a bare 400 from the runtime, no internals', async () => {
    const answer = await rawRequest('GET', '/api/%', {}, undefined, { direct: true });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).not.toMatch(STACK_TRACE);
  });
});
