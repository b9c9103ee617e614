import { createHmac, timingSafeEqual } from 'node:crypto';

/** iPay amounts: LKR with exactly two decimals and no separators (`5099.00`). */
export function formatIpayAmount(amount: number): string {
  return amount.toFixed(2);
}

function hmacBase64(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** The checksum of the hosted-checkout form: HMAC-SHA256(secret, token + orderId + amount), Base64. */
export function ipayCheckoutChecksum(secret: string, merchantWebToken: string, orderId: string, amount: string): string {
  return hmacBase64(secret, merchantWebToken + orderId + amount);
}

export interface IpayCallbackSigned {
  transactionReference: string;
  orderId: string;
  transactionTimeInMillis: string;
  /** Our own stored order amount (2 decimals), never the one in the callback. */
  amount: string;
  transactionStatus: string;
}

/** The callback checksum: HMAC-SHA256(secret, reference + orderId + time + amount + status), Base64. */
export function ipayCallbackChecksum(secret: string, c: IpayCallbackSigned): string {
  return hmacBase64(secret, c.transactionReference + c.orderId + c.transactionTimeInMillis + c.amount + c.transactionStatus);
}

/** Constant-time comparison, so the checksum cannot be guessed byte by byte from response times. */
export function sameChecksum(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
