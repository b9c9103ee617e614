import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { CheckoutSuccess } from './checkout-success';

const live = vi.hoisted(() => ({
  status: 'PENDING',
  reason: null as string | null,
  failure: null as string | null,
  plan: 'monthly',
  active: false,
  paidAt: null as Date | null,
}));
vi.mock('@/features/payments/hooks/use-live-payments', () => ({
  useOrder: () => ({
    status: 'success',
    order: {
      status: live.status,
      reason: live.reason,
      failure: live.failure,
      gateway: 'stripe',
      plan: live.plan,
      paidAt: live.paidAt,
      createdAt: live.paidAt,
    },
  }),
  useTutorSubscription: () => ({ status: 'success', email: 'tutor@example.com', active: live.active }),
}));

const renderSuccessPage = () =>
  renderRoutes(
    [{ path: '/checkout/success', element: <CheckoutSuccess /> }],
    '/checkout/success?gateway=stripe&orderId=Order1abc',
  );

describe('checkout success page for an order the tutor had cancelled', () => {
  it('waits for the gateway’s confirmation instead of saying the payment failed', () => {
    // Cancelled at the gateway, then back to the open session and paid: the notification is on its way.
    live.status = 'CANCELLED';
    live.reason = 'Cancelled by the tutor at the gateway.';
    renderSuccessPage();
    expect(screen.getByText(/Waiting for Stripe to confirm your payment/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment not completed' })).toBeNull();
  });

  it('still says a FAILED order failed, and why in words of ours, not the English kept for the logs', () => {
    live.status = 'FAILED';
    live.failure = 'not-collected';
    live.reason = 'Stripe could not collect the payment (attempt 1).';
    renderSuccessPage();
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText('Stripe could not collect the payment from your card.')).toBeTruthy();
    expect(screen.queryByText(/attempt 1/)).toBeNull();
  });

  it('quotes the gateway’s own words after a decline', () => {
    live.status = 'FAILED';
    live.failure = 'declined';
    live.reason = 'Do not honour';
    renderSuccessPage();
    expect(screen.getByText('Stripe declined the payment. Nothing was charged. Stripe said: “Do not honour”')).toBeTruthy();
  });

  it('offers Try Again on the plan the tutor had chosen', () => {
    live.status = 'FAILED';
    live.plan = 'annual';
    renderSuccessPage();
    const tryAgain = screen.getByRole('link', { name: 'Try Again' });
    expect(new URL(tryAgain.getAttribute('href') ?? '', 'http://app').searchParams.get('plan')).toBe('annual');
    live.plan = 'monthly';
  });

  it('falls back to the general line for a FAILED order that gives no failure', () => {
    live.status = 'FAILED';
    live.failure = null;
    live.reason = null;
    renderSuccessPage();
    expect(screen.getByText('Stripe did not confirm this payment.')).toBeTruthy();
  });
});

describe('checkout success page without an order to confirm', () => {
  beforeEach(() => {
    live.active = true;
  });
  afterEach(() => {
    live.active = false;
  });

  it.each(['/checkout/success?gateway=stripe', '/checkout/success?gateway=ipay&orderId=not-an-order!'])(
    '%s does not say a payment succeeded, even to a subscribed tutor',
    (url) => {
      renderRoutes([{ path: '/checkout/success', element: <CheckoutSuccess /> }], url);
      expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    },
  );
});

describe('checkout success page for a PAID order of a plan that is no longer active', () => {
  beforeEach(() => {
    live.status = 'PAID';
    live.active = false;
  });
  afterEach(() => {
    live.paidAt = null;
  });

  it('says an old payment was confirmed, and when, and offers the payment page instead of waiting', () => {
    live.paidAt = new Date(2025, 2, 14, 10, 30);
    renderSuccessPage();
    expect(screen.getByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    expect(
      screen.getByText(
        'This payment via Stripe was confirmed on 14 Mar 2025. Your subscription is not active now: renew it on the payment page.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Waiting for Stripe to confirm your payment/)).toBeNull();
    const renew = screen.getByRole('link', { name: 'Renew subscription' });
    expect(new URL(renew.getAttribute('href') ?? '', 'http://app').pathname).toBe('/payment');
  });

  it('still waits for the subscription just after the payment was confirmed', () => {
    live.paidAt = new Date(Date.now() - 60_000);
    renderSuccessPage();
    expect(screen.getByText(/Waiting for Stripe to confirm your payment/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment confirmed' })).toBeNull();
  });
});
