import { describe, expect, it } from 'vitest';
import { orderIdForInvoice } from '../../functions/src/features/payments/order-store.ts';
import { addMonthsUtc } from '../../functions/src/features/payments/subscription-period.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import {
  billedPeriod,
  checkout,
  endMillis,
  ipayCallbackFields,
  orderDoc,
  paymentActivities,
  postToFunction,
  sendIpayCallback,
  sendStripeEvent,
  stripeEvent,
  stripeInvoice,
  stripeOrder,
  stripeSession,
  stripeSubscription,
  tutorDoc,
  type StripeMetadata,
} from './payments-fixtures.ts';

const DAY = 86_400;

describe('Stripe webhook (signed events sent to the function URL)', () => {
  it('keeps the raw body on the pinned emulator: a signed checkout.session.completed activates the tutor', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    // The period counts from the event's time, which Stripe gives in whole seconds.
    const before = Math.floor(Date.now() / 1000) * 1000;
    // Pretty-printed JSON: any re-serialisation of a parsed body would break the signature.
    const payload = JSON.stringify(JSON.parse(stripeEvent('checkout.session.completed', stripeSession(metadata))), null, 2);
    const answer = await sendStripeEvent(payload);
    expect(answer.status).toBe(200);
    const stored = await tutorDoc(tutor.uid);
    expect(stored).toMatchObject({
      subscriptionStatus: 'ACTIVE',
      stripeSubscriptionId: 'sub_test_1',
      stripeCustomerId: 'cus_test_1',
    });
    expect(endMillis(stored)).toBeGreaterThanOrEqual(addMonthsUtc(new Date(before), 1).getTime());
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID', currency: 'USD', amount: 16.99 });
  });

  it('grants one period for the purchase whatever arrives first, and each event once', async () => {
    const { tutor, metadata } = await stripeOrder();
    const paid = stripeEvent('invoice.paid', stripeInvoice(metadata));
    for (let i = 0; i < 10; i += 1) expect((await sendStripeEvent(paid)).status).toBe(200);
    const end = endMillis(await tutorDoc(tutor.uid));
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', stripeSession(metadata)))).status).toBe(200);
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(end);
    expect(await paymentActivities(tutor.uid)).toBe(1);
  });

  it('keeps access to the end of each period Stripe billed, so a subscriber from the 31st is not locked out before the next charge', async () => {
    const { tutor, metadata } = await stripeOrder();
    // Subscribed on a January 31st: Stripe bills to the last day of February, then to March 31st.
    const year = new Date().getUTCFullYear() + 1;
    const seconds = (month: number, day: number) => Date.UTC(year, month, day, 9) / 1000;
    const [jan31, febEnd, mar31] = [seconds(0, 31), seconds(2, 0), seconds(2, 31)];
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(jan31, febEnd) })));
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(febEnd * 1000);

    const renewal = stripeInvoice(metadata, { billing_reason: 'subscription_cycle', lines: billedPeriod(febEnd, mar31) });
    expect((await sendStripeEvent(stripeEvent('invoice.paid', renewal))).status).toBe(200);
    // Not February's end plus a month of our own counting (the 28th or 29th): Stripe charges again on the 31st.
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(mar31 * 1000);
    const profile = await callApi(`/tutors/${tutor.uid}`, { token: tutor.idToken });
    expect(profile.body).toMatchObject({ subscriptionEndDate: new Date(mar31 * 1000).toISOString() });
    expect(await orderDoc(orderIdForInvoice(renewal.id))).toMatchObject({ status: 'PAID', tutorId: tutor.uid });
  });

  it('refuses a bad signature, a stale timestamp, a wrong amount and an unknown order, changing nothing', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    const paid = stripeEvent('invoice.paid', stripeInvoice(metadata));
    expect((await sendStripeEvent(paid, { secret: 'whsec_not_ours' })).status).toBe(400);
    expect((await sendStripeEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect((await postToFunction('/payments/webhooks/stripe', paid, { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { amount_paid: 100 })))).status).toBe(400);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { currency: 'eur' })))).status).toBe(400);
    expect(
      (await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice({ ...metadata, orderId: 'NoSuchOrder' })))).status,
    ).toBe(404);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE', subscriptionEndDate: null });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING' });
    // The refused event was not recorded: once valid, it still counts.
    expect((await sendStripeEvent(paid)).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
  });

  it('ends in the state of the latest event when events arrive out of order', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    // Paid through t + 50; Stripe gave up collecting the next period at t + 60.
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(t - 30 * DAY, t + 50) }), t));
    await sendStripeEvent(stripeEvent('customer.subscription.deleted', stripeSubscription(metadata, 'canceled'), t + 60));
    // Late arrivals that happened earlier must not revive the subscription.
    await sendStripeEvent(stripeEvent('customer.subscription.updated', stripeSubscription(metadata, 'active'), t + 10));
    await sendStripeEvent(
      stripeEvent('invoice.payment_failed', stripeInvoice(metadata, { billing_reason: 'subscription_cycle' }), t + 30),
    );
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'CANCELLED', subscriptionReason: 'payment_failed' });
    // Nor is the tutor asked to update a card for a subscription that has already ended.
    const told = await adminDb.collection('notifications').where('userId', '==', tutor.uid).get();
    expect(told.docs.map((d) => d.get('type') as string)).not.toContain('payment_failed');
  });

  it('unlinks a Stripe subscription once it has ended, so paying with iPay afterwards never locks the tutor out', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(t - 30 * DAY, t + 50) }), t));
    await sendStripeEvent(stripeEvent('customer.subscription.deleted', stripeSubscription(metadata, 'canceled'), t + 60));
    // A renewal collected before the end but delivered after it pays its period, and links nothing back.
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { billing_reason: 'subscription_cycle' }), t + 30));
    expect(await tutorDoc(tutor.uid)).toMatchObject({
      subscriptionStatus: 'CANCELLED',
      stripeSubscriptionId: null,
      stripeCancelAtPeriodEnd: false,
      stripeCustomerId: 'cus_test_1',
    });

    const ipay = await checkout(tutor, 'monthly', 'ipay');
    expect(ipay.status).toBe(200);
    await sendIpayCallback(ipayCallbackFields(ipay.body.orderId, ipay.body.form!.fields.totalAmount!, 'A'));
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', stripeSubscriptionId: null });
    // Paying again later is not refused as 'already subscribed through Stripe': iPay adds to the paid
    // time; a Stripe subscription waits until that time ends rather than charge for it again.
    expect((await checkout(tutor, 'annual', 'ipay')).status).toBe(200);
    expect(await checkout(tutor, 'annual', 'stripe')).toMatchObject({ status: 409, body: { reason: 'paid-time-left' } });
  });

  it('does not link back an ended subscription when Stripe retries an older checkout.session.completed', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata, { lines: billedPeriod(t - 30 * DAY, t + 50) }), t));
    await sendStripeEvent(stripeEvent('customer.subscription.deleted', stripeSubscription(metadata, 'canceled'), t + 60));
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', stripeSession(metadata), t + 5))).status).toBe(200);

    const ipay = await checkout(tutor, 'monthly', 'ipay');
    await sendIpayCallback(ipayCallbackFields(ipay.body.orderId, ipay.body.form!.fields.totalAmount!, 'A'));
    // Not refused as 'already subscribed through Stripe' by a subscription that ended (only until
    // the month just paid with iPay runs out).
    expect(await checkout(tutor, 'annual', 'stripe')).toMatchObject({ status: 409, body: { reason: 'paid-time-left' } });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', stripeSubscriptionId: null });
  });

  it('marks a failed renewal PAST_DUE with its reason, and a later payment makes it ACTIVE again', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(metadata), t));
    const renewal = stripeInvoice(metadata, { billing_reason: 'subscription_cycle', attempt_count: 2 });
    await sendStripeEvent(stripeEvent('invoice.payment_failed', renewal, t + 30));
    expect(await tutorDoc(tutor.uid)).toMatchObject({
      subscriptionStatus: 'PAST_DUE',
      subscriptionReason: 'Stripe could not collect the payment (attempt 2).',
    });
    expect(await orderDoc(orderIdForInvoice(renewal.id))).toMatchObject({
      status: 'FAILED',
      failure: 'not-collected',
      gateway: 'stripe',
    });
    // The tutor is told once, with a way to the card; Stripe's next failed retry adds nothing.
    await sendStripeEvent(stripeEvent('invoice.payment_failed', { ...renewal, attempt_count: 3 }, t + 60));
    const notices = await adminDb
      .collection('notifications')
      .where('userId', '==', tutor.uid)
      .where('type', '==', 'payment_failed')
      .get();
    expect(notices.docs.map((d) => d.get('link') as string)).toEqual(['/payment']);
    // An older "past due" update arriving after the retry succeeded changes nothing.
    await sendStripeEvent(stripeEvent('invoice.paid', renewal, t + 90));
    await sendStripeEvent(stripeEvent('customer.subscription.updated', stripeSubscription(metadata, 'past_due'), t + 40));
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionReason: null });
  });

  it('acknowledges event types it does not handle, and refuses live events on test keys', async () => {
    expect((await sendStripeEvent(stripeEvent('customer.created', { id: 'cus_1' }))).status).toBe(200);
    const live = JSON.stringify({ ...(JSON.parse(stripeEvent('customer.created', { id: 'cus_1' })) as object), livemode: true });
    expect((await sendStripeEvent(live)).status).toBe(400);
  });

  it('acknowledges events about objects this app did not create (no metadata of ours), changing nothing', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    const noMetadata = {} as StripeMetadata;
    const paymentLink = stripeSession(noMetadata, { id: 'cs_payment_link', client_reference_id: null });
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', paymentLink))).status).toBe(200);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', stripeInvoice(noMetadata)))).status).toBe(200);
    const dashboardMade = { ...stripeSubscription(noMetadata, 'canceled'), id: 'sub_dashboard' };
    expect((await sendStripeEvent(stripeEvent('customer.subscription.deleted', dashboardMade))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING' });
    expect((await tutorDoc(tutor.uid))?.subscriptionStatus).not.toBe('ACTIVE');
    // One of ours still counts.
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', stripeSession(metadata)))).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
  });

  it('answers empty, huge and non-JSON bodies with 4xx', async () => {
    expect((await sendStripeEvent('')).status).toBe(400);
    expect((await sendStripeEvent('not json at all')).status).toBe(400);
    expect((await sendStripeEvent(JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
  });
});
