import { describe, expect, it } from 'vitest';
import { addMonthsUtc, billedPeriodEnd, paidPeriodEnd } from './subscription-period.js';

const at = (iso: string) => new Date(iso);

describe('paid periods', () => {
  it('adds a month or a year from now when nothing is paid ahead', () => {
    const now = at('2026-03-10T08:00:00Z');
    expect(paidPeriodEnd('monthly', now, null).toISOString()).toBe('2026-04-10T08:00:00.000Z');
    expect(paidPeriodEnd('annual', now, at('2026-01-01T00:00:00Z')).toISOString()).toBe('2027-03-10T08:00:00.000Z');
  });

  it('extends from the current end when a renewal is paid early', () => {
    const now = at('2026-03-10T08:00:00Z');
    expect(paidPeriodEnd('monthly', now, at('2026-03-25T00:00:00Z')).toISOString()).toBe('2026-04-25T00:00:00.000Z');
  });

  it('keeps month ends inside shorter months', () => {
    expect(addMonthsUtc(at('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonthsUtc(at('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addMonthsUtc(at('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('takes the end Stripe billed, not a month of our own from the current end', () => {
    // Subscribed on January 31st: February's period ends on the 28th, March's on the 31st.
    expect(billedPeriodEnd(at('2026-03-31T09:00:00Z'), at('2026-02-28T09:00:00Z')).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    expect(billedPeriodEnd(at('2026-03-31T09:00:00Z'), null).toISOString()).toBe('2026-03-31T09:00:00.000Z');
  });

  it('keeps a later end already paid for (an iPay year still running)', () => {
    expect(billedPeriodEnd(at('2026-03-31T09:00:00Z'), at('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
});
