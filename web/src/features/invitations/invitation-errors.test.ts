import { describe, expect, it } from 'vitest';
import { isGmailAddress } from '@shared/schemas/invitation-rules';
import { invitationErrorMessage } from '@/features/invitations/invitation-errors';
import { ApiError } from '@/lib/api-client';

const server = (status: number, message: string) => new ApiError(status, 'failed-precondition', message);

describe('invitation error mapping (spec §8)', () => {
  it.each([
    ['Invitation not found.', 'errors.notFound', 'errors.notFound'],
    ['This invitation has already been accepted.', 'errors.acceptAccepted', 'errors.rejectAccepted'],
    ['This invitation has already been rejected.', 'errors.acceptRejected', 'errors.rejectRejected'],
    ['Invalid invitation state.', 'errors.invalidState', 'errors.invalidState'],
    ['The invitation link is invalid or has expired.', 'accept.invalidBody', 'accept.invalidBody'],
  ])('maps "%s"', (message, accept, reject) => {
    expect(invitationErrorMessage(server(409, message), 'accept')).toEqual({ key: accept });
    expect(invitationErrorMessage(server(409, message), 'reject')).toEqual({ key: reject });
  });

  it('shows any other server message as it is, and the default when there was no answer', () => {
    const expired = 'This invitation has expired. Ask your teacher to send a new one.';
    expect(invitationErrorMessage(server(409, expired), 'accept')).toEqual({ text: expired });
    const offline = new ApiError(0, 'unavailable', 'Something went wrong, please try again');
    expect(invitationErrorMessage(offline, 'accept')).toEqual({ key: 'errors.acceptDefault' });
    expect(invitationErrorMessage(new Error('boom'), 'reject')).toEqual({ key: 'errors.rejectDefault' });
    // A server failure's generic English says no more than the page's own default, in the reader's language.
    const failed = new ApiError(503, 'unavailable', 'Too many changes at the same moment. Please try again.');
    expect(invitationErrorMessage(failed, 'accept')).toEqual({ key: 'errors.acceptDefault' });
    expect(invitationErrorMessage(new ApiError(500, 'internal', 'Something went wrong'), 'reject')).toEqual({
      key: 'errors.rejectDefault',
    });
  });

  it('recognises Gmail addresses', () => {
    expect(isGmailAddress('Nimal@Gmail.com')).toBe(true);
    expect(isGmailAddress('nimal@googlemail.com')).toBe(true);
    expect(isGmailAddress('nimal@gmail.com.lk')).toBe(false);
    expect(isGmailAddress('nimal@example.com')).toBe(false);
  });
});
