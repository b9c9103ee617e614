import type { TPlan } from '../../shared/schemas/tutor.js';
import type { PaymentsConfig, Price } from './config.js';
import { minorUnits } from './order-store.js';
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
