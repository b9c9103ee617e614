import { randomBytes } from 'node:crypto';
import { apiError } from '../payment-pages.ts';

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  livemode: false;
  created: number;
  /** Not part of Stripe's object: what the hosted page shows and the subscription gets. */
  line: { name: string; interval: string; subscriptionMetadata: Record<string, string> };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringRecord = (value: unknown) =>
  Object.fromEntries(Object.entries(isRecord(value) ? value : {}).map(([k, v]) => [k, String(v)]));

function invalid(message: string, param: string): never {
  throw apiError(400, message, param);
}

/** Checks a `POST /v1/checkout/sessions` body the way the API would for subscription mode with inline prices. */
export function newSession(params: Record<string, unknown>, baseUrl: string): Session {
  if (params.mode !== 'subscription') invalid('This stand-in supports mode=subscription only.', 'mode');
  for (const name of ['success_url', 'cancel_url'] as const) {
    if (typeof params[name] !== 'string' || !/^https?:\/\//.test(params[name])) invalid(`Invalid URL: ${name}`, name);
  }
  const items = Array.isArray(params.line_items) ? (params.line_items as unknown[]) : [];
  const item = items[0];
  if (items.length !== 1 || !isRecord(item)) invalid('Exactly one line item is supported.', 'line_items');
  if (item.price !== undefined) invalid(`No such price: '${JSON.stringify(item.price)}'`, 'line_items[0][price]');
  const data = item.price_data;
  if (!isRecord(data) || !isRecord(data.recurring) || !isRecord(data.product_data)) {
    invalid('line_items[0][price_data] with recurring and product_data is required.', 'line_items[0][price_data]');
  }
  const amount = Number(data.unit_amount);
  if (!Number.isInteger(amount) || amount <= 0) invalid('Invalid integer: unit_amount', 'line_items[0][price_data][unit_amount]');
  const id = newId('cs');
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: `${baseUrl}/pay/${id}`,
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
    customer: null,
    customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
    subscription: null,
    metadata: stringRecord(params.metadata),
    amount_total: amount * Number(item.quantity ?? 1),
    currency: String(data.currency).toLowerCase(),
    livemode: false,
    created: nowSeconds(),
    line: {
      name: String(data.product_data.name),
      interval: String(data.recurring.interval),
      subscriptionMetadata: stringRecord(isRecord(params.subscription_data) ? params.subscription_data.metadata : {}),
    },
  };
}

/** The public shape of a session (without the stand-in's own bookkeeping). */
export function sessionResource(session: Session): Omit<Session, 'line'> {
  const { line: _line, ...resource } = session;
  return resource;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active';
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | null };
  items: {
    object: 'list';
    data: [{ id: string; object: 'subscription_item'; current_period_start: number; current_period_end: number }];
  };
  metadata: Record<string, string>;
  livemode: false;
}

/**
 * The end of a billing period as Stripe counts it: whole calendar months from the start, the 31st
 * becoming the last day of a shorter month (a subscription from January 31st renews on February 28th
 * or 29th, then on March 31st).
 */
export function periodEndOf(startSeconds: number, interval: string): number {
  const start = new Date(startSeconds * 1000);
  const months = interval === 'year' ? 12 : 1;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(start.getUTCMonth() + months);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(end.getTime() / 1000);
}

/** What Stripe sends once the buyer pays: the subscription, its first invoice, and the completed session. */
export function paidObjects(session: Session) {
  const customer = newId('cus');
  const subscription = newId('sub');
  const item = newId('si');
  const invoiceId = newId('in');
  const metadata = session.line.subscriptionMetadata;
  const periodStart = nowSeconds();
  const periodEnd = periodEndOf(periodStart, session.line.interval);
  const subscriptionObject: Subscription = {
    id: subscription,
    object: 'subscription',
    status: 'active',
    customer,
    cancel_at_period_end: false,
    cancel_at: null,
    cancellation_details: { reason: null },
    items: {
      object: 'list',
      data: [{ id: item, object: 'subscription_item', current_period_start: periodStart, current_period_end: periodEnd }],
    },
    metadata,
    livemode: false,
  };
  return {
    subscription: subscriptionObject,
    invoice: {
      id: invoiceId,
      object: 'invoice',
      status: 'paid',
      amount_due: session.amount_total,
      amount_paid: session.amount_total,
      currency: session.currency,
      billing_reason: 'subscription_create',
      attempt_count: 1,
      customer,
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
      // The first lines only (`has_more` says if there are others); each bills a period.
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: session.amount_total,
            currency: session.currency,
            description: `1 × ${session.line.name}`,
            metadata,
            period: { start: periodStart, end: periodEnd },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: null,
                subscription,
                subscription_item: item,
              },
            },
            quantity: 1,
            livemode: false,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      // The span its pending items were gathered in (for a first invoice, a moment): not the period billed.
      period_start: periodStart,
      period_end: periodStart,
      livemode: false,
    },
    session: { ...sessionResource(session), status: 'complete', payment_status: 'paid', customer, subscription },
  };
}

/**
 * `POST /v1/billing_portal/sessions`: the Customer Portal for one existing customer. The stand-in has
 * no portal configuration in its "Dashboard", so `return_url` is required rather than defaulted.
 */
export function newPortalSession(params: Record<string, unknown>, customerExists: (id: string) => boolean, baseUrl: string) {
  const customer = params.customer;
  if (typeof customer !== 'string' || !customerExists(customer)) invalid(`No such customer: '${String(customer)}'`, 'customer');
  if (typeof params.return_url !== 'string' || !/^https?:\/\//.test(params.return_url))
    invalid('Invalid URL: return_url', 'return_url');
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session' as const,
    configuration: 'bpc_test_stand_in',
    created: nowSeconds(),
    customer,
    flow: null,
    livemode: false as const,
    locale: null,
    on_behalf_of: null,
    return_url: params.return_url,
    url: `${baseUrl}/billing/${id}`,
  };
}
export type PortalSession = ReturnType<typeof newPortalSession>;

/** The portal's two actions on a subscription: cancel at the end of the paid period, or keep renewing. */
export function scheduleCancellation(subscription: Subscription, cancel: boolean): void {
  Object.assign(subscription, {
    cancel_at_period_end: cancel,
    cancel_at: cancel ? subscription.items.data[0].current_period_end : null,
    cancellation_details: { reason: cancel ? 'cancellation_requested' : null },
  });
}
