import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { effectiveStatus, toTutorProfile } from './tutor-store.js';

const NOW = Date.UTC(2026, 10, 21);
const days = (n: number) => Timestamp.fromMillis(NOW + n * 86_400_000);
const tutor = (subscriptionStatus: string, subscriptionEndDate: Timestamp | null, extra: object = {}) => ({
  subscriptionStatus,
  subscriptionEndDate,
  ...extra,
});

describe('effectiveStatus', () => {
  it('keeps a paid-up subscription ACTIVE', () => {
    expect(effectiveStatus(tutor('ACTIVE', days(3)), NOW)).toBe('ACTIVE');
  });

  it('turns ACTIVE into INACTIVE once the paid period has ended, without waiting for any job', () => {
    expect(effectiveStatus(tutor('ACTIVE', days(-1)), NOW)).toBe('INACTIVE');
    expect(effectiveStatus(tutor('ACTIVE', null), NOW)).toBe('INACTIVE');
  });

  it('gives a Stripe subscription that renews by itself two days past its end for the renewal to be charged', () => {
    const renewing = { stripeSubscriptionId: 'sub_1', stripeCancelAtPeriodEnd: false };
    expect(effectiveStatus(tutor('ACTIVE', days(-0.1), renewing), NOW)).toBe('ACTIVE');
    expect(effectiveStatus(tutor('ACTIVE', days(-2), renewing), NOW)).toBe('INACTIVE');
    expect(effectiveStatus(tutor('ACTIVE', days(-0.1), { ...renewing, stripeCancelAtPeriodEnd: true }), NOW)).toBe('INACTIVE');
    // Paid with iPay: no renewal is coming.
    expect(effectiveStatus(tutor('ACTIVE', days(-0.1)), NOW)).toBe('INACTIVE');
  });

  it('keeps a PAST_DUE tutor working while Stripe retries the card, up to three weeks past the paid end', () => {
    const pastDue = (end: Timestamp) => tutor('PAST_DUE', end, { stripeSubscriptionId: 'sub_1', stripeCancelAtPeriodEnd: false });
    expect(effectiveStatus(pastDue(days(-0.1)), NOW)).toBe('ACTIVE');
    expect(effectiveStatus(pastDue(days(-14)), NOW)).toBe('ACTIVE');
    expect(effectiveStatus(pastDue(days(-21)), NOW)).toBe('PAST_DUE');
  });

  it('passes other states through and treats unknown ones as INACTIVE', () => {
    expect(effectiveStatus(tutor('CANCELLED', days(3)), NOW)).toBe('CANCELLED');
    expect(effectiveStatus(tutor('garbage', days(3)), NOW)).toBe('INACTIVE');
  });
});

describe('toTutorProfile', () => {
  it('gives a default avatar and ISO dates, and drops an unknown plan', () => {
    const profile = toTutorProfile('t1', {
      name: 'Nimal',
      email: 'n@example.com',
      subscriptionStatus: 'INACTIVE',
      subscriptionPlan: 'weekly',
    });
    expect(profile).toEqual({
      id: 't1',
      name: 'Nimal',
      email: 'n@example.com',
      avatarUrl: '/default-avatar.svg',
      subscriptionStatus: 'INACTIVE',
      subscriptionPlan: null,
      subscriptionEndDate: null,
    });
  });
});
