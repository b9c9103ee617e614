import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { effectiveStatus, toTutorProfile } from './tutor-store.js';

const NOW = Date.UTC(2026, 10, 21);
const days = (n: number) => Timestamp.fromMillis(NOW + n * 86_400_000);

describe('effectiveStatus', () => {
  it('keeps a paid-up subscription ACTIVE', () => {
    expect(effectiveStatus('ACTIVE', days(3), NOW)).toBe('ACTIVE');
  });

  it('turns ACTIVE into INACTIVE once the paid period has ended, without waiting for any job', () => {
    expect(effectiveStatus('ACTIVE', days(-1), NOW)).toBe('INACTIVE');
    expect(effectiveStatus('ACTIVE', null, NOW)).toBe('INACTIVE');
  });

  it('passes other states through and treats unknown ones as INACTIVE', () => {
    expect(effectiveStatus('PAST_DUE', days(3), NOW)).toBe('PAST_DUE');
    expect(effectiveStatus('garbage', days(3), NOW)).toBe('INACTIVE');
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
