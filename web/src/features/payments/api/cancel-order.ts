import { ORDER_ID_PATTERN } from '@shared/order-id';
import type { TCancelOrderResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

/** One call per order and page load (development's StrictMode mounts the page twice). */
const sent = new Map<string, Promise<TCancelOrderResponse | undefined>>();

async function send(orderId: string): Promise<TCancelOrderResponse | undefined> {
  const { auth } = await import('@/lib/firebase');
  await auth.authStateReady();
  // Signed out (another browser, a lost session): nothing to mark, and a call without a token would
  // be answered 401, which opens the Session Expired modal.
  if (!auth.currentUser) return undefined;
  return apiRequest<TCancelOrderResponse>(`/payments/orders/${orderId}/cancel`, { method: 'POST' });
}

/**
 * The cancel page's best-effort report that the tutor left the gateway: their PENDING order becomes
 * CANCELLED (one already PAID or FAILED stays so). Nothing is sent for an id that is not an order's.
 * Loaded after the page has rendered, so the Firebase SDK stays out of its chunk.
 */
export function cancelOrder(orderId: string): Promise<TCancelOrderResponse | undefined> {
  if (!ORDER_ID_PATTERN.test(orderId)) return Promise.resolve(undefined);
  let request = sent.get(orderId);
  if (!request) {
    request = send(orderId);
    sent.set(orderId, request);
  }
  return request;
}
