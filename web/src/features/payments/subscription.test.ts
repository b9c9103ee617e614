import { describe, expect, it } from 'vitest';
import { annualSavings, formatMoney, gatewayName, stripeRenewal, subscriptionView } from './subscription';

const now = Date.parse('2026-05-01T00:00:00Z');

describe('subscription view', () => {
  const tutor = (subscriptionStatus: string, end: number | null, extra: object = {}) => ({
    subscriptionStatus,
    subscriptionEndDate: end === null ? null : new Date(end),
    ...extra,
  });

  it('is active only while ACTIVE and before the paid end, with the days left', () => {
    expect(subscriptionView(tutor('ACTIVE', now + 2.5 * 86400000), now)).toEqual({
      active: true,
      endDate: new Date(now + 2.5 * 86400000),
      daysRemaining: 3,
    });
    expect(subscriptionView(tutor('ACTIVE', now - 1000), now)).toMatchObject({ active: false, daysRemaining: 0 });
    expect(subscriptionView(tutor('CANCELLED', now + 86400000), now).active).toBe(false);
    expect(subscriptionView(tutor('INACTIVE', null), now)).toEqual({ active: false, endDate: null, daysRemaining: null });
  });

  it('stays active for two days past the end while Stripe renews it by itself, as the API reads it', () => {
    const renewing = { stripeSubscriptionId: 'sub_1' };
    expect(subscriptionView(tutor('ACTIVE', now - 3600_000, renewing), now).active).toBe(true);
    expect(subscriptionView(tutor('ACTIVE', now - 2 * 86400000, renewing), now).active).toBe(false);
    // Cancelled in Stripe's portal, it ends with the paid period.
    const ending = { ...renewing, stripeCancelAtPeriodEnd: true };
    expect(subscriptionView(tutor('ACTIVE', now - 3600_000, ending), now).active).toBe(false);
  });

  it('stays active while PAST_DUE as Stripe retries the card (up to 2 weeks), ending 3 weeks past the paid end', () => {
    const renewing = { stripeSubscriptionId: 'sub_1' };
    expect(subscriptionView(tutor('PAST_DUE', now - 3600_000, renewing), now).active).toBe(true);
    expect(subscriptionView(tutor('PAST_DUE', now - 14 * 86400000, renewing), now).active).toBe(true);
    expect(subscriptionView(tutor('PAST_DUE', now - 21 * 86400000, renewing), now).active).toBe(false);
    // Cancelling in the portal while past due ends it with the paid period, as for ACTIVE.
    expect(subscriptionView(tutor('PAST_DUE', now - 3600_000, { ...renewing, stripeCancelAtPeriodEnd: true }), now).active).toBe(
      false,
    );
  });
});

describe('Stripe renewal', () => {
  const stripe = { stripeSubscriptionId: 'sub_1', stripeCustomerId: 'cus_1' };
  it('is offered while the Stripe subscription still charges the tutor, saying whether it renews or cannot be collected', () => {
    expect(stripeRenewal({ ...stripe, subscriptionStatus: 'ACTIVE' })).toEqual({ state: 'renews' });
    expect(stripeRenewal({ ...stripe, subscriptionStatus: 'ACTIVE', stripeCancelAtPeriodEnd: true })).toEqual({
      state: 'cancelled',
    });
    expect(stripeRenewal({ ...stripe, subscriptionStatus: 'PAST_DUE', stripeCancelAtPeriodEnd: false })).toEqual({
      state: 'past-due',
    });
  });
  it('is not offered once it has ended, nor to a tutor who paid with iPay', () => {
    expect(stripeRenewal({ ...stripe, subscriptionStatus: 'CANCELLED' })).toBeNull();
    expect(stripeRenewal({ subscriptionStatus: 'ACTIVE' })).toBeNull();
    expect(stripeRenewal(undefined)).toBeNull();
  });
});

describe('prices', () => {
  it('derives the spec’s annual savings from the configured prices', () => {
    const savings = annualSavings({ monthly: { amount: 16.99, currency: 'USD' }, annual: { amount: 179.99, currency: 'USD' } });
    expect(savings).toEqual({ amount: 23.89, percent: 12 });
    expect(formatMoney(savings.amount, 'USD', 'en')).toBe('$23.89');
  });

  it('names the gateway from the query, iPay by default', () => {
    expect(gatewayName('stripe')).toBe('Stripe');
    expect(gatewayName('ipay')).toBe('iPay');
    expect(gatewayName(null)).toBe('iPay');
  });
});
