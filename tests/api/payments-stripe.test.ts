import { describe, expect, it } from 'vitest';
import { orderIdForInvoice } from '../../functions/src/features/payments/order-store.ts';
import { addMonthsUtc } from '../../functions/src/features/payments/subscription-period.ts';
import {
  checkout,
  endMillis,
  ipayCallbackFields,
  orderDoc,
  paymentActivities,
  postToFunction,
  sendIpayCallback,
  sendStripeEvent,
  signedInTutor,
  stripeEvent,
  tutorDoc,
} from './payments-fixtures.ts';

async function stripeOrder() {
  const tutor = await signedInTutor('stripe');
  const answer = await checkout(tutor, 'monthly', 'stripe');
  expect(answer.status).toBe(200);
  const metadata = { orderId: answer.body.orderId, tutorId: tutor.uid, plan: 'monthly' };
  return { tutor, orderId: answer.body.orderId, metadata };
}

type Metadata = Awaited<ReturnType<typeof stripeOrder>>['metadata'];

const invoice = (metadata: Metadata, overrides: object = {}) => ({
  id: `in_test_${Math.random().toString(36).slice(2)}`,
  object: 'invoice',
  amount_paid: 1699,
  amount_due: 1699,
  currency: 'usd',
  billing_reason: 'subscription_create',
  attempt_count: 1,
  customer: 'cus_test_1',
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata } },
  ...overrides,
});

const subscription = (metadata: Metadata, status: string) => ({
  id: 'sub_test_1',
  object: 'subscription',
  status,
  customer: 'cus_test_1',
  cancel_at_period_end: false,
  cancellation_details: { reason: status === 'canceled' ? 'payment_failed' : null },
  metadata,
});

const session = (metadata: Metadata, overrides: object = {}) => ({
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

describe('Stripe webhook (signed events sent to the function URL)', () => {
  it('keeps the raw body on the pinned emulator: a signed checkout.session.completed activates the tutor', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    const before = Date.now();
    // Pretty-printed JSON: any re-serialisation of a parsed body would break the signature.
    const payload = JSON.stringify(JSON.parse(stripeEvent('checkout.session.completed', session(metadata))), null, 2);
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
    const paid = stripeEvent('invoice.paid', invoice(metadata));
    for (let i = 0; i < 10; i += 1) expect((await sendStripeEvent(paid)).status).toBe(200);
    const end = endMillis(await tutorDoc(tutor.uid));
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', session(metadata)))).status).toBe(200);
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(end);
    expect(await paymentActivities(tutor.uid)).toBe(1);
  });

  it('records each renewal invoice as a paid order extending from the current end', async () => {
    const { tutor, metadata } = await stripeOrder();
    await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata)));
    const firstEnd = endMillis(await tutorDoc(tutor.uid))!;
    const renewal = invoice(metadata, { billing_reason: 'subscription_cycle' });
    expect((await sendStripeEvent(stripeEvent('invoice.paid', renewal))).status).toBe(200);
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(addMonthsUtc(new Date(firstEnd), 1).getTime());
    expect(await orderDoc(orderIdForInvoice(renewal.id))).toMatchObject({ status: 'PAID', tutorId: tutor.uid });
  });

  it('refuses a bad signature, a stale timestamp, a wrong amount and an unknown order, changing nothing', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    const paid = stripeEvent('invoice.paid', invoice(metadata));
    expect((await sendStripeEvent(paid, { secret: 'whsec_not_ours' })).status).toBe(400);
    expect((await sendStripeEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect((await postToFunction('/payments/webhooks/stripe', paid, { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata, { amount_paid: 100 })))).status).toBe(400);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata, { currency: 'eur' })))).status).toBe(400);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', invoice({ ...metadata, orderId: 'NoSuchOrder' })))).status).toBe(
      404,
    );
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE', subscriptionEndDate: null });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING' });
    // The refused event was not recorded: once valid, it still counts.
    expect((await sendStripeEvent(paid)).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
  });

  it('ends in the state of the latest event when events arrive out of order', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata), t));
    await sendStripeEvent(stripeEvent('customer.subscription.deleted', subscription(metadata, 'canceled'), t + 60));
    // Late arrivals that happened earlier must not revive the subscription.
    await sendStripeEvent(stripeEvent('customer.subscription.updated', subscription(metadata, 'active'), t + 10));
    await sendStripeEvent(
      stripeEvent('invoice.payment_failed', invoice(metadata, { billing_reason: 'subscription_cycle' }), t + 30),
    );
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'CANCELLED', subscriptionReason: 'payment_failed' });
  });

  it('unlinks a Stripe subscription once it has ended, so paying with iPay afterwards never locks the tutor out', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata), t));
    await sendStripeEvent(stripeEvent('customer.subscription.deleted', subscription(metadata, 'canceled'), t + 60));
    // A renewal collected before the end but delivered after it pays its period, and links nothing back.
    await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata, { billing_reason: 'subscription_cycle' }), t + 30));
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
    // Paying again later, with either gateway, is not refused as 'already subscribed through Stripe'.
    for (const gateway of ['ipay', 'stripe'] as const) expect((await checkout(tutor, 'annual', gateway)).status).toBe(200);
  });

  it('marks a failed renewal PAST_DUE with its reason, and a later payment makes it ACTIVE again', async () => {
    const { tutor, metadata } = await stripeOrder();
    const t = Math.floor(Date.now() / 1000) - 120;
    await sendStripeEvent(stripeEvent('invoice.paid', invoice(metadata), t));
    const renewal = invoice(metadata, { billing_reason: 'subscription_cycle', attempt_count: 2 });
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
    // An older "past due" update arriving after the retry succeeded changes nothing.
    await sendStripeEvent(stripeEvent('invoice.paid', renewal, t + 90));
    await sendStripeEvent(stripeEvent('customer.subscription.updated', subscription(metadata, 'past_due'), t + 40));
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionReason: null });
  });

  it('acknowledges event types it does not handle, and refuses live events on test keys', async () => {
    expect((await sendStripeEvent(stripeEvent('customer.created', { id: 'cus_1' }))).status).toBe(200);
    const live = JSON.stringify({ ...(JSON.parse(stripeEvent('customer.created', { id: 'cus_1' })) as object), livemode: true });
    expect((await sendStripeEvent(live)).status).toBe(400);
  });

  it('acknowledges events about objects this app did not create (no metadata of ours), changing nothing', async () => {
    const { tutor, orderId, metadata } = await stripeOrder();
    const noMetadata = {} as Metadata;
    const paymentLink = session(noMetadata, { id: 'cs_payment_link', client_reference_id: null });
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', paymentLink))).status).toBe(200);
    expect((await sendStripeEvent(stripeEvent('invoice.paid', invoice(noMetadata)))).status).toBe(200);
    const dashboardMade = { ...subscription(noMetadata, 'canceled'), id: 'sub_dashboard' };
    expect((await sendStripeEvent(stripeEvent('customer.subscription.deleted', dashboardMade))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING' });
    expect((await tutorDoc(tutor.uid))?.subscriptionStatus).not.toBe('ACTIVE');
    // One of ours still counts.
    expect((await sendStripeEvent(stripeEvent('checkout.session.completed', session(metadata)))).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
  });

  it('answers empty, huge and non-JSON bodies with 4xx', async () => {
    expect((await sendStripeEvent('')).status).toBe(400);
    expect((await sendStripeEvent('not json at all')).status).toBe(400);
    expect((await sendStripeEvent(JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(1024 * 1024) }))).status).toBe(413);
  });
});
