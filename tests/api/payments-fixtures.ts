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
