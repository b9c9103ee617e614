import type { TPlan } from '../../shared/schemas/tutor.js';

/** `from` plus whole calendar months in UTC; the 31st becomes the last day of a shorter month. */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const PLAN_MONTHS: Record<TPlan, number> = { monthly: 1, annual: 12 };

/**
 * The end of a newly paid period: a renewal paid before the current period ends adds to its end,
 * so no paid day is lost; a lapsed subscription starts again from now.
 */
export function paidPeriodEnd(plan: TPlan, now: Date, currentEnd: Date | null): Date {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addMonthsUtc(start, PLAN_MONTHS[plan]);
}

/**
 * The end of a period that Stripe bills: the end Stripe gave it (Stripe counts its months from the
 * subscription's own anchor, so a subscription from the 31st renews on the 31st), never earlier
 * than an end already paid for (time paid with iPay still running is not taken back).
 */
export function billedPeriodEnd(billedEnd: Date, currentEnd: Date | null): Date {
  return currentEnd && currentEnd.getTime() > billedEnd.getTime() ? currentEnd : billedEnd;
}
