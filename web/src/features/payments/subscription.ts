import { percent } from '@shared/percent';
import type { TPaymentsConfig } from '@shared/schemas/payments';
import { isPaidUp } from '@shared/paid-up';
import { DAY_MS } from '@shared/time';
import { toDate } from '@/lib/dates';

export interface SubscriptionView {
  /** Spec §4: paid up (isPaidUp: ACTIVE, or PAST_DUE while Stripe retries, within the paid end) shows 'Active Premium'; anything else 'Inactive'. */
  active: boolean;
  endDate: Date | null;
  daysRemaining: number | null;
}

/** A Stripe subscription that still charges the tutor (ACTIVE, or PAST_DUE while Stripe retries the card), as the checkout judges it. */
export interface StripeRenewal {
  /** `cancelled` in Stripe's portal, it ends with the paid period; `past-due` while Stripe cannot collect the latest payment. */
  state: 'renews' | 'cancelled' | 'past-due';
}

export function stripeRenewal(tutor: Record<string, unknown> | undefined): StripeRenewal | null {
  const status = tutor?.subscriptionStatus;
  if ((status !== 'ACTIVE' && status !== 'PAST_DUE') || typeof tutor?.stripeSubscriptionId !== 'string') return null;
  if (status === 'PAST_DUE') return { state: 'past-due' };
  return { state: tutor.stripeCancelAtPeriodEnd === true ? 'cancelled' : 'renews' };
}

/** As the server reads it (isPaidUp): past its end date (and a Stripe renewal's grace) it is inactive before any job or webhook says so. */
export function subscriptionView(tutor: Record<string, unknown> | undefined, now = Date.now()): SubscriptionView {
  const endDate = toDate(tutor?.subscriptionEndDate) ?? null;
  const active = isPaidUp({ ...tutor, status: tutor?.subscriptionStatus, endMs: endDate?.getTime() ?? null }, now);
  const daysRemaining = endDate ? Math.max(0, Math.ceil((endDate.getTime() - now) / DAY_MS)) : null;
  return { active, endDate, daysRemaining };
}

/** What a year costs less on the annual plan than twelve monthly payments (spec §9: 'Save $23.89', 'Save 12%'). */
export function annualSavings(prices: TPaymentsConfig['prices']) {
  const twelveMonths = prices.monthly.amount * 12;
  const amount = Math.round((twelveMonths - prices.annual.amount) * 100) / 100;
  return { amount, percent: percent(amount, twelveMonths) };
}

/** An amount in its currency as the language writes it (an order, iPay's rupees); plan prices use `formatUsd`. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

export const GATEWAY_NAMES = { ipay: 'iPay', stripe: 'Stripe' } as const;

/** The `gateway` query of the result pages, shown as iPay or Stripe (default iPay, spec §2). */
export function gatewayName(query: string | null): string {
  return query === 'stripe' ? GATEWAY_NAMES.stripe : GATEWAY_NAMES.ipay;
}
