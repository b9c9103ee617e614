import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';

/**
 * Longer than the api function lets a request run (timeoutSeconds 60), so a lease lasts as long as
 * its request may; one whose request crashed keeps the tutor waiting at most this long.
 */
const LEASE_MS = 70_000;

export const CHECKOUT_STARTING =
  'Another checkout is starting for your account (another tab?). Please wait a moment and try again.';

/** `checkoutLocks/{tutorId}` (docs/data-model.md): the checkout of the tutor being started, and until when it may hold the lease. */
interface CheckoutLockDoc {
  orderId: string;
  expiresAt: Timestamp;
}

const lockRef = (tutorId: string) => db.collection('checkoutLocks').doc(tutorId);

/**
 * Runs `start` (expire the tutor's open Stripe sessions, store the new order and its session id)
 * while no other checkout of the tutor is starting; one that is gets a 409 (`checkout-starting`).
 * Unserialized, two at once (a double click, two tabs) each expire the sessions stored before
 * them, neither sees the other's, and both sessions stay payable: two subscriptions.
 */
export async function withCheckoutLease<T>(tutorId: string, orderId: string, start: () => Promise<T>): Promise<T> {
  const ref = lockRef(tutorId);
  await db.runTransaction(async (tx) => {
    const held = (await tx.get(ref)).data() as CheckoutLockDoc | undefined;
    if (held && held.expiresAt.toMillis() > Date.now())
      throw AppError.refusal('failed-precondition', CHECKOUT_STARTING, { reason: 'checkout-starting' });
    const lease: CheckoutLockDoc = { orderId, expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) };
    tx.set(ref, lease);
  });
  try {
    return await start();
  } finally {
    await release(ref, orderId);
  }
}

/**
 * Deletes the lease if it is still this checkout's: one that outlived it may have been taken by
 * the next checkout since. A failure is only logged, not made the checkout's answer: the lease runs out.
 */
async function release(ref: DocumentReference, orderId: string): Promise<void> {
  try {
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('orderId') === orderId) tx.delete(ref);
    });
  } catch (error) {
    logError('could not release a checkout lease', { orderId, error });
  }
}
