import type { TCheckoutForm, TCheckoutRequest, TCheckoutResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export function createCheckout(request: TCheckoutRequest): Promise<TCheckoutResponse> {
  return apiRequest<TCheckoutResponse>('/payments/checkout', { method: 'POST', body: request });
}

export type CheckoutRedirect = { form: TCheckoutForm } | { url: string };

const isForm = (value: unknown): value is TCheckoutForm =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TCheckoutForm).action === 'string' &&
  typeof (value as TCheckoutForm).fields === 'object';

/**
 * Where the checkout answer sends the browser (spec §3/§7): a form descriptor to post, possibly
 * nested under `data` or `url`, else a url string; undefined when there is nothing usable.
 */
export function checkoutRedirectOf(response: unknown): CheckoutRedirect | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const { form, url, data } = response as { form?: unknown; url?: unknown; data?: unknown };
  for (const candidate of [form, url, response]) if (isForm(candidate)) return { form: candidate };
  if (typeof url === 'string' && url) return { url };
  return data === undefined ? undefined : checkoutRedirectOf(data);
}

/** Posts the gateway's hidden form, leaving the app for the hosted checkout. */
export function submitCheckoutForm({ action, fields }: TCheckoutForm): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
