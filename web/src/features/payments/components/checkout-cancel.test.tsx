import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { CheckoutCancel } from './checkout-cancel';

const firebase = vi.hoisted(() => ({
  auth: {
    currentUser: null as { getIdToken: () => Promise<string> } | null,
    authStateReady: () => Promise.resolve(),
  },
}));
vi.mock('@/lib/firebase', () => firebase);

const tutor = { getIdToken: () => Promise.resolve('tutor-token') };

const renderCancelPage = (query: string) =>
  renderRoutes([{ path: '/checkout/cancel', element: <CheckoutCancel /> }], `/checkout/cancel?${query}`);

/** Lets the page's lazily loaded call run to its end. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('checkout cancelled page marks the order cancelled', () => {
  const fetchMock = mockApiAnswers('tutor-1', []);
  afterEach(() => {
    firebase.auth.currentUser = null;
  });

  it('calls the cancel route once with the orderId of its URL, while already showing its message', async () => {
    firebase.auth.currentUser = tutor;
    fetchMock.mockResolvedValue(jsonResponse(200, { orderId: 'Order1abc', status: 'CANCELLED' }));
    renderCancelPage('gateway=ipay&plan=monthly&email=a%40example.com&orderId=Order1abc');
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments/orders/Order1abc/cancel');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tutor-token');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the success page when the gateway had already paid the order', async () => {
    firebase.auth.currentUser = tutor;
    fetchMock.mockResolvedValue(jsonResponse(200, { orderId: 'Order3abc', status: 'PAID' }));
    const { location } = renderCancelPage('gateway=ipay&plan=annual&email=a%40example.com&orderId=Order3abc');
    await vi.waitFor(() => expect(location().pathname).toBe('/checkout/success'));
    expect(location().search).toBe('?gateway=ipay&orderId=Order3abc');
  });

  it('keeps its message and shows no error when the call fails', async () => {
    firebase.auth.currentUser = tutor;
    fetchMock.mockResolvedValue(jsonResponse(503, { code: 'unavailable', message: 'The server is not answering.' }));
    renderCancelPage('gateway=stripe&orderId=Order2abc');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(screen.queryByText('The server is not answering.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls nothing for a missing or malformed orderId, or when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { orderId: 'Order4abc', status: 'CANCELLED' }));
    firebase.auth.currentUser = tutor;
    for (const query of ['gateway=ipay', 'orderId=', 'orderId=a%2Fb', 'orderId=__proto__', `orderId=${'a'.repeat(65)}`]) {
      renderCancelPage(query).unmount();
    }
    firebase.auth.currentUser = null;
    renderCancelPage('gateway=ipay&orderId=Order3abc').unmount();
    await settle();
    // Only the well-formed id of a signed-in tutor is sent.
    firebase.auth.currentUser = tutor;
    renderCancelPage('gateway=ipay&orderId=Order4abc');
    await settle();
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/payments/orders/Order4abc/cancel']);
  });
});
