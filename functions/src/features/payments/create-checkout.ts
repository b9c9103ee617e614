import type { Request, Response } from 'express';
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import type { TCheckoutRequest, TCheckoutResponse } from '../../shared/schemas/payments.js';
import { paymentsConfig, STRIPE_UNAVAILABLE, type PaymentsConfig } from './config.js';
import { ipayCheckoutForm } from './ipay-checkout.js';
import { withCheckoutLease } from './checkout-lease.js';
import { newOrder, ordersCollection } from './order-store.js';
import { createStripeCheckoutSession, expireOpenCheckouts } from './stripe-checkout.js';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const STRIPE_SUBSCRIPTION_LIVE =
  'You already have a Stripe subscription that renews automatically, so paying again would charge you twice. ' +
  'To pay with iPay instead, cancel it under Manage Stripe subscription and pay here once it has ended.';

export const STRIPE_SUBSCRIPTION_ENDING =
  'Your cancelled Stripe subscription still runs until the end of the period you paid for. ' +
  'You can pay again here once it has ended.';

export const PAID_TIME_LEFT =
  'Your subscription is already paid for. A Stripe subscription would charge you now for time you already have: ' +
  'set it up here once your paid time ends, or pay ahead now with iPay.';

/**
 * The tutor's Stripe subscription still charges them every period: ACTIVE (also when it cancels at
 * the end of the period, until Stripe says it ended) or PAST_DUE (Stripe is retrying the card). The
 * stored status, not the one the tutor sees: past its end date an ACTIVE one still renews (Stripe
 * collects a renewal some time after the period ends).
 */
function hasLiveStripeSubscription(tutor: DocumentSnapshot): boolean {
  const status = tutor.get('subscriptionStatus') as unknown;
  return typeof tutor.get('stripeSubscriptionId') === 'string' && (status === 'ACTIVE' || status === 'PAST_DUE');
}

/**
 * POST /payments/checkout — starts a payment for the caller's own subscription. The price comes
 * from server configuration (never from the browser) and a PENDING order records the attempt;
 * only the gateway's signed notification marks it paid.
 */
export async function createCheckout(req: Request, res: Response<TCheckoutResponse>) {
  const caller = callerOf(req);
  const { email, plan, gateway } = req.body as TCheckoutRequest;
  if (email.toLowerCase() !== caller.email) throw new AppError('permission-denied', 'You can only pay for your own account.');
  const config = paymentsConfig();
  if (gateway === 'stripe' && !config.stripe.enabled)
    throw AppError.refusal('failed-precondition', STRIPE_UNAVAILABLE, { reason: 'stripe-unavailable' });

  const tutor = await db.collection('tutors').doc(caller.uid).get();
  if (!tutor.exists)
    throw AppError.refusal('failed-precondition', 'Sign in as a teacher before paying.', { reason: 'teacher-profile-missing' });
  // Another Stripe checkout would start a second subscription (charged every period alongside the
  // first, whose events are then ignored); an iPay payment would be undone by that subscription's
  // end (CANCELLED). Refused before any order is stored.
  // Cancelled in Stripe's portal, it no longer charges, but its end would still undo a new period.
  if (hasLiveStripeSubscription(tutor)) {
    throw tutor.get('stripeCancelAtPeriodEnd') === true
      ? AppError.refusal('failed-precondition', STRIPE_SUBSCRIPTION_ENDING, { reason: 'stripe-subscription-ending' })
      : AppError.refusal('failed-precondition', STRIPE_SUBSCRIPTION_LIVE, { reason: 'stripe-subscription-live' });
  }
  // Stripe charges a subscription from its first day, so one started while paid time is left (an
  // iPay year) would charge for days the tutor already has; an iPay payment adds to that time instead.
  const paidUntil = (tutor.get('subscriptionEndDate') as Timestamp | undefined)?.toMillis() ?? 0;
  if (gateway === 'stripe' && tutor.get('subscriptionStatus') === 'ACTIVE' && paidUntil > Date.now()) {
    throw AppError.refusal('failed-precondition', PAID_TIME_LEFT, { reason: 'paid-time-left' });
  }
  const orderRef = ordersCollection().doc();
  const order = { tutorId: caller.uid, tutorName: String(tutor.get('name') ?? ''), email, plan, gateway };
  res.json(await withCheckoutLease(caller.uid, orderRef.id, () => startCheckout(config, orderRef, order)));
}

type CheckoutOrder = TCheckoutRequest & { tutorId: string; tutorName: string };

/**
 * Under the tutor's checkout lease (either gateway: both expire the open Stripe sessions): the
 * tutor's open sessions expired, a PENDING order, and the gateway's form or session for it. The
 * lease is held until a Stripe session's id is on its order, where the next checkout finds it.
 */
async function startCheckout(
  config: PaymentsConfig,
  orderRef: DocumentReference,
  order: CheckoutOrder,
): Promise<TCheckoutResponse> {
  const { tutorId, email, plan, gateway } = order;
  // This checkout replaces any still open (another tab's), unless one was paid a moment ago.
  if ((await expireOpenCheckouts(tutorId)) === 'paid')
    throw AppError.refusal('failed-precondition', STRIPE_SUBSCRIPTION_LIVE, { reason: 'stripe-subscription-live' });
  const price = gateway === 'ipay' ? config.ipay.prices[plan] : config.prices[plan];
  const orderId = orderRef.id;
  await orderRef.create(newOrder({ tutorId, plan, amount: price.amount, currency: price.currency, gateway }));

  const successUrl = `${config.appUrl}/checkout/success?${query({ gateway, orderId })}`;
  // The cancel page marks this order CANCELLED (a confirmation arriving later still pays it).
  const cancelUrl = `${config.appUrl}/checkout/cancel?${query({ gateway, plan, email, orderId })}`;
  if (gateway === 'ipay') {
    const form = ipayCheckoutForm(config.ipay, {
      orderId,
      amount: price.amount,
      description: plan === 'annual' ? 'Tutorly Premium, annual' : 'Tutorly Premium, monthly',
      customer: { name: order.tutorName, email },
      returnUrl: successUrl,
      cancelUrl,
    });
    return { orderId, form };
  }

  try {
    const session = await createStripeCheckoutSession(config.stripe, {
      orderId,
      tutorId,
      plan,
      price,
      email,
      // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
      successUrl: `${successUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a session without a url');
    await orderRef.update({ gatewayRef: session.id });
    return { orderId, url: session.url };
  } catch (error) {
    logError('stripe checkout failed', { orderId, error });
    await orderRef.update({ status: 'FAILED', failure: 'not-started', reason: 'Stripe Checkout could not be started.' });
    throw new AppError('unavailable', 'The payment gateway is not responding. Please try again.');
  }
}
