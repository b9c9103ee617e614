import type { Request, Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { logError } from '../../http/log.js';
import type { TBillingPortalResponse } from '../../shared/schemas/payments.js';
import { tutorsCollection } from '../tutors/tutor-store.js';
import { paymentsConfig, STRIPE_UNAVAILABLE } from './config.js';
import { stripeClient } from './stripe-client.js';

export const NO_STRIPE_CUSTOMER = 'You have no Stripe subscription to manage.';

/**
 * POST /payments/billing-portal — a Stripe Customer Portal session for the caller's own Stripe
 * customer, where they cancel the subscription (at the end of the paid period), renew it again,
 * or change the card Stripe charges. Stripe reports each change as customer.subscription.updated
 * (stripe-events.ts). Open to a lapsed tutor too: a PAST_DUE one needs it most, to fix the card.
 */
export async function createBillingPortal(req: Request, res: Response<TBillingPortalResponse>) {
  const caller = callerOf(req);
  const config = paymentsConfig();
  if (!config.stripe.enabled) throw AppError.refusal('failed-precondition', STRIPE_UNAVAILABLE, { reason: 'stripe-unavailable' });
  const customer = (await tutorsCollection().doc(caller.uid).get()).get('stripeCustomerId') as unknown;
  if (typeof customer !== 'string' || !customer)
    throw AppError.refusal('failed-precondition', NO_STRIPE_CUSTOMER, { reason: 'no-stripe-subscription' });
  try {
    const stripe = await stripeClient();
    // Back to the payment page, where the subscription card shows the change once the event lands.
    const returnUrl = `${config.appUrl}/payment?${new URLSearchParams({ email: caller.email ?? '' }).toString()}`;
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    res.json({ url: portal.url });
  } catch (error) {
    logError('stripe billing portal failed', { error });
    throw new AppError('unavailable', 'The payment gateway is not responding. Please try again.');
  }
}
