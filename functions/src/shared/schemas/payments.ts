import * as z from 'zod/mini';
import { ORDER_ID_PATTERN } from '../order-id.js';
import { ZPlan } from './tutor.js';

export const GATEWAYS = ['ipay', 'stripe'] as const;
export const ZGateway = z.enum(GATEWAYS);
export type TGateway = z.infer<typeof ZGateway>;

export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** `POST /api/payments/checkout` (spec §3). The amount is never sent: the server prices the plan. */
export const ZCheckoutRequest = z.object({
  email: z.email().check(z.maxLength(320)),
  plan: ZPlan,
  gateway: ZGateway,
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** A hidden form the browser posts to the gateway's hosted checkout (iPay). */
export const ZCheckoutForm = z.object({
  action: z.url(),
  fields: z.record(z.string(), z.string()),
});
export type TCheckoutForm = z.infer<typeof ZCheckoutForm>;

/** Either a form to post (iPay) or a page to open (Stripe Checkout). */
export const ZCheckoutResponse = z.object({
  orderId: z.string(),
  form: z.optional(ZCheckoutForm),
  url: z.optional(z.url()),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZOrderId = z.string().check(z.regex(ORDER_ID_PATTERN, 'Not a valid order id.'));

/** `POST /api/payments/orders/{orderId}/cancel`: the cancel page's own order (its URL carries the id). */
export const ZOrderParams = z.object({ orderId: ZOrderId });
export type TOrderParams = z.infer<typeof ZOrderParams>;

/** The order's status after the cancel: CANCELLED, or what the gateway had already made it (PAID, FAILED). */
export const ZCancelOrderResponse = z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) });
export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** `POST /api/payments/billing-portal`: the Stripe Customer Portal page to open. */
export const ZBillingPortalResponse = z.object({ url: z.url() });
export type TBillingPortalResponse = z.infer<typeof ZBillingPortalResponse>;

const ZPrice = z.object({ amount: z.number(), currency: z.string() });

/** `GET /api/payments/config`: what the payment page may offer and the prices it shows. */
export const ZPaymentsConfig = z.object({
  gateways: z.record(ZGateway, z.object({ enabled: z.boolean() })),
  /** The subscription prices (spec §9, USD). */
  prices: z.record(ZPlan, ZPrice),
  /** What iPay actually charges (it takes LKR only). */
  ipayPrices: z.record(ZPlan, ZPrice),
});
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;
