import type { TBillingPortalResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

/** A Stripe Customer Portal page for the signed-in tutor's own Stripe subscription. */
export function createBillingPortal(): Promise<TBillingPortalResponse> {
  return apiRequest<TBillingPortalResponse>('/payments/billing-portal', { method: 'POST' });
}
