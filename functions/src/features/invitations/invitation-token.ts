import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors.js';
import { decodeInvitationToken, type TInvitationTokenPayload } from '../../shared/schemas/invitation-rules.js';

const toBase64Url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `base64url(JSON payload).base64url(HMAC-SHA256(payload))`: readable by the page, forgeable by nobody without the key. */
export function signInvitationToken(payload: TInvitationTokenPayload, secret: string): string {
  const encoded = toBase64Url(JSON.stringify(payload));
  return `${encoded}.${toBase64Url(signature(encoded, secret))}`;
}

export const INVALID_LINK = 'The invitation link is invalid or has expired.';

/**
 * The token's payload once its signature and expiry are checked; throws 400 for anything
 * tampered with or malformed, and 409 for an expired link.
 */
export function verifyInvitationToken(token: string, secret: string, now = Date.now()): TInvitationTokenPayload {
  const [encoded = '', given = ''] = token.split('.');
  const expected = signature(encoded, secret);
  const actual = Buffer.from(given, 'base64url');
  const payload = decodeInvitationToken(token);
  if (!payload || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new AppError('invalid-argument', INVALID_LINK);
  }
  if (payload.exp * 1000 <= now) {
    throw AppError.refusal('failed-precondition', 'This invitation has expired. Ask your teacher to send a new one.', {
      reason: 'invitation-expired',
    });
  }
  return payload;
}
