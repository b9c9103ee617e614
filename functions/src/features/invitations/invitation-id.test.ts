import { describe, expect, it } from 'vitest';
import { invitationId } from './invitation-id.js';

describe('invitationId', () => {
  it('is the same for an address however it is typed, and differs per tutor and per address', () => {
    const id = invitationId('tutor-a', 'Nimal.Perera@Example.com ');
    expect(invitationId('tutor-a', 'nimal.perera@example.com')).toBe(id);
    expect(invitationId('tutor-b', 'nimal.perera@example.com')).not.toBe(id);
    expect(invitationId('tutor-a', 'kamal.perera@example.com')).not.toBe(id);
  });

  it('is a valid Firestore id even for addresses with slashes', () => {
    expect(invitationId('tutor-a', 'a/b@example.com')).toMatch(/^tutor-a_[0-9a-f]{32}$/);
  });
});
