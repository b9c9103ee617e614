import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import { DAY_MS } from '../../shared/time.js';
import { CANCELLED_REASON } from './cancel-order.js';
import type { TPlan } from '../../shared/schemas/tutor.js';
import type { PaymentsConfig, Price } from './config.js';
import { cancelIfPending, minorUnits, ordersCollection, readOrderInTx } from './order-store.js';
import { stripeClient } from './stripe-client.js';

interface StripeOrder {
  orderId: string;
  tutorId: string;
  plan: TPlan;
  price: Price;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A Checkout Session in subscription mode. The subscription carries the order and tutor in its
 * metadata, so every later event (renewals, failures, cancellation) leads back to the tutor.
 */
export async function createStripeCheckoutSession(stripe: PaymentsConfig['stripe'], order: StripeOrder) {
  const client = await stripeClient();
  const metadata = { orderId: order.orderId, tutorId: order.tutorId, plan: order.plan };
  const priceId = stripe.priceIds[order.plan];
  const lineItem = priceId
    ? { price: priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: order.price.currency.toLowerCase(),
          unit_amount: minorUnits(order.price.amount),
          recurring: { interval: order.plan === 'annual' ? ('year' as const) : ('month' as const) },
          product_data: { name: order.plan === 'annual' ? 'Tutorly Premium (annual)' : 'Tutorly Premium (monthly)' },
        },
      };
  return client.checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [lineItem],
      customer_email: order.email,
      client_reference_id: order.tutorId,
      metadata,
      subscription_data: { metadata },
      success_url: order.successUrl,
      cancel_url: order.cancelUrl,
    },
    // A retried request (network blip) returns the same session instead of a second one.
    { idempotencyKey: `checkout-${order.orderId}` },
  );
}

export const REPLACED_REASON = 'Replaced by a newer checkout.';

/** A PENDING order becomes CANCELLED with `reason`, unless a notification settled it meanwhile. */
function cancelPendingOrder(ref: DocumentReference, reason: string) {
  return db.runTransaction(async (tx) => {
    const { order } = await readOrderInTx(tx, ref.id);
    if (order) cancelIfPending(tx, ref, order, reason);
  });
}

/** A Stripe Checkout Session of this order may still be open: Stripe keeps one open for 24 hours, also after the cancel page (the tutor can go back to it). */
function mayBeOpen(order: DocumentSnapshot): boolean {
  const status = order.get('status') as unknown;
  return (
    order.get('gateway') === 'stripe' &&
    String(order.get('gatewayRef') ?? '').startsWith('cs_') &&
    (status === 'PENDING' || (status === 'CANCELLED' && order.get('reason') === CANCELLED_REASON))
  );
}

/**
 * Before a new checkout (either gateway): the tutor's Stripe Checkout Sessions still open, e.g. in
 * another tab, are expired, so that at most one of them can be paid; two paid sessions would be two
 * subscriptions charged side by side. Their PENDING orders become CANCELLED. Returns 'paid' when
 * one of them has just been paid and its events have not arrived yet: the tutor already
 * subscribed. A session Stripe cannot be reached about is left to expire by itself.
 */
export async function expireOpenCheckouts(tutorId: string): Promise<'none-paid' | 'paid'> {
  // The last day's orders (index: tutorId ↑ createdAt ↓), a handful; older sessions have expired.
  const recent = await ordersCollection()
    .where('tutorId', '==', tutorId)
    .where('createdAt', '>=', Timestamp.fromMillis(Date.now() - DAY_MS))
    .orderBy('createdAt', 'desc')
    .get();
  const open = recent.docs.filter(mayBeOpen);
  let outcome: 'none-paid' | 'paid' = 'none-paid';
  for (const doc of open) {
    const sessionId = String(doc.get('gatewayRef'));
    // First, so the reason does not depend on whether Stripe's checkout.session.expired lands
    // before the answer; a payment that went through after all still pays a CANCELLED order.
    if (doc.get('status') === 'PENDING') await cancelPendingOrder(doc.ref, REPLACED_REASON);
    try {
      const client = await stripeClient();
      // Only an open session can be expired; one already complete or expired is looked up instead.
      const session = await client.checkout.sessions.expire(sessionId).catch(() => client.checkout.sessions.retrieve(sessionId));
      if (session.status === 'complete') outcome = 'paid';
    } catch (error) {
      logError('could not expire a stripe checkout', { orderId: doc.id, error });
    }
  }
  return outcome;
}
