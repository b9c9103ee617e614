import { describe, expect, it } from 'vitest';
import { CANCELLED_REASON } from '../../functions/src/features/payments/cancel-order.ts';
import { addMonthsUtc } from '../../functions/src/features/payments/subscription-period.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { refreshIdToken, type TestUser } from '../support/auth.ts';
import {
  checkout,
  endMillis,
  ipayCallbackFields,
  orderDoc,
  paymentActivities,
  sendIpayCallback,
  sendStripeEvent,
  signedInTutor,
  stripeEvent,
  tutorDoc,
} from './payments-fixtures.ts';

/** A tutor's PENDING iPay order, as the checkout leaves it. */
async function ipayOrder(prefix: string) {
  const tutor = await signedInTutor(prefix);
  const answer = await checkout(tutor, 'monthly', 'ipay');
  expect(answer.status).toBe(200);
  return { tutor, orderId: answer.body.orderId, form: answer.body.form!, amount: answer.body.form!.fields.totalAmount! };
}

/** What the cancel page sends. */
const cancel = (user: TestUser | undefined, orderId: string) =>
  callApi<{ orderId: string; status: string; code?: string }>(`/payments/orders/${orderId}/cancel`, {
    method: 'POST',
    token: user?.idToken,
  });

/** When the order document was last written: equal before and after means nothing was written. */
const updateTime = async (orderId: string) => (await adminDb.doc(`orders/${orderId}`).get()).updateTime?.toMillis();

describe('the gateway’s cancel page URL', () => {
  it('carries the order id, for iPay and for Stripe', async () => {
    const { tutor, orderId, form } = await ipayOrder('cancel-url-ipay');
    const ipayCancel = new URL(form.fields.cancelUrl!);
    expect(ipayCancel.pathname).toBe('/checkout/cancel');
    expect(Object.fromEntries(ipayCancel.searchParams)).toEqual({
      gateway: 'ipay',
      plan: 'monthly',
      email: tutor.email,
      orderId,
    });

    const stripe = await checkout(tutor, 'annual', 'stripe');
    expect(stripe.status).toBe(200);
    // The Stripe stand-in's Cancel button sends the browser to the session's cancel_url.
    const back = await fetch(`${stripe.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    const stripeCancel = new URL(back.headers.get('location') ?? '');
    expect(Object.fromEntries(stripeCancel.searchParams)).toEqual({
      gateway: 'stripe',
      plan: 'annual',
      email: tutor.email,
      orderId: stripe.body.orderId,
    });
  });
});

describe('POST /payments/orders/:orderId/cancel', () => {
  it('marks the owner’s PENDING order CANCELLED with a reason; a second cancel is harmless', async () => {
    const { tutor, orderId } = await ipayOrder('cancel-own');
    expect(await cancel(tutor, orderId)).toMatchObject({ status: 200, body: { orderId, status: 'CANCELLED' } });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'CANCELLED', reason: CANCELLED_REASON, tutorId: tutor.uid });

    const written = await updateTime(orderId);
    expect(await cancel(tutor, orderId)).toMatchObject({ status: 200, body: { orderId, status: 'CANCELLED' } });
    expect(await updateTime(orderId)).toBe(written);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE', subscriptionEndDate: null });
  });

  it('refuses another tutor (403), a student (403), no token (401) and an unknown order (404), changing nothing', async () => {
    const { tutor, orderId } = await ipayOrder('cancel-guard');
    const before = await updateTime(orderId);

    const otherTutor = await signedInTutor('cancel-other');
    expect(await cancel(otherTutor, orderId)).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    expect(await cancel(undefined, orderId)).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    await adminAuth.setCustomUserClaims(otherTutor.uid, { role: 'student' });
    const student = await refreshIdToken(otherTutor);
    expect(await cancel(student, orderId)).toMatchObject({ status: 403, body: { code: 'permission-denied' } });

    expect(await cancel(tutor, 'NoSuchOrder42')).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(await cancel(tutor, 'not_an_order')).toMatchObject({ status: 400, body: { code: 'invalid-argument' } });

    expect(await updateTime(orderId)).toBe(before);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING', reason: null });
  });

  it('leaves a PAID order PAID and a FAILED one FAILED, answering their status', async () => {
    const paid = await ipayOrder('cancel-paid');
    expect((await sendIpayCallback(ipayCallbackFields(paid.orderId, paid.amount, 'A'))).status).toBe(200);
    const end = endMillis(await tutorDoc(paid.tutor.uid));
    expect(await cancel(paid.tutor, paid.orderId)).toMatchObject({ status: 200, body: { status: 'PAID' } });
    expect(await orderDoc(paid.orderId)).toMatchObject({ status: 'PAID', reason: null });
    expect(await tutorDoc(paid.tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
    expect(endMillis(await tutorDoc(paid.tutor.uid))).toBe(end);

    const declined = await ipayOrder('cancel-failed');
    expect((await sendIpayCallback(ipayCallbackFields(declined.orderId, declined.amount, 'D'))).status).toBe(200);
    expect(await cancel(declined.tutor, declined.orderId)).toMatchObject({ status: 200, body: { status: 'FAILED' } });
    expect(await orderDoc(declined.orderId)).toMatchObject({ status: 'FAILED', reason: 'Insufficient funds' });
  });
});

describe('a confirmation arriving after the cancel is honoured: the money was taken', () => {
  it('iPay: paid by LankaQR on the phone, cancel pressed in the browser, then the callback → PAID and a month granted', async () => {
    const { tutor, orderId, amount } = await ipayOrder('cancel-then-ipay');
    expect((await cancel(tutor, orderId)).body.status).toBe('CANCELLED');

    const before = Date.now();
    const answer = await sendIpayCallback(ipayCallbackFields(orderId, amount, 'A'));
    const after = Date.now();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: 'SUCCESS' });
    const order = await orderDoc(orderId);
    expect(order).toMatchObject({ status: 'PAID', reason: null });
    expect(order.gatewayRef).toMatch(/^REF/);
    const stored = await tutorDoc(tutor.uid);
    expect(stored).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'monthly' });
    expect(endMillis(stored)).toBeGreaterThanOrEqual(addMonthsUtc(new Date(before), 1).getTime());
    expect(endMillis(stored)).toBeLessThanOrEqual(addMonthsUtc(new Date(after), 1).getTime());
    expect(await paymentActivities(tutor.uid)).toBe(1);

    // The cancel page loaded again (Back, reload) changes nothing now.
    expect(await cancel(tutor, orderId)).toMatchObject({ status: 200, body: { status: 'PAID' } });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
  });

  it('iPay: a cancel racing the callback ends PAID whichever lands first', async () => {
    const { tutor, orderId, amount } = await ipayOrder('cancel-race-ipay');
    const [cancelled, callback] = await Promise.all([
      cancel(tutor, orderId),
      sendIpayCallback(ipayCallbackFields(orderId, amount, 'A')),
    ]);
    expect([cancelled.status, callback.status]).toEqual([200, 200]);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
    expect(await paymentActivities(tutor.uid)).toBe(1);
  });

  it('Stripe: cancelled, then back to the open session and paid on the stand-in → PAID and ACTIVE', async () => {
    const tutor = await signedInTutor('cancel-then-stripe');
    const { orderId, url } = (await checkout(tutor, 'monthly', 'stripe')).body;
    await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect((await cancel(tutor, orderId)).body.status).toBe('CANCELLED');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toContain(`/checkout/success?gateway=stripe&orderId=${orderId}`);
    const order = await eventually(
      () => orderDoc(orderId),
      (o) => o.status === 'PAID',
    );
    expect(order).toMatchObject({ status: 'PAID', reason: null });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'monthly' });
    expect(await paymentActivities(tutor.uid)).toBe(1);
  });

  it('Stripe: a first invoice that fails after the cancel makes the order FAILED, not-collected', async () => {
    const tutor = await signedInTutor('cancel-then-stripe-fails');
    const { orderId } = (await checkout(tutor, 'monthly', 'stripe')).body;
    expect((await cancel(tutor, orderId)).body.status).toBe('CANCELLED');
    const invoice = {
      id: `in_test_${orderId}`,
      object: 'invoice',
      amount_paid: 0,
      amount_due: 1699,
      currency: 'usd',
      billing_reason: 'subscription_create',
      attempt_count: 1,
      customer: 'cus_test_cancelled',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_test_cancelled', metadata: { orderId, tutorId: tutor.uid, plan: 'monthly' } },
      },
    };
    expect((await sendStripeEvent(stripeEvent('invoice.payment_failed', invoice))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'FAILED', failure: 'not-collected' });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE' });
  });

  it('Stripe: a signed checkout.session.completed for a cancelled order pays it', async () => {
    const tutor = await signedInTutor('cancel-then-stripe-event');
    const { orderId } = (await checkout(tutor, 'monthly', 'stripe')).body;
    expect((await cancel(tutor, orderId)).body.status).toBe('CANCELLED');
    const session = {
      id: `cs_test_${orderId}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      amount_total: 1699,
      currency: 'usd',
      client_reference_id: tutor.uid,
      customer: 'cus_test_cancelled',
      subscription: 'sub_test_cancelled',
      metadata: { orderId, tutorId: tutor.uid, plan: 'monthly' },
    };
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', session))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID', reason: null, gatewayRef: 'sub_test_cancelled' });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', stripeSubscriptionId: 'sub_test_cancelled' });
  });
});
