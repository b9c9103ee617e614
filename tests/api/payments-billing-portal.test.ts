import { describe, expect, it } from 'vitest';
import { APP_URL } from '../../emulators/config.ts';
import { NO_STRIPE_CUSTOMER } from '../../functions/src/features/payments/billing-portal.ts';
import { callApi } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { enrolStudent, signInAs } from '../support/people.ts';
import type { TestUser } from '../support/auth.ts';
import { checkout, ipayCallbackFields, sendIpayCallback, signedInTutor, tutorDoc } from './payments-fixtures.ts';

const portal = (user: TestUser | undefined) =>
  callApi<{ url?: string; code?: string; reason?: string; message?: string }>('/payments/billing-portal', {
    method: 'POST',
    token: user?.idToken,
  });

/** A tutor who bought the monthly plan on the Stripe stand-in's checkout page, once Stripe's events have landed. */
async function stripeSubscriber(prefix: string) {
  const tutor = await signedInTutor(prefix);
  const answer = await checkout(tutor, 'monthly', 'stripe');
  expect(answer.status).toBe(200);
  await fetch(`${answer.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  await eventually(
    () => tutorDoc(tutor.uid),
    (t) => t.subscriptionStatus === 'ACTIVE' && typeof t.stripeCustomerId === 'string',
  );
  return tutor;
}

/** Presses a button of the portal page, as the tutor's browser posts its form. */
async function pressPortalButton(portalUrl: string, label: 'Cancel subscription' | 'Renew subscription') {
  const html = await (await fetch(portalUrl)).text();
  const action = new RegExp(`<form method="post" action="([^"]+)"><button[^>]*>${label}<`).exec(html)?.[1];
  expect(action, `the portal page offers "${label}"`).toBeDefined();
  const pressed = await fetch(new URL(action!, portalUrl), { method: 'POST', redirect: 'manual' });
  expect(pressed.status).toBe(303);
}

describe('POST /api/payments/billing-portal (Stripe Customer Portal)', () => {
  it('opens the portal for the tutor’s own Stripe customer, returning to the payment page', async () => {
    const tutor = await stripeSubscriber('portal-open');
    const answer = await portal(tutor);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/billing\/bps_test_/);
    const page = await (await fetch(answer.body.url!)).text();
    expect(page).toMatch(/Renews on \d{4}-\d{2}-\d{2}/);
    expect(page).toContain(`href="${APP_URL}/payment?email=${encodeURIComponent(tutor.email)}"`);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ stripeCancelAtPeriodEnd: false });
  });

  it('cancelling there keeps the paid period but stops the renewal; renewing again undoes it', async () => {
    const tutor = await stripeSubscriber('portal-cancel');
    const paidUntil = (await tutorDoc(tutor.uid)).subscriptionEndDate as unknown;
    const { url } = (await portal(tutor)).body;

    await pressPortalButton(url!, 'Cancel subscription');
    const cancelled = await eventually(
      () => tutorDoc(tutor.uid),
      (t) => t.stripeCancelAtPeriodEnd === true,
    );
    expect(cancelled).toMatchObject({
      subscriptionStatus: 'ACTIVE',
      subscriptionReason: 'Cancels at the end of the paid period.',
    });
    expect(cancelled.subscriptionEndDate).toEqual(paidUntil);
    // Until the paid period ends, the subscription's end would undo a new period: paying again waits.
    expect((await checkout(tutor, 'monthly', 'ipay')).body).toMatchObject({ reason: 'stripe-subscription-ending' });

    await pressPortalButton(url!, 'Renew subscription');
    const renewed = await eventually(
      () => tutorDoc(tutor.uid),
      (t) => t.stripeCancelAtPeriodEnd === false,
    );
    expect(renewed).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionReason: null });
  });

  it('refuses a tutor who never paid with Stripe (409), a student (403) and no token (401)', async () => {
    const ipayTutor = await signedInTutor('portal-ipay');
    const order = await checkout(ipayTutor, 'monthly', 'ipay');
    const amount = order.body.form!.fields.totalAmount!;
    expect((await sendIpayCallback(ipayCallbackFields(order.body.orderId, amount, 'A'))).status).toBe(200);

    const refused = await portal(ipayTutor);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'no-stripe-subscription', message: NO_STRIPE_CUSTOMER });
    expect((await portal(await signInAs((await enrolStudent(ipayTutor)).uid))).status).toBe(403);
    expect((await portal(undefined)).status).toBe(401);
  });
});
