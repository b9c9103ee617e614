import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { type TestUser } from '../support/auth.ts';
import {
  billedPeriod,
  checkout,
  endMillis,
  ipayCallbackFields,
  sendIpayCallback,
  sendStripeEvent,
  signedInTutor,
  stripeEvent,
  stripeInvoice,
  stripeOrder,
  stripeSubscription,
  tutorDoc,
} from './payments-fixtures.ts';

const DAY = 86_400;

/** What the tutor's own profile says (the reading every paid route checks). */
async function profileStatus(tutor: TestUser) {
  return (await callApi<{ subscriptionStatus: string }>(`/tutors/${tutor.uid}`, { token: tutor.idToken })).body
    .subscriptionStatus;
}

/** A tutor who paid a year with iPay, then also subscribed with Stripe. */
async function ipayYearThenStripe(prefix: string) {
  const tutor = await signedInTutor(prefix);
  // The Stripe checkout is opened first: once the iPay year is paid, a new one is refused
  // (paid-time-left). Its subscription still starts if the tutor pays it at the moment it is replaced.
  const stripe = await checkout(tutor, 'monthly', 'stripe');
  expect(stripe.status).toBe(200);
  const ipay = await checkout(tutor, 'annual', 'ipay');
  await sendIpayCallback(ipayCallbackFields(ipay.body.orderId, ipay.body.form!.fields.totalAmount!, 'A'));
  const paid = await tutorDoc(tutor.uid);
  expect(await checkout(tutor, 'monthly', 'stripe')).toMatchObject({ status: 409, body: { reason: 'paid-time-left' } });
  const metadata = { orderId: stripe.body.orderId, tutorId: tutor.uid, plan: 'monthly' };
  // Stripe's events happen after the iPay payment (`created` is in whole seconds).
  const after = Math.ceil((paid.subscriptionStateAt as { toMillis(): number }).toMillis() / 1000) + 1;
  return { tutor, metadata, paidYear: endMillis(paid), after };
}

describe('Stripe ending or pausing does not take back time paid with iPay', () => {
  it.each([
    ['customer.subscription.deleted', 'canceled'],
    ['customer.subscription.updated', 'paused'],
  ])('after %s (%s) the tutor stays ACTIVE to the end of the iPay year, unlinked from Stripe', async (type, status) => {
    const { tutor, metadata, paidYear, after } = await ipayYearThenStripe(`ipay-then-stripe-${status}`);
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata), after));
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', stripeSubscriptionId: 'sub_test_1' });
    expect((await sendStripeEvent(stripeEvent(type, stripeSubscription(metadata, status), after + 60))).status).toBe(200);

    const stored = await tutorDoc(tutor.uid);
    expect(stored).toMatchObject({
      subscriptionStatus: 'ACTIVE',
      subscriptionReason: null,
      stripeSubscriptionId: null,
      stripeCancelAtPeriodEnd: false,
    });
    expect(endMillis(stored)).toBe(paidYear);
    expect(await profileStatus(tutor)).toBe('ACTIVE');
    // Nothing waits on a Stripe renewal any more: paying again is not refused.
    expect((await checkout(tutor, 'annual', 'ipay')).status).toBe(200);
  });
});

describe('a renewal Stripe could not collect', () => {
  it('marks the tutor past due but keeps them working while Stripe retries, within the paid end and its grace', async () => {
    const { tutor, metadata } = await stripeOrder('past-due');
    const now = Math.floor(Date.now() / 1000);
    // The paid month ended an hour ago; Stripe tried to charge the next one and failed.
    await sendStripeEvent(
      stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(now - 30 * DAY, now - 3600) }), now - 60),
    );
    const renewal = stripeInvoice(metadata, {
      billing_reason: 'subscription_cycle',
      lines: billedPeriod(now - 3600, now + 29 * DAY),
    });
    expect((await sendStripeEvent(stripeEvent('invoice.payment_failed', renewal, now - 30))).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'PAST_DUE' });

    expect(await profileStatus(tutor)).toBe('ACTIVE');
    // A paid route lets them in (it refuses a lapsed tutor with 403 before it looks at the request).
    const paidRoute = await callApi('/lessons', { method: 'POST', token: tutor.idToken, json: {} });
    expect(paidRoute.body).not.toMatchObject({ reason: 'subscription-inactive' });
    expect(paidRoute.status).not.toBe(403);
  });

  it('keeps them working through Stripe’s two weeks of retries, and ends it when Stripe gives up (unpaid)', async () => {
    const { tutor, metadata } = await stripeOrder('past-due-retries');
    const now = Math.floor(Date.now() / 1000);
    // The paid month ended 10 days ago; Stripe is still retrying the renewal.
    await sendStripeEvent(
      stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(now - 40 * DAY, now - 10 * DAY) }), now - 90),
    );
    const renewal = stripeInvoice(metadata, {
      billing_reason: 'subscription_cycle',
      attempt_count: 4,
      lines: billedPeriod(now - 10 * DAY, now + 20 * DAY),
    });
    expect((await sendStripeEvent(stripeEvent('invoice.payment_failed', renewal, now - 60))).status).toBe(200);
    expect(await profileStatus(tutor)).toBe('ACTIVE');
    const paidRoute = () => callApi('/lessons', { method: 'POST', token: tutor.idToken, json: {} });
    expect((await paidRoute()).status).not.toBe(403);

    // Retries exhausted, the subscription kept without charging it: no more access.
    expect(
      (await sendStripeEvent(stripeEvent('customer.subscription.updated', stripeSubscription(metadata, 'unpaid'), now - 30)))
        .status,
    ).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE', stripeSubscriptionId: 'sub_test_1' });
    expect(await profileStatus(tutor)).toBe('INACTIVE');
    expect(await paidRoute()).toMatchObject({ status: 403, body: { reason: 'subscription-inactive' } });

    // Paying the open invoice (the billing portal) renews it.
    await sendStripeEvent(stripeEvent('invoice.paid', renewal, now));
    expect(await profileStatus(tutor)).toBe('ACTIVE');
  });
});
