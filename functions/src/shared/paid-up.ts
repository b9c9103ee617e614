import { DAY_MS } from './time.js';

/**
 * How long past its paid end a Stripe subscription that renews by itself still counts as paid:
 * Stripe charges the renewal about an hour after the period ends (longer when the card asks for
 * authentication).
 */
export const STRIPE_RENEWAL_GRACE_MS = 2 * DAY_MS;

/**
 * The same for a renewal whose charge failed (PAST_DUE, invoice.payment_failed): Stripe retries the
 * card, by its recommended schedule for up to 2 weeks, and the tutor keeps working meanwhile (told
 * to update the card), since a retry that succeeds pays for the period from its old end: days
 * locked out would be days paid for. When Stripe gives up it cancels the subscription or marks it
 * unpaid, and either ends access (stripe-events.ts); the extra week only covers those events being late.
 */
export const STRIPE_RETRY_GRACE_MS = 21 * DAY_MS;

/** What the tutor document says about their subscription. */
export interface PaidUpFacts {
  status: unknown;
  /** End of the paid period (ms), or null before any payment. */
  endMs: number | null;
  stripeSubscriptionId?: unknown;
  stripeCancelAtPeriodEnd?: unknown;
}

/**
 * Whether the tutor's subscription is in force (spec §1: tutor access depends on it): ACTIVE, or
 * PAST_DUE while Stripe retries the card, and within its paid period, or within the graces above
 * while Stripe renews it. Read the same way by the API (profile, paid routes) and the payment page.
 */
export function isPaidUp(facts: PaidUpFacts, now = Date.now()): boolean {
  if ((facts.status !== 'ACTIVE' && facts.status !== 'PAST_DUE') || facts.endMs === null) return false;
  const renewsWithStripe = typeof facts.stripeSubscriptionId === 'string' && facts.stripeCancelAtPeriodEnd !== true;
  if (!renewsWithStripe) return now < facts.endMs;
  return now < facts.endMs + (facts.status === 'PAST_DUE' ? STRIPE_RETRY_GRACE_MS : STRIPE_RENEWAL_GRACE_MS);
}
