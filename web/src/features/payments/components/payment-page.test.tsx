import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '@/features/payments/api/create-checkout';
import { PaymentPage } from '@/features/payments/components/payment-page';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';

const PRICE = { amount: 16.99, currency: 'USD' };
/** What the mocked config and the tutor's live subscription say; each test sets its own. */
const live = vi.hoisted(() => {
  const state: { stripeEnabled: boolean; subscription: object } = { stripeEnabled: true, subscription: { status: 'loading' } };
  return state;
});
const config = () => ({
  gateways: { ipay: { enabled: true }, stripe: { enabled: live.stripeEnabled } },
  prices: { monthly: PRICE, annual: PRICE },
  ipayPrices: { monthly: { amount: 5099, currency: 'LKR' }, annual: { amount: 53999, currency: 'LKR' } },
});

vi.mock('@/features/payments/api/create-checkout', () => ({
  createCheckout: vi.fn(),
  checkoutRedirectOf: vi.fn(),
  submitCheckoutForm: vi.fn(),
}));
vi.mock('@/features/payments/api/get-payments-config', () => ({
  usePaymentsConfig: () => ({ config: config(), failed: false }),
}));
vi.mock('@/features/payments/hooks/use-live-payments', () => ({ useTutorSubscription: () => live.subscription }));
vi.mock('@/features/payments/components/payment-history', () => ({ PaymentHistory: () => null }));
const { showNotification } = vi.hoisted(() => ({ showNotification: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

async function proceedAfter(error: unknown) {
  vi.mocked(createCheckout).mockRejectedValueOnce(error);
  renderRoutes([{ path: '/payment', element: <PaymentPage /> }], '/payment?email=priya%40example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  await waitFor(() => expect(showNotification).toHaveBeenCalledOnce());
  return (showNotification.mock.calls[0]?.[0] as { message: string }).message;
}

beforeEach(() => {
  vi.clearAllMocks();
  live.stripeEnabled = true;
  live.subscription = { status: 'loading' };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('payment page, a checkout the server refuses', () => {
  it('shows the refusal’s own words, which say what to do instead', async () => {
    const refusal = new ApiError(409, 'failed-precondition', 'Cancel the Stripe subscription first.');
    expect(await proceedAfter(refusal)).toBe('Cancel the Stripe subscription first.');
  });

  it('keeps the try-again message for a gateway that does not answer', async () => {
    const down = new ApiError(503, 'unavailable', 'The payment gateway is not responding. Please try again.');
    expect(await proceedAfter(down)).toBe('Failed to create checkout session. Please try again!!.');
  });
});

describe('payment page, a tutor who subscribed with Stripe', () => {
  const renderWithStripeSubscription = () => {
    live.subscription = {
      status: 'success',
      email: 'priya@example.com',
      active: true,
      endDate: new Date('2030-01-31T00:00:00Z'),
      daysRemaining: 30,
      stripe: { state: 'renews' },
    };
    renderRoutes([{ path: '/payment', element: <PaymentPage /> }], '/payment?email=priya%40example.com');
  };

  // The Stripe controls load with the page's first render (lazily, as only Stripe subscribers need them).
  it('offers Manage Stripe subscription while Stripe is on', async () => {
    renderWithStripeSubscription();
    expect(await screen.findByText('Renews automatically through Stripe.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Stripe subscription' })).toBeTruthy();
  });

  it('does not offer a button that can only fail while Stripe is switched off', async () => {
    live.stripeEnabled = false;
    renderWithStripeSubscription();
    expect(await screen.findByText('Renews automatically through Stripe.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Stripe subscription' })).toBeNull();
  });
});
