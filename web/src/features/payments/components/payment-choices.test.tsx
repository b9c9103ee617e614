import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TGateway } from '@shared/schemas/payments';
import type { TPlan } from '@shared/schemas/tutor';
import { CheckoutCancel } from '@/features/payments/components/checkout-cancel';
import { PaymentMethodPicker } from '@/features/payments/components/payment-method-picker';
import { PlanPicker } from '@/features/payments/components/plan-picker';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

const PRICES = { monthly: { amount: 16.99, currency: 'USD' }, annual: { amount: 179.99, currency: 'USD' } };

function Choices({ stripeEnabled, initialPlan = 'monthly' }: { stripeEnabled: boolean; initialPlan?: TPlan }) {
  const [plan, setPlan] = useState<TPlan>(initialPlan);
  const [gateway, setGateway] = useState<TGateway>('ipay');
  return (
    <>
      <PlanPicker plan={plan} onChange={setPlan} prices={PRICES} />
      <PaymentMethodPicker value={gateway} onChange={setGateway} stripeEnabled={stripeEnabled} />
    </>
  );
}

describe('payment choices', () => {
  it('starts monthly with the spec’s prices and switches to annual with its savings', () => {
    renderRoutes([{ path: '/', element: <Choices stripeEnabled={false} /> }]);
    expect(screen.getByText('$16.99')).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Save 12%')).toBeTruthy();
    expect(screen.getByText('Up to 50 students')).toBeTruthy();
    fireEvent.click(screen.getByText('Annual'));
    expect(screen.getByText('$179.99')).toBeTruthy();
    expect(screen.getByText('Save $23.89')).toBeTruthy();
  });

  it('writes the USD prices with “$” in Sinhala too, as the landing page and spec §9 do', async () => {
    await act(() => i18n.changeLanguage('si'));
    try {
      const { container } = renderRoutes([{ path: '/', element: <Choices stripeEnabled={false} initialPlan="annual" /> }]);
      expect(screen.getByText('$179.99')).toBeTruthy();
      expect(screen.getByText('$23.89 ඉතිරි කරගන්න')).toBeTruthy();
      fireEvent.click(screen.getByText('මාසික'));
      expect(screen.getByText('$16.99')).toBeTruthy();
      expect(container.textContent).not.toContain('US$');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('selects iPay by default and keeps Stripe disabled and marked unavailable unless enabled', () => {
    renderRoutes([{ path: '/', element: <Choices stripeEnabled={false} /> }]);
    expect(screen.getByLabelText<HTMLInputElement>('iPay').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Stripe').disabled).toBe(true);
    expect(screen.getByText('Stripe is currently unavailable')).toBeTruthy();
  });

  it('lets the tutor pick Stripe when configuration enables it', () => {
    renderRoutes([{ path: '/', element: <Choices stripeEnabled /> }]);
    const stripe = screen.getByLabelText<HTMLInputElement>('Stripe');
    expect(stripe.disabled).toBe(false);
    fireEvent.click(stripe);
    expect(stripe.checked).toBe(true);
  });
});

describe('checkout cancelled page', () => {
  it('offers Return Home and Try Again with the plan and e-mail it came with', () => {
    renderRoutes(
      [{ path: '/checkout/cancel', element: <CheckoutCancel /> }],
      '/checkout/cancel?plan=annual&email=a%40example.com',
    );
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/payment?plan=annual&email=a%40example.com',
    );
  });
});
