/**
 * Why a FAILED order failed, as the tutor reads it in their language: the gateway declined it, our
 * checkout could not start it, or Stripe could not collect the invoice. The order's `reason` keeps
 * the English detail for the logs, and for a decline the gateway's own words.
 * Apart from the payment schemas so the pages that only read orders do not load zod.
 */
export const ORDER_FAILURES = ['declined', 'not-started', 'not-collected'] as const;
export type TOrderFailure = (typeof ORDER_FAILURES)[number];
