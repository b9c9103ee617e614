import { createHash } from 'node:crypto';

/**
 * The id of the one invitation a tutor has for an address: inviting again renews it. Deriving it
 * lets the invite transaction read a single document instead of querying: a query inside a
 * transaction locks the range it scans, so concurrent invites queued up behind each other (and the
 * emulator timed most of them out). The address is hashed: ids must not contain '/'.
 */
export function invitationId(tutorId: string, email: string): string {
  return `${tutorId}_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
