import { describe, expect, it } from 'vitest';
import { annualSavings, formatMoney, gatewayName, stripeRenewal, subscriptionView } from './subscription';

const now = Date.parse('2026-05-01T00:00:00Z');

describe('subscription view', () => {
  it('is active only while ACTIVE and before the paid end, with the days left', () => {
    expect(subscriptionView('ACTIVE', new Date(now + 2.5 * 86400000), now)).toEqual({
      active: true,
      endDate: new Date(now + 2.5 * 86400000),
      daysRemaining: 3,
    });
    expect(subscriptionView('ACTIVE', new Date(now - 1000), now)).toMatchObject({ active: false, daysRemaining: 0 });
    expect(subscriptionView('PAST_DUE', new Date(now + 86400000), now).active).toBe(false);
    expect(subscriptionView('INACTIVE', null, now)).toEqual({ active: false, endDate: null, daysRemaining: null });
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
