import { describe, expect, it } from 'vitest';
import { generateLoginCode, hashLoginCode, isSameHash, loginCodeId } from './login-code.js';

describe('login codes', () => {
  it('are six digits, leading zeros included, and not repeating', () => {
    const codes = Array.from({ length: 2000 }, generateLoginCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('hash differently per secret, salt, e-mail and code, and never contain the code', () => {
    const base = hashLoginCode('secret', 'salt', 'a@example.com', '123456');
    expect(base).not.toContain('123456');
    expect(hashLoginCode('secret', 'salt', 'a@example.com', '123456')).toBe(base);
    for (const other of [
      hashLoginCode('other', 'salt', 'a@example.com', '123456'),
      hashLoginCode('secret', 'salt2', 'a@example.com', '123456'),
      hashLoginCode('secret', 'salt', 'b@example.com', '123456'),
      hashLoginCode('secret', 'salt', 'a@example.com', '123457'),
    ])
      expect(other).not.toBe(base);
  });

  it('compares hashes of any length safely', () => {
    expect(isSameHash('abc', 'abc')).toBe(true);
    expect(isSameHash('abc', 'abd')).toBe(false);
    expect(isSameHash('abc', 'abcd')).toBe(false);
  });

  it('keys a code by a hash of the lower-case address', () => {
    expect(loginCodeId('Amaya@Example.com')).toBe(loginCodeId('amaya@example.com'));
    expect(loginCodeId('amaya@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
