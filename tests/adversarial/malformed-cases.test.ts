import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../functions/src/http/route.ts';
import { actorOf, ROUTE_CASES } from './route-cases.ts';
import { modelCollections } from './support/data-model.ts';
import { malformedCases, type MalformedCase } from './support/malformed.ts';

/** The generators themselves, on a route shaped like the ones the features will add. */
const handler: RouteDef['handler'] = () => undefined;
const thingRoute: RouteDef = {
  method: 'post',
  path: '/things/:thingId',
  access: 'tutor',
  params: z.object({ thingId: z.string().check(z.minLength(1), z.maxLength(128)) }),
  body: z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    count: z.number().check(z.int(), z.gte(0), z.lte(1000)),
    note: z.optional(z.string()),
  }),
  handler,
};

const byName = (cases: MalformedCase[]) => new Map(cases.map((c) => [c.name, c]));

describe('malformed cases derived from zod schemas', () => {
  const cases = byName(
    malformedCases(thingRoute, { path: '/things/t1', json: { name: 'A', count: 1, note: 'n' } }, 'json', 'token'),
  );

  it('refuses what the schema refuses and tolerates what it accepts', () => {
    expect(cases.get('field name missing')?.expect).toBe('reject');
    expect(cases.get('field note missing')?.expect).toBe('tolerate');
    expect(cases.get('field count is a string')?.expect).toBe('reject');
    expect(cases.get('field count is -1')?.expect).toBe('reject');
    expect(cases.get('field count is 0.5')?.expect).toBe('reject');
    expect(cases.get('field name contains HTML')?.expect).toBe('tolerate');
    expect(cases.get(':thingId is a blank id')?.expect).toBe('reject');
    expect(cases.get('JSON sent as text/plain')?.expect).toBe('reject');
    expect(cases.get('unparseable JSON')?.expect).toBe('platform');
  });

  it('always demands a bound on strings and numbers, whatever the schema says', () => {
    expect(cases.get('field note is 1 MB long (give it a max length)')?.expect).toBe('reject');
    expect(cases.get('field count is 1e308')?.expect).toBe('reject');
  });

  it('checks that extra fields are never stored', () => {
    expect(cases.get('extra fields (unexpectedField, role)')).toMatchObject({
      expect: 'tolerate',
      injectedKey: 'unexpectedField',
    });
  });

  it('sends the actor’s token with every case, and nothing else for a GET', () => {
    expect([...cases.values()].every((c) => c.headers.authorization === 'Bearer token')).toBe(true);
    const get = malformedCases({ ...thingRoute, method: 'get', body: undefined }, { path: '/things/t1' }, 'none', undefined);
    expect(get.every((c) => c.body === undefined && c.method === 'GET')).toBe(true);
  });

  it('cuts multipart bodies short and drops each field and file', () => {
    const form = {
      fields: { fileId: 'f1', chunkIndex: '0' },
      files: [{ field: 'chunk', filename: 'c.bin', type: 'application/octet-stream', data: Buffer.alloc(1000, 1) }],
    };
    const multipart = byName(
      malformedCases({ ...thingRoute, body: undefined }, { path: '/things/t1', multipart: form }, 'multipart', 't'),
    );
    const whole = multipart.get('a boundary that is not in the body')?.body as Buffer;
    expect((multipart.get('a multipart body cut off halfway')?.body as Buffer).length).toBe(Math.floor(whole.length / 2));
    for (const name of [
      'form field fileId missing',
      'form field chunkIndex missing',
      'file chunk missing',
      'multipart/form-data without a boundary',
    ])
      expect(multipart.get(name)?.expect, name).toBe('reject');
  });
});

describe('the tables the suites are generated from', () => {
  it('read every collection of the data model, subcollections and server bookkeeping included', () => {
    const paths = modelCollections().map((c) => c.path);
    expect(paths).toContain('tutors/{tutorId}/students/{studentId}');
    expect(paths).toContain('webhookEvents/{gateway}_{eventId}');
  });

  it('attack each route as a caller who may use it', () => {
    expect(actorOf(ROUTE_CASES['GET /tutors/:tutorId']!)).toBe('owner');
    expect(actorOf({ status: { none: 401, expired: 401, student: 200, owner: 403, otherTutor: 403 } })).toBe('student');
  });
});
