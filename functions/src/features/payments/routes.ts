import type { RouteDef } from '../../http/route.js';
import { ZCheckoutRequest, ZOrderParams } from '../../shared/schemas/payments.js';
import { createBillingPortal } from './billing-portal.js';
import { cancelOrder } from './cancel-order.js';
import { createCheckout } from './create-checkout.js';
import { getPaymentsConfig } from './get-payments-config.js';
import { ipayCallback } from './ipay-callback.js';
import { stripeWebhook } from './stripe-webhook.js';

/**
 * The webhooks are public: the gateways prove who they are with signatures, not ID tokens. They
 * are called on the function's own URL (no Hosting hop), e.g. `.../api/payments/webhooks/ipay`.
 */
export const paymentRoutes: RouteDef[] = [
  { method: 'get', path: '/payments/config', access: 'public', handler: getPaymentsConfig },
  { method: 'post', path: '/payments/checkout', access: 'tutor', body: ZCheckoutRequest, handler: createCheckout },
  // The gateway's cancel page marks the tutor's own pending order (not `paid`: paying stays open).
  { method: 'post', path: '/payments/orders/:orderId/cancel', access: 'tutor', params: ZOrderParams, handler: cancelOrder },
  // Stripe's own page to cancel, renew or change the card of the caller's subscription (not `paid`: a lapsed tutor fixes the card there).
  { method: 'post', path: '/payments/billing-portal', access: 'tutor', handler: createBillingPortal },
  { method: 'post', path: '/payments/webhooks/ipay', access: 'public', handler: ipayCallback },
  { method: 'post', path: '/payments/webhooks/stripe', access: 'public', handler: stripeWebhook },
];
