import { describe, expect, it } from 'vitest';
import { cookieValues, signState, verifyState } from './state-signature.js';

const SECRET = 'a-test-secret-of-enough-length';
const payload = { uid: 'tutor-1', nonce: 'n1', exp: Date.now() + 60_000 };

describe('OAuth state signature', () => {
  it('accepts what it signed until it expires', () => {
    const state = signState(payload, SECRET);
    expect(verifyState(state, SECRET)).toEqual(payload);
    expect(verifyState(state, SECRET, payload.exp + 1)).toBeUndefined();
  });

  it('refuses another secret, a changed payload, a bare id and junk', () => {
    const state = signState(payload, SECRET);
    const [, signature] = state.split('.');
    const other = Buffer.from(JSON.stringify({ ...payload, uid: 'tutor-2' })).toString('base64url');
    for (const forged of [`${other}.${signature}`, 'tutor-1', `${state}.x`, '.', ''])
      expect(verifyState(forged, SECRET)).toBeUndefined();
    expect(verifyState(state, 'another-secret-of-enough-length')).toBeUndefined();
  });

  it('reads every value of a cookie', () => {
    expect(cookieValues('a=1; __session=x%2By; b=2; __session=z', '__session')).toEqual(['x+y', 'z']);
    expect(cookieValues(undefined, '__session')).toEqual([]);
  });

  it('skips a garbled value (bad %-encoding) instead of failing the request', () => {
    expect(cookieValues('__session=%E0%A4%A; __session=ok', '__session')).toEqual(['ok']);
  });
});
