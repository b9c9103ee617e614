import { DAY_MS } from './time.js';

/**
 * How long past its paid end a Stripe subscription that renews by itself still counts as paid:
 * Stripe charges the renewal about an hour after the period ends (longer when the card asks for
 * authentication). A charge that fails makes the tutor PAST_DUE (invoice.payment_failed), which
 * Stripe retries: they keep working to the same limit, and are told to update the card.
 */
export const STRIPE_RENEWAL_GRACE_MS = 2 * DAY_MS;

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
 * PAST_DUE while Stripe retries the card, and within its paid period, or within the grace above
 * while Stripe renews it. Read the same way by the API (profile, paid routes) and the payment page.
 */
export function isPaidUp(facts: PaidUpFacts, now = Date.now()): boolean {
  if ((facts.status !== 'ACTIVE' && facts.status !== 'PAST_DUE') || facts.endMs === null) return false;
  const renewsWithStripe = typeof facts.stripeSubscriptionId === 'string' && facts.stripeCancelAtPeriodEnd !== true;
  return now < facts.endMs + (renewsWithStripe ? STRIPE_RENEWAL_GRACE_MS : 0);
}
