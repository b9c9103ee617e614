import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { logInfo, logWarn } from '../../http/log.js';
import { parseOrThrow } from '../../http/validate.js';
import { ZOrderId } from '../../shared/schemas/payments.js';
import { paymentsConfig } from './config.js';
import { formatIpayAmount, ipayCallbackChecksum, sameChecksum } from './ipay-signature.js';
import { minorUnits, ordersCollection, readOrderInTx, type OrderDoc } from './order-store.js';
import { processOnce } from './process-once.js';
import { readTutorInTx, recordPaidOrder } from './subscription-store.js';
import { webhookFields } from './webhook-body.js';

const text = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Every field iPay sends; a callback missing any of them is refused. */
const ZIpayCallback = z.object({
  orderId: ZOrderId,
  transactionReference: z.string().check(z.minLength(1), z.maxLength(128)),
  transactionAmount: z.pipe(text, z.string().check(z.regex(/^\d+(\.\d{1,2})?$/))),
  creditedAmount: text,
  transactionStatus: z.string(),
  transactionMessage: z.string().check(z.maxLength(500)),
  transactionTimeInMillis: z.pipe(text, z.string().check(z.regex(/^\d{1,15}$/))),
  checksum: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** A accepted; P paid by the customer, reaching the merchant at the end of the day (iPay's plugin treats it as paid); D declined. */
const PAID_STATUSES = new Set(['A', 'P']);

/**
 * POST /payments/webhooks/ipay — iPay's server-to-server callback (JSON or form). The checksum
 * covers our own stored order amount, so a callback can only confirm the price we asked for.
 */
export async function ipayCallback(req: Request, res: Response) {
  const callback = parseOrThrow(ZIpayCallback, webhookFields(req));
  if (!['A', 'P', 'D'].includes(callback.transactionStatus))
    throw new AppError('invalid-argument', 'Unknown transaction status.');

  const stored = await ordersCollection().doc(callback.orderId).get();
  const order = stored.data() as OrderDoc | undefined;
  if (!order || order.gateway !== 'ipay') throw new AppError('not-found', 'Unknown order.');
  const { secret } = paymentsConfig().ipay;
  const expected = ipayCallbackChecksum(secret, { ...callback, amount: formatIpayAmount(order.amount) });
  if (!sameChecksum(expected, callback.checksum)) {
    logWarn('ipay callback with a bad checksum', { orderId: callback.orderId });
    throw new AppError('invalid-argument', 'Invalid checksum.');
  }
  if (order.currency !== 'LKR' || minorUnits(Number(callback.transactionAmount)) !== minorUnits(order.amount)) {
    logWarn('ipay callback amount differs from the order', { orderId: callback.orderId });
    throw new AppError('invalid-argument', 'The amount does not match the order.');
  }

  const isPaid = PAID_STATUSES.has(callback.transactionStatus);
  const result = await processOnce('ipay', callback.transactionReference, async (tx) => {
    const { ref: orderRef, order: current } = await readOrderInTx(tx, callback.orderId);
    if (!current) throw new AppError('not-found', 'Unknown order.');
    const tutor = await readTutorInTx(tx, current.tutorId);
    if (!tutor) throw new AppError('not-found', 'Unknown order.');
    // A paid order stays paid: a later decline or a second confirmation changes nothing. A CANCELLED
    // one (the tutor pressed cancel in the browser, perhaps after paying by LankaQR on their phone)
    // is settled like a PENDING one: the gateway's word on the money wins over the button.
    if (current.status === 'PAID') return 'already-paid';
    if (!isPaid) {
      tx.update(orderRef, {
        status: 'FAILED',
        failure: 'declined',
        // The gateway's own words (the bank's, often), shown to the tutor under our translated line.
        reason: callback.transactionMessage || null,
        gatewayRef: callback.transactionReference,
      });
      return 'declined';
    }
    recordPaidOrder(tx, { orderRef, order: current }, tutor, { gatewayRef: callback.transactionReference, at: Timestamp.now() });
    return 'paid';
  });
  logInfo('ipay callback', { orderId: callback.orderId, status: callback.transactionStatus, ...result });
  res.json({ status: callback.transactionStatus === 'P' ? 'PENDING' : 'SUCCESS' });
}
