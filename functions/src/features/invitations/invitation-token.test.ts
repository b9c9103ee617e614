import { describe, expect, it } from 'vitest';
import { decodeInvitationToken } from '../../shared/schemas/invitation-rules.js';
import { signInvitationToken, verifyInvitationToken } from './invitation-token.js';

const SECRET = 'unit-test-secret-that-is-long-enough-0123';
const payload = { email: 'nadee@example.com', tutorId: 't1', invitationId: 'i1', exp: Math.floor(Date.now() / 1000) + 60 };

describe('invitation token', () => {
  it('round-trips: the page can read it and the server verifies it', () => {
    const token = signInvitationToken(payload, SECRET);
    expect(decodeInvitationToken(token)).toEqual(payload);
    expect(verifyInvitationToken(token, SECRET)).toEqual(payload);
  });

  it('refuses a changed payload, a changed signature and another key', () => {
    const token = signInvitationToken(payload, SECRET);
    const [, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...payload, email: 'eve@example.com' })).toString('base64url')}.${sig}`;
    expect(() => verifyInvitationToken(forged, SECRET)).toThrow('The invitation link is invalid or has expired.');
    expect(() => verifyInvitationToken(`${token.slice(0, -2)}AA`, SECRET)).toThrow(/invalid/);
    expect(() => verifyInvitationToken(token, `${SECRET}x`)).toThrow(/invalid/);
    expect(() => verifyInvitationToken('garbage', SECRET)).toThrow(/invalid/);
  });

  it('refuses an expired token with a 409 that says so', () => {
    const token = signInvitationToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 }, SECRET);
    expect(() => verifyInvitationToken(token, SECRET)).toThrow(expect.objectContaining({ status: 409 }) as Error);
  });

  it('decodes nothing from a token of the wrong shape', () => {
    expect(decodeInvitationToken('a.b.c')).toBeUndefined();
    expect(decodeInvitationToken(`${Buffer.from('{"email":1}').toString('base64url')}.x`)).toBeUndefined();
  });
});
