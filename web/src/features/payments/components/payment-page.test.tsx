import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckout } from '@/features/payments/api/create-checkout';
import { PaymentPage } from '@/features/payments/components/payment-page';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';

const PRICE = { amount: 16.99, currency: 'USD' };
const CONFIG = {
  gateways: { ipay: { enabled: true }, stripe: { enabled: true } },
  prices: { monthly: PRICE, annual: PRICE },
  ipayPrices: { monthly: { amount: 5099, currency: 'LKR' }, annual: { amount: 53999, currency: 'LKR' } },
};

vi.mock('@/features/payments/api/create-checkout', () => ({
  createCheckout: vi.fn(),
  checkoutRedirectOf: vi.fn(),
  submitCheckoutForm: vi.fn(),
}));
vi.mock('@/features/payments/api/get-payments-config', () => ({ usePaymentsConfig: () => ({ config: CONFIG, failed: false }) }));
vi.mock('@/features/payments/hooks/use-live-payments', () => ({ useTutorSubscription: () => ({ status: 'loading' }) }));
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
