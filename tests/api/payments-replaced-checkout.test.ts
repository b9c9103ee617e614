import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { EXPIRED_REASON } from '../../functions/src/features/payments/stripe-events.ts';
import { REPLACED_REASON } from '../../functions/src/features/payments/stripe-checkout.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { checkout, orderDoc, sendStripeEvent, signedInTutor, stripeEvent, tutorDoc } from './payments-fixtures.ts';

/** What the tutor's browser does on the Stripe stand-in's checkout page. */
const press = (url: string, button: 'pay' | 'cancel') => fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });

/** The statuses of the tutor's orders, oldest first. */
async function orderStatuses(uid: string): Promise<string[]> {
  const snapshot = await adminDb.collection('orders').where('tutorId', '==', uid).orderBy('createdAt').get();
  return snapshot.docs.map((d) => String(d.get('status')));
}

describe('one open Stripe checkout at a time (two tabs must not start two subscriptions)', () => {
  it('a new checkout expires the one still open in another tab: only the newer can be paid', async () => {
    const tutor = await signedInTutor('two-tabs');
    const first = (await checkout(tutor, 'monthly', 'stripe')).body;
    const second = (await checkout(tutor, 'annual', 'stripe')).body;
    expect(second.url).toBeDefined();
    expect(await orderDoc(first.orderId)).toMatchObject({ status: 'CANCELLED', reason: REPLACED_REASON });

    expect((await press(first.url!, 'pay')).status).toBe(404);
    expect((await press(second.url!, 'pay')).status).toBe(303);
    const paid = await eventually(
      () => tutorDoc(tutor.uid),
      (t) => t.subscriptionStatus === 'ACTIVE',
    );
    expect(paid).toMatchObject({ subscriptionPlan: 'annual' });
    expect(await orderStatuses(tutor.uid)).toEqual(['CANCELLED', 'PAID']);
  });

  it('an iPay checkout expires an open Stripe one too; the cancel page’s order stays CANCELLED', async () => {
    const tutor = await signedInTutor('stripe-then-ipay');
    const stripe = (await checkout(tutor, 'monthly', 'stripe')).body;
    await press(stripe.url!, 'cancel');
    const cancelled = await callApi(`/payments/orders/${stripe.orderId}/cancel`, { method: 'POST', token: tutor.idToken });
    expect(cancelled.status).toBe(200);

    expect((await checkout(tutor, 'monthly', 'ipay')).status).toBe(200);
    // Back from the cancel page, the old session cannot be paid any more.
    expect((await press(stripe.url!, 'pay')).status).toBe(404);
    expect(await orderDoc(stripe.orderId)).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses a new checkout when the other tab’s session was paid a moment ago, before Stripe’s events arrived', async () => {
    const tutor = await signedInTutor('paid-meanwhile');
    const first = (await checkout(tutor, 'monthly', 'stripe')).body;
    expect((await press(first.url!, 'pay')).status).toBe(303);
    // As if the events were still on their way: the tutor and the order as before the payment.
    await adminDb.doc(`tutors/${tutor.uid}`).update({
      subscriptionStatus: 'INACTIVE',
      stripeSubscriptionId: FieldValue.delete(),
    });
    await adminDb.doc(`orders/${first.orderId}`).update({ status: 'PENDING', gatewayRef: first.url!.split('/').pop() });

    const again = await checkout(tutor, 'monthly', 'stripe');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'stripe-subscription-live' });
    expect(await orderStatuses(tutor.uid)).toHaveLength(1);
  });

  it('a signed checkout.session.expired (Stripe’s 24 hours) cancels a PENDING order and leaves a PAID one', async () => {
    const tutor = await signedInTutor('expired-event');
    const { orderId } = (await checkout(tutor, 'monthly', 'stripe')).body;
    const session = (status: string) => ({
      id: `cs_test_${orderId}`,
      object: 'checkout.session',
      mode: 'subscription',
      status,
      payment_status: 'unpaid',
      amount_total: 1699,
      currency: 'usd',
      client_reference_id: tutor.uid,
      customer: null,
      subscription: null,
      metadata: { orderId, tutorId: tutor.uid, plan: 'monthly' },
    });
    expect((await sendStripeEvent(stripeEvent('checkout.session.expired', session('expired')))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'CANCELLED', reason: EXPIRED_REASON });

    await adminDb.doc(`orders/${orderId}`).update({ status: 'PAID', reason: null });
    expect((await sendStripeEvent(stripeEvent('checkout.session.expired', session('expired')))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
  });
});
