import { z } from 'zod';
import { ZPlan } from '../../shared/schemas/tutor.js';

/** What this app writes into every Checkout Session and Subscription it creates. */
export const ZOurMetadata = z.object({ orderId: z.string().min(1), tutorId: z.string().min(1), plan: ZPlan });
export type TOurMetadata = z.infer<typeof ZOurMetadata>;

const id = z.string().min(1);
/** Stripe fields that are an id or, when expanded, an object with one. */
const ref = z.union([id, z.object({ id })]).transform((value) => (typeof value === 'string' ? value : value.id));

// Only the fields this app reads (API version pinned in stripe-client.ts); anything else is ignored.
export const ZCheckoutSession = z.object({
  id,
  mode: z.string(),
  payment_status: z.string(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  client_reference_id: z.string().nullable(),
  customer: ref.nullable(),
  subscription: ref.nullable(),
  metadata: ZOurMetadata,
});

export const ZInvoice = z.object({
  id,
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  billing_reason: z.string().nullable(),
  attempt_count: z.number().int().optional(),
  customer: ref.nullable(),
  parent: z.object({
    subscription_details: z.object({ subscription: ref, metadata: ZOurMetadata }),
  }),
});

export const ZSubscription = z.object({
  id,
  status: z.string(),
  customer: ref.nullable(),
  cancel_at_period_end: z.boolean().optional(),
  cancellation_details: z.object({ reason: z.string().nullable().optional() }).nullable().optional(),
  metadata: ZOurMetadata,
});
