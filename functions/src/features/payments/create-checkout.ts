import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logError } from '../../http/log.js';
import { db } from '../../lib/firebase.js';
import type { TCheckoutRequest, TCheckoutResponse } from '../../shared/schemas/payments.js';
import { paymentsConfig } from './config.js';
import { ipayCheckoutForm } from './ipay-checkout.js';
import { newOrder, ordersCollection } from './order-store.js';
import { createStripeCheckoutSession } from './stripe-checkout.js';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

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
    throw new AppError('failed-precondition', 'Stripe is currently unavailable.');

  const tutor = await db.collection('tutors').doc(caller.uid).get();
  if (!tutor.exists) throw new AppError('failed-precondition', 'Sign in as a teacher before paying.');
  const price = gateway === 'ipay' ? config.ipay.prices[plan] : config.prices[plan];
  const orderRef = ordersCollection().doc();
  const orderId = orderRef.id;
  await orderRef.create(newOrder({ tutorId: caller.uid, plan, amount: price.amount, currency: price.currency, gateway }));

  const successUrl = `${config.appUrl}/checkout/success?${query({ gateway, orderId })}`;
  const cancelUrl = `${config.appUrl}/checkout/cancel?${query({ gateway, plan, email })}`;
  if (gateway === 'ipay') {
    const form = ipayCheckoutForm(config.ipay, {
      orderId,
      amount: price.amount,
      description: plan === 'annual' ? 'Tutorly Premium, annual' : 'Tutorly Premium, monthly',
      customer: { name: String(tutor.get('name') ?? ''), email },
      returnUrl: successUrl,
      cancelUrl,
    });
    res.json({ orderId, form });
    return;
  }

  try {
    const session = await createStripeCheckoutSession(config.stripe, {
      orderId,
      tutorId: caller.uid,
      plan,
      price,
      email,
      // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
      successUrl: `${successUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a session without a url');
    await orderRef.update({ gatewayRef: session.id });
    res.json({ orderId, url: session.url });
  } catch (error) {
    logError('stripe checkout failed', { orderId, error });
    await orderRef.update({ status: 'FAILED', reason: 'Stripe Checkout could not be started.' });
    throw new AppError('unavailable', 'The payment gateway is not responding. Please try again.');
  }
}
