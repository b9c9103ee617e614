import type { ParseKeys } from 'i18next';
import { ApiError } from '@/lib/api-client';

type Key = ParseKeys<'invitations'>;
export type InvitationAnswer = 'accept' | 'reject';

/** Spec §8: the server's message, matched on these phrases, becomes the page's own wording. */
const MAPPINGS: { phrase: string; accept: Key; reject: Key }[] = [
  { phrase: 'Invitation not found', accept: 'errors.notFound', reject: 'errors.notFound' },
  { phrase: 'already been accepted', accept: 'errors.acceptAccepted', reject: 'errors.rejectAccepted' },
  { phrase: 'already been rejected', accept: 'errors.acceptRejected', reject: 'errors.rejectRejected' },
  { phrase: 'Invalid invitation state', accept: 'errors.invalidState', reject: 'errors.invalidState' },
  { phrase: 'invitation link is invalid', accept: 'accept.invalidBody', reject: 'accept.invalidBody' },
];

/**
 * What the page says when accepting or rejecting fails: a mapped message (translated), any other
 * refusal the server worded (4xx, in the reader's language when it has a reason) as it is, or the
 * default when no answer came back or the server failed (5xx: its generic English says nothing more).
 */
export function invitationErrorMessage(
  error: unknown,
  answer: InvitationAnswer,
): { key: Key; text?: undefined } | { key?: undefined; text: string } {
  const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';
  const mapped = MAPPINGS.find((m) => message.includes(m.phrase));
  if (mapped) return { key: mapped[answer] };
  if (message) return { text: message };
  return { key: answer === 'accept' ? 'errors.acceptDefault' : 'errors.rejectDefault' };
}
