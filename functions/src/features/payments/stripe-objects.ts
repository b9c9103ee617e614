import * as z from 'zod/mini';
import { ZPlan } from '../../shared/schemas/tutor.js';

/** What this app writes into every Checkout Session and Subscription it creates. */
export const ZOurMetadata = z.object({
  orderId: z.string().check(z.minLength(1)),
  tutorId: z.string().check(z.minLength(1)),
  plan: ZPlan,
});
export type TOurMetadata = z.infer<typeof ZOurMetadata>;

const id = z.string().check(z.minLength(1));
/** Stripe fields that are an id or, when expanded, an object with one. */
const ref = z.pipe(
  z.union([id, z.object({ id })]),
  z.transform((value) => (typeof value === 'string' ? value : value.id)),
);

// Only the fields this app reads (API version pinned in stripe-client.ts); anything else is ignored.
export const ZCheckoutSession = z.object({
  id,
  mode: z.string(),
  payment_status: z.string(),
  amount_total: z.nullable(z.number().check(z.int())),
  currency: z.nullable(z.string()),
  client_reference_id: z.nullable(z.string()),
  customer: z.nullable(ref),
  subscription: z.nullable(ref),
  metadata: ZOurMetadata,
});

export const ZInvoice = z.object({
  id,
  amount_paid: z.number().check(z.int()),
  amount_due: z.number().check(z.int()),
  currency: z.string(),
  billing_reason: z.nullable(z.string()),
  attempt_count: z.optional(z.number().check(z.int())),
  customer: z.nullable(ref),
  parent: z.object({
    subscription_details: z.object({ subscription: ref, metadata: ZOurMetadata }),
  }),
});

/**
 * invoice.paid also says what it paid for: each line bills a period, whose end (Unix seconds) is
 * when Stripe charges again. `lines` holds the first lines only; this app's invoices have one.
 */
export const ZPaidInvoice = z.extend(ZInvoice, {
  lines: z.object({
    data: z.array(z.object({ period: z.object({ end: z.number().check(z.int()) }) })).check(z.minLength(1)),
  }),
});

export const ZSubscription = z.object({
  id,
  status: z.string(),
  customer: z.nullable(ref),
  cancel_at_period_end: z.optional(z.boolean()),
  cancellation_details: z.optional(z.nullable(z.object({ reason: z.optional(z.nullable(z.string())) }))),
  metadata: ZOurMetadata,
});
