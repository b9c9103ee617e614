/** Helpers shared by the payments API tests: signed-in tutors, gateway-signed notifications, stored state. */
import Stripe from 'stripe';
import { FUNCTIONS_URL, PAYMENT_TEST_CREDENTIALS } from '../../emulators/config.ts';
import { callbackChecksum } from '../../emulators/stand-ins/ipay/signing.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail, type TestUser } from '../support/auth.ts';

export { PAYMENT_TEST_CREDENTIALS };

/** A tutor as after a first Google sign-in: INACTIVE, with the role claim in the token. */
export async function signedInTutor(prefix = 'pay-tutor'): Promise<TestUser> {
  const user = await signInWithGoogle(uniqueEmail(prefix), 'Priya Nadarajah');
  const session = await callApi('/auth/tutor/session', { method: 'POST', token: user.idToken });
  if (session.status !== 200) throw new Error(`tutor session: ${session.status} ${session.text}`);
  return refreshIdToken(user);
}

export interface CheckoutAnswer {
  orderId: string;
  form?: { action: string; fields: Record<string, string> };
  url?: string;
}

export function checkout(user: TestUser, plan: 'monthly' | 'annual', gateway: 'ipay' | 'stripe', extra: object = {}) {
  return callApi<CheckoutAnswer>('/payments/checkout', {
    method: 'POST',
    token: user.idToken,
    json: { email: user.email, plan, gateway, ...extra },
  });
}

/** Posts to the function's own URL, the way a gateway reaches it (no Hosting rewrite in between). */
export async function postToFunction(path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`${FUNCTIONS_URL}${path}`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, text };
}

export function ipayCallbackFields(orderId: string, amount: string, status: string, overrides: Record<string, string> = {}) {
  const signed = {
    transactionReference: `REF${Math.random().toString(36).slice(2, 12)}`,
    orderId,
    transactionTimeInMillis: String(Date.now()),
    amount,
    transactionStatus: status,
  };
  return {
    orderId,
    transactionReference: signed.transactionReference,
    transactionAmount: amount,
    creditedAmount: amount,
    transactionStatus: status,
    transactionMessage: status === 'D' ? 'Insufficient funds' : 'Approved',
    transactionTimeInMillis: signed.transactionTimeInMillis,
    checksum: callbackChecksum(PAYMENT_TEST_CREDENTIALS.ipaySecret, signed),
    ...overrides,
  };
}

export const sendIpayCallback = (fields: Record<string, string>) =>
  postToFunction('/payments/webhooks/ipay', JSON.stringify(fields), { 'Content-Type': 'application/json' });

let eventCounter = 0;

/** A Stripe event envelope as Stripe sends it; `created` in seconds. */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_test_${Date.now().toString(36)}${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    type,
    data: { object },
  });
}

/** The `Stripe-Signature` header Stripe would send with `payload`. */
export function stripeSignature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? PAYMENT_TEST_CREDENTIALS.stripeWebhookSecret,
    timestamp: options.timestamp,
  });
}

export function sendStripeEvent(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = stripeSignature(payload, options);
  return postToFunction('/payments/webhooks/stripe', payload, {
    'Content-Type': 'application/json',
    'Stripe-Signature': signature,
  });
}

export async function tutorDoc(uid: string) {
  return (await adminDb.doc(`tutors/${uid}`).get()).data() ?? {};
}

export async function orderDoc(orderId: string) {
  return (await adminDb.doc(`orders/${orderId}`).get()).data() ?? {};
}

export async function paymentActivities(uid: string) {
  const snapshot = await adminDb.collection('activities').where('tutorId', '==', uid).where('type', '==', 'payment').get();
  return snapshot.size;
}

export const endMillis = (tutor: Record<string, unknown>) =>
  (tutor.subscriptionEndDate as { toMillis(): number } | null | undefined)?.toMillis() ?? null;

/** A signed-in tutor with a PENDING monthly Stripe order, and the metadata Stripe's objects carry for it. */
export async function stripeOrder(prefix = 'stripe') {
  const tutor = await signedInTutor(prefix);
  const answer = await checkout(tutor, 'monthly', 'stripe');
  if (answer.status !== 200) throw new Error(`stripe checkout: ${answer.status} ${answer.text}`);
  const metadata = { orderId: answer.body.orderId, tutorId: tutor.uid, plan: 'monthly' };
  return { tutor, orderId: answer.body.orderId, metadata };
}

export type StripeMetadata = Awaited<ReturnType<typeof stripeOrder>>['metadata'];

const DAY_SECONDS = 86_400;

/** An invoice's `lines` as Stripe sends them: one subscription line billing `[start, end]` (Unix seconds). */
export function billedPeriod(start: number, end: number) {
  return {
    object: 'list',
    data: [
      {
        id: 'il_test_1',
        object: 'line_item',
        amount: 1699,
        currency: 'usd',
        period: { start, end },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: {
            subscription: 'sub_test_1',
            subscription_item: 'si_test_1',
            invoice_item: null,
            proration: false,
            proration_details: null,
          },
        },
      },
    ],
    has_more: false,
    total_count: 1,
    url: '/v1/invoices/in_test/lines',
  };
}

/** An invoice of the subscription; unless overridden, it bills the 30 days from now. */
export function stripeInvoice(metadata: StripeMetadata, overrides: object = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `in_test_${Math.random().toString(36).slice(2)}`,
    object: 'invoice',
    amount_paid: 1699,
    amount_due: 1699,
    currency: 'usd',
    billing_reason: 'subscription_create',
    attempt_count: 1,
    customer: 'cus_test_1',
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata } },
    lines: billedPeriod(now, now + 30 * DAY_SECONDS),
    ...overrides,
  };
}

export const stripeSubscription = (metadata: StripeMetadata, status: string) => ({
  id: 'sub_test_1',
  object: 'subscription',
  status,
  customer: 'cus_test_1',
  cancel_at_period_end: false,
  cancellation_details: { reason: status === 'canceled' ? 'payment_failed' : null },
  metadata,
});

export const stripeSession = (metadata: StripeMetadata, overrides: object = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  amount_total: 1699,
  currency: 'usd',
  client_reference_id: metadata.tutorId,
  customer: 'cus_test_1',
  subscription: 'sub_test_1',
  metadata,
  ...overrides,
});
