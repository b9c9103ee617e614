import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { checkoutChecksum } from '../../emulators/stand-ins/ipay/signing.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { refreshIdToken } from '../support/auth.ts';
import { STRIPE_SUBSCRIPTION_LIVE } from '../../functions/src/features/payments/create-checkout.ts';
import { checkout, endMillis, orderDoc, PAYMENT_TEST_CREDENTIALS, signedInTutor, tutorDoc } from './payments-fixtures.ts';

describe('payments configuration', () => {
  it('tells the page which gateways are on and the prices, without signing in', async () => {
    const answer = await callApi('/payments/config');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        gateways: { ipay: { enabled: true }, stripe: { enabled: true } },
        prices: { monthly: { amount: 16.99, currency: 'USD' }, annual: { amount: 179.99, currency: 'USD' } },
        ipayPrices: { monthly: { currency: 'LKR' }, annual: { currency: 'LKR' } },
      },
    });
  });
});

describe('checkout', () => {
  it('answers iPay with a signed form priced by the server and records a PENDING order', async () => {
    const tutor = await signedInTutor('checkout-ipay');
    // A price sent by the browser is ignored.
    const answer = await checkout(tutor, 'annual', 'ipay', { amount: 1, totalAmount: '1.00' });
    expect(answer.status).toBe(200);
    const { orderId, form } = answer.body;
    expect(orderId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(form?.action).toBe('http://127.0.0.1:9310/ipg/checkout');
    expect(form?.fields).toMatchObject({
      merchantWebToken: PAYMENT_TEST_CREDENTIALS.ipayMerchantWebToken,
      orderId,
      totalAmount: '53999.00',
      customerEmail: tutor.email,
      returnUrl: `http://127.0.0.1:5050/checkout/success?gateway=ipay&orderId=${orderId}`,
    });
    const { ipaySecret, ipayMerchantWebToken } = PAYMENT_TEST_CREDENTIALS;
    expect(form?.fields.checksum).toBe(checkoutChecksum(ipaySecret, ipayMerchantWebToken, orderId, '53999.00'));
    expect(await orderDoc(orderId)).toMatchObject({
      tutorId: tutor.uid,
      plan: 'annual',
      amount: 53999,
      currency: 'LKR',
      gateway: 'ipay',
      status: 'PENDING',
    });
  });

  it('pays end to end on the iPay stand-in: its callback makes the tutor ACTIVE', async () => {
    const tutor = await signedInTutor('checkout-ipay-e2e');
    const { form, orderId } = (await checkout(tutor, 'monthly', 'ipay')).body;
    const page = await (await fetch(form!.action, { method: 'POST', body: new URLSearchParams(form!.fields) })).text();
    const pay = /action="([^"]+\/pay)"/.exec(page)?.[1];
    const back = await fetch(new URL(pay!, form!.action), { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(form!.fields.returnUrl);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'monthly' });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
  });

  it('answers Stripe with a Checkout Session url and pays end to end on the Stripe stand-in', async () => {
    const tutor = await signedInTutor('checkout-stripe');
    const answer = await checkout(tutor, 'annual', 'stripe');
    expect(answer.status).toBe(200);
    const { url, orderId } = answer.body;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_test_/);
    expect(await orderDoc(orderId)).toMatchObject({
      amount: 179.99,
      currency: 'USD',
      gateway: 'stripe',
      gatewayRef: url!.split('/').pop(),
    });

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toContain(`/checkout/success?gateway=stripe&orderId=${orderId}&session_id=cs_test_`);
    const stored = await eventually(
      () => tutorDoc(tutor.uid),
      (t) => t.subscriptionStatus === 'ACTIVE',
    );
    expect(stored).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'annual' });
    expect(endMillis(stored)).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
  });

  it('refuses someone else’s e-mail, a student, a signed-out caller and an unknown plan', async () => {
    const tutor = await signedInTutor('checkout-guard');
    const other = await callApi('/payments/checkout', {
      method: 'POST',
      token: tutor.idToken,
      json: { email: 'someone-else@example.com', plan: 'monthly', gateway: 'ipay' },
    });
    expect(other).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    const badPlan = await checkout(tutor, 'weekly' as 'monthly', 'ipay');
    expect(badPlan).toMatchObject({ status: 400, body: { code: 'invalid-argument' } });
    const signedOut = await callApi('/payments/checkout', {
      method: 'POST',
      json: { email: tutor.email, plan: 'monthly', gateway: 'ipay' },
    });
    expect(signedOut.status).toBe(401);

    await adminAuth.setCustomUserClaims(tutor.uid, { role: 'student' });
    const student = await refreshIdToken(tutor);
    expect((await checkout(student, 'monthly', 'ipay')).status).toBe(403);
  });
});

describe('checkout with a Stripe subscription already on the account', () => {
  /** The tutor as after a Stripe checkout and later status events. */
  async function tutorWithStripeSubscription(prefix: string, status: 'ACTIVE' | 'PAST_DUE' | 'CANCELLED') {
    const tutor = await signedInTutor(prefix);
    await adminDb.doc(`tutors/${tutor.uid}`).update({
      subscriptionStatus: status,
      subscriptionPlan: 'monthly',
      subscriptionEndDate: Timestamp.fromMillis(Date.now() + 20 * 24 * 3600 * 1000),
      stripeCustomerId: 'cus_test_live',
      stripeSubscriptionId: 'sub_test_live',
    });
    return tutor;
  }

  const ordersOf = async (uid: string) => (await adminDb.collection('orders').where('tutorId', '==', uid).get()).size;

  it('refuses both gateways while it still renews (ACTIVE or PAST_DUE), storing no order', async () => {
    for (const status of ['ACTIVE', 'PAST_DUE'] as const) {
      const tutor = await tutorWithStripeSubscription(`checkout-stripe-live-${status.toLowerCase()}`, status);
      for (const gateway of ['stripe', 'ipay'] as const) {
        // A second Stripe subscription would charge the tutor twice; an iPay period would be cut short when Stripe's ends.
        expect(await checkout(tutor, 'monthly', gateway)).toMatchObject({
          status: 409,
          body: { code: 'failed-precondition', reason: 'stripe-subscription-live', message: STRIPE_SUBSCRIPTION_LIVE },
        });
      }
      expect(await ordersOf(tutor.uid)).toBe(0);
    }
  });

  it('lets the tutor pay again, with either gateway, once the Stripe subscription is CANCELLED', async () => {
    const tutor = await tutorWithStripeSubscription('checkout-stripe-cancelled', 'CANCELLED');
    for (const gateway of ['stripe', 'ipay'] as const) {
      const answer = await checkout(tutor, 'monthly', gateway);
      expect(answer.status).toBe(200);
      expect(await orderDoc(answer.body.orderId)).toMatchObject({ tutorId: tutor.uid, gateway, status: 'PENDING' });
    }
  });
});

describe('expiry', () => {
  it('treats an ACTIVE subscription past its end date as INACTIVE at the next sign-in, with no payment event', async () => {
    const tutor = await signedInTutor('expired');
    await adminDb.doc(`tutors/${tutor.uid}`).update({
      subscriptionStatus: 'ACTIVE',
      subscriptionPlan: 'monthly',
      subscriptionEndDate: Timestamp.fromMillis(Date.now() - 60_000),
    });
    const session = await callApi<{ tutor: { subscriptionStatus: string } }>('/auth/tutor/session', {
      method: 'POST',
      token: tutor.idToken,
    });
    // The sign-in flow sends any tutor who is not ACTIVE to /payment.
    expect(session.body.tutor.subscriptionStatus).toBe('INACTIVE');
  });
});
