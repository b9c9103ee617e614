import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { db } from '../../lib/firebase.js';
import type { TCancelOrderResponse, TOrderParams, TOrderStatus } from '../../shared/schemas/payments.js';
import { cancelIfPending, readOrderInTx } from './order-store.js';

/** Stored as the order's `reason`, like a FAILED order's: English, for the history and the logs. */
export const CANCELLED_REASON = 'Cancelled by the tutor at the gateway.';

/**
 * POST /payments/orders/:orderId/cancel — the tutor came back through the gateway's cancel
 * button: their PENDING order becomes CANCELLED, so the history stops showing it as pending.
 * Only the owner (404 for an unknown order, 403 for another tutor's). Idempotent and never a
 * refusal for an order the gateway has already settled: PAID, FAILED and CANCELLED stay as they
 * are and the answer (200) says which, so a tutor who paid and then pressed cancel is told PAID.
 * A confirmation arriving after the cancel still pays the order (ipay-callback.ts, stripe-events.ts):
 * CANCELLED only means the tutor left the gateway's page, not that no money was taken.
 */
export async function cancelOrder(req: Request, res: Response<TCancelOrderResponse>) {
  const { uid } = callerOf(req);
  const { orderId } = req.params as TOrderParams;
  const status = await db.runTransaction(async (tx): Promise<TOrderStatus> => {
    const { ref, order } = await readOrderInTx(tx, orderId);
    if (!order) throw new AppError('not-found', 'Order not found.');
    if (order.tutorId !== uid) throw new AppError('permission-denied', 'This order belongs to another account.');
    return cancelIfPending(tx, ref, order, CANCELLED_REASON);
  });
  res.json({ orderId, status });
}
