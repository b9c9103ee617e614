import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { parseOrThrow } from './validate.js';

const ZInvite = z.strictObject({ email: z.email(), tutorId: z.string().check(z.minLength(1)) });

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(ZInvite, { email: 'a@example.com', tutorId: 't1' })).toEqual({ email: 'a@example.com', tutorId: 't1' });
  });

  it('answers 400 naming each bad field once', () => {
    let error: unknown;
    try {
      parseOrThrow(ZInvite, { email: 'not-an-email', extra: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'invalid-argument', status: 400 });
    const { fields, message } = error as { fields: Record<string, string>; message: string };
    expect(Object.keys(fields).sort()).toEqual(['', 'email', 'tutorId']);
    expect(message).toMatch(/^Invalid request: /);
    expect(message).toContain('email:');
  });

  it('names the part of the request that was wrong', () => {
    expect(() => parseOrThrow(z.object({ id: z.string() }), {}, 'params')).toThrow(/^Invalid params: id:/);
  });
});
