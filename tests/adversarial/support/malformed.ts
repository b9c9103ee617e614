import type * as z from 'zod/mini';
import type { RouteDef } from '../../../functions/src/http/route.ts';
import type { ApiRequest, RouteCase } from '../route-cases.ts';
import { AWKWARD_NUMBERS, AWKWARD_STRINGS, BAD_SEGMENTS, HUGE, RESERVED_IDS, WRONG_TYPES } from './hostile-values.ts';
import { multipartCases } from './multipart.ts';

/**
 * Hostile and clumsy variants of a well-formed request, derived from the route's zod schemas so
 * that a new route is covered as soon as it has an entry in ROUTE_CASES.
 *
 * - `reject`: must be answered 4xx with `{code, message}`, and nothing may change.
 * - `tolerate`: valid or ignorable input: any answer but 5xx; a 4xx must still change nothing.
 * - `platform`: the Functions runtime's body parser or Node's HTTP server answers before our code
 *   (bare 400/413/414/431): 4xx without a stack trace is all that can be asked.
 */
export type Expectation = 'reject' | 'tolerate' | 'platform';

export interface MalformedCase {
  name: string;
  method: string;
  /** Exactly as sent on the wire (may contain bytes a URL parser would normalise). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  expect: Expectation;
  /** A field name that must never end up stored. */
  injectedKey?: string;
  /**
   * Sent straight to the Functions emulator: the Hosting emulator answers 500 to URLs it cannot
   * percent-decode, before any rewrite, which production Hosting does not.
   */
  direct?: boolean;
}

type Shape = Record<string, z.ZodMiniType>;

function shapeOf(schema: z.ZodMiniType | undefined): Shape | undefined {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? (shape as Shape) : undefined;
}

const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const [pathname = '', search = ''] = path.split('?');
  return { pathname, query: new URLSearchParams(search) };
}

function paramCases(
  route: RouteDef,
  base: ApiRequest,
  make: (name: string, path: string, expect: Expectation) => MalformedCase,
): MalformedCase[] {
  const template = route.path.split('/');
  const { pathname, query } = splitPath(base.path);
  const actual = pathname.split('/');
  const search = query.size ? `?${query.toString()}` : '';
  const cases: MalformedCase[] = [];
  template.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    for (const [label, bad] of BAD_SEGMENTS) {
      const path = actual.map((s, i) => (i === index ? bad : s)).join('/');
      cases.push(make(`${segment} is ${label}`, `/api${path}${search}`, 'reject'));
    }
    // The runtime's router cannot decode it and answers a bare 400 before our code runs.
    const broken = actual.map((s, i) => (i === index ? '%E0%A4%A' : s)).join('/');
    cases.push({ ...make(`${segment} is broken percent-encoding`, `/api${broken}${search}`, 'platform'), direct: true });
  });
  if (cases.length)
    cases.push(make('a 20 kB path (over the HTTP header limit)', `/api${pathname}/${'a'.repeat(20_000)}`, 'platform'));
  return cases;
}

function queryCases(
  route: RouteDef,
  base: ApiRequest,
  make: (name: string, path: string, expect: Expectation) => MalformedCase,
): MalformedCase[] {
  const { pathname, query } = splitPath(base.path);
  const with_ = (q: URLSearchParams) => `/api${pathname}${q.size ? `?${q.toString()}` : ''}`;
  const object = Object.fromEntries(query);
  const schema = route.query;
  const verdict = (value: Record<string, unknown>): Expectation => (schema && !accepts(schema, value) ? 'reject' : 'tolerate');
  const cases: MalformedCase[] = [];
  const extra = new URLSearchParams(query);
  extra.set('__proto__[polluted]', '1');
  extra.set('unexpected', '1');
  cases.push(make('unexpected query parameters', with_(extra), 'tolerate'));
  for (const key of query.keys()) {
    const without = new URLSearchParams(query);
    without.delete(key);
    cases.push(make(`query ${key} missing`, with_(without), verdict({ ...object, [key]: undefined })));
    const twice = new URLSearchParams(query);
    twice.append(key, query.get(key) ?? '');
    cases.push(
      make(
        `query ${key} given twice`,
        with_(twice),
        verdict({ ...object, [key]: query.getAll(key).concat(query.get(key) ?? '') }),
      ),
    );
    const huge = new URLSearchParams(query);
    // Long enough for any sensible max length, short enough for the HTTP server's header limit.
    huge.set(key, 'x'.repeat(2000));
    cases.push(make(`query ${key} is 2000 characters (give it a max length)`, with_(huge), 'reject'));
    for (const [label, value] of AWKWARD_STRINGS) {
      const awkward = new URLSearchParams(query);
      awkward.set(key, value);
      cases.push(make(`query ${key} contains ${label}`, with_(awkward), verdict({ ...object, [key]: value })));
    }
  }
  return cases;
}

function jsonBodyCases(
  route: RouteDef,
  base: ApiRequest,
  json: (name: string, body: string, expect: Expectation, injectedKey?: string) => MalformedCase,
): MalformedCase[] {
  const schema = route.body;
  const cases: MalformedCase[] = [];
  const verdict = (value: unknown): Expectation => (schema && !accepts(schema, value) ? 'reject' : 'tolerate');
  // The runtime's strict JSON parser refuses a bare null, string or number before our code runs.
  for (const [label, value] of [
    ['null', null],
    ['a string', 'x'],
    ['a number', 42],
  ] as const) {
    cases.push(json(`the body is ${label}`, JSON.stringify(value), 'platform'));
  }
  for (const [label, value] of [
    ['an array', []],
    ['an empty object', {}],
  ] as const) {
    cases.push(json(`the body is ${label}`, JSON.stringify(value), verdict(value)));
  }
  const body = base.json;
  const shape = shapeOf(schema);
  if (shape && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = body as Record<string, unknown>;
    for (const key of Object.keys(shape)) {
      const { [key]: _dropped, ...without } = fields;
      cases.push(json(`field ${key} missing`, JSON.stringify(without), verdict(without)));
      for (const [label, value] of WRONG_TYPES) {
        const changed = { ...fields, [key]: value };
        if (!accepts(schema as z.ZodMiniType, changed))
          cases.push(json(`field ${key} is ${label}`, JSON.stringify(changed), 'reject'));
      }
      if (typeof fields[key] === 'string') {
        cases.push(
          json(`field ${key} is 1 MB long (give it a max length)`, JSON.stringify({ ...fields, [key]: HUGE }), 'reject'),
        );
        for (const [label, value] of [...AWKWARD_STRINGS, ...RESERVED_IDS]) {
          const changed = { ...fields, [key]: value };
          cases.push(json(`field ${key} contains ${label}`, JSON.stringify(changed), verdict(changed)));
        }
      }
      const list = fields[key];
      if (Array.isArray(list) && list.every((item) => typeof item === 'string') && list.length > 0) {
        for (const [label, value] of RESERVED_IDS) {
          const changed = { ...fields, [key]: [value, ...list] };
          cases.push(json(`field ${key} lists ${label}`, JSON.stringify(changed), verdict(changed)));
        }
      }
      if (typeof fields[key] === 'number') {
        for (const [label, value] of AWKWARD_NUMBERS) {
          const changed = { ...fields, [key]: value };
          // An unbounded number is a bug in the schema: ±1e308 must always be refused.
          cases.push(
            json(`field ${key} is ${label}`, JSON.stringify(changed), Math.abs(value) >= 1e308 ? 'reject' : verdict(changed)),
          );
        }
      }
    }
  }
  const extra = JSON.stringify({
    ...(typeof body === 'object' && body !== null ? body : {}),
    unexpectedField: 'x',
    role: 'tutor',
  });
  cases.push(json('extra fields (unexpectedField, role)', extra, verdict(JSON.parse(extra)), 'unexpectedField'));
  const polluted = `{"__proto__":{"polluted":true},${JSON.stringify(body ?? {}).slice(1)}`.replace(',}', '}');
  cases.push(json('a __proto__ key', polluted, verdict(JSON.parse(polluted)), 'polluted'));
  return cases;
}

function contentTypeCases(
  route: RouteDef,
  base: ApiRequest,
  raw: (name: string, body: string, contentType: string | undefined, expect: Expectation) => MalformedCase,
): MalformedCase[] {
  const text = JSON.stringify(base.json ?? {});
  // With a body schema, anything but JSON leaves the required fields missing.
  const wrongType: Expectation = route.body && !accepts(route.body, {}) ? 'reject' : 'tolerate';
  return [
    raw('JSON sent as text/plain', text, 'text/plain', wrongType),
    raw('a form-encoded body', 'a=1&b=2', 'application/x-www-form-urlencoded', wrongType),
    raw('multipart/form-data without a boundary', text, 'multipart/form-data', wrongType),
    raw('no Content-Type', text, undefined, wrongType),
    raw('unparseable JSON', '{"unterminated', 'application/json', 'platform'),
  ];
}

/** Every malformed variant of `base` for `route`; `input` says what the route reads from the body. */
export function malformedCases(
  route: RouteDef,
  base: ApiRequest,
  input: NonNullable<RouteCase['input']>,
  token: string | undefined,
): MalformedCase[] {
  const method = route.method.toUpperCase();
  // The request's own headers (a gateway signature, a cookie) stay: the body or the path is what is attacked.
  const auth: Record<string, string> = { ...base.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const basePath = `/api${base.path}`;
  const make = (name: string, path: string, expect: Expectation): MalformedCase => ({
    name,
    method,
    path,
    headers: { ...auth, ...(base.json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(base.json !== undefined ? { body: JSON.stringify(base.json) } : {}),
    expect,
  });
  const raw = (
    name: string,
    body: string | Buffer,
    contentType: string | undefined,
    expect: Expectation,
    injectedKey?: string,
  ): MalformedCase => ({
    name,
    method,
    path: basePath,
    headers: { ...auth, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
    expect,
    ...(injectedKey ? { injectedKey } : {}),
  });
  const json = (name: string, body: string, expect: Expectation, injectedKey?: string) =>
    raw(name, body, 'application/json', expect, injectedKey);

  const cases = [...paramCases(route, base, make), ...queryCases(route, base, make)];
  if (method === 'GET') return cases;
  if (input === 'multipart') return [...cases, ...multipartCases(base, raw)];
  return [...cases, ...jsonBodyCases(route, base, json), ...contentTypeCases(route, base, raw)];
}
