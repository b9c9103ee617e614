import { createHmac } from 'node:crypto';

/** iPay's checksums: Base64 of HMAC-SHA256 with the merchant's Secret (reference: payments.md, section A). */
const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('base64');

export const checkoutChecksum = (secret: string, token: string, orderId: string, amount: string) =>
  sign(secret, token + orderId + amount);

export const callbackChecksum = (
  secret: string,
  c: {
    transactionReference: string;
    orderId: string;
    transactionTimeInMillis: string;
    amount: string;
    transactionStatus: string;
  },
) => sign(secret, c.transactionReference + c.orderId + c.transactionTimeInMillis + c.amount + c.transactionStatus);
