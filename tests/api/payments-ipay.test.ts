import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../functions/src/features/payments/subscription-period.ts';
import type { TTutorDashboardResponse } from '../../functions/src/shared/schemas/dashboard.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import {
  checkout,
  endMillis,
  ipayCallbackFields,
  orderDoc,
  paymentActivities,
  postToFunction,
  sendIpayCallback,
  signedInTutor,
  tutorDoc,
} from './payments-fixtures.ts';

async function ipayOrder(plan: 'monthly' | 'annual' = 'monthly') {
  const tutor = await signedInTutor('ipay');
  const answer = await checkout(tutor, plan, 'ipay');
  expect(answer.status).toBe(200);
  return { tutor, orderId: answer.body.orderId, amount: answer.body.form!.fields.totalAmount! };
}

describe('iPay callback (sent to the function URL, as iPay does)', () => {
  it('activates the subscription for a month from now on a valid paid callback', async () => {
    const { tutor, orderId, amount } = await ipayOrder();
    const before = Date.now();
    const answer = await sendIpayCallback(ipayCallbackFields(orderId, amount, 'A'));
    const after = Date.now();
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse(answer.text)).toEqual({ status: 'SUCCESS' });

    const stored = await tutorDoc(tutor.uid);
    expect(stored).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'monthly' });
    expect(endMillis(stored)).toBeGreaterThanOrEqual(addMonthsUtc(new Date(before), 1).getTime());
    expect(endMillis(stored)).toBeLessThanOrEqual(addMonthsUtc(new Date(after), 1).getTime());
    const order = await orderDoc(orderId);
    expect(order).toMatchObject({ status: 'PAID', currency: 'LKR' });
    expect(order.gatewayRef).toMatch(/^REF/);

    // The home's Recent Activities gets the plan and price, to word them in the tutor's language.
    const home = await callApi<TTutorDashboardResponse>(`/tutors/dashboard/${tutor.uid}/dashboard`, { token: tutor.idToken });
    expect(home.body.activity).toEqual([
      expect.objectContaining({ type: 'payment', metadata: { plan: 'monthly', amount: Number(amount), currency: 'LKR' } }),
    ]);
  });

  it('extends an annual renewal from the current end, not from now', async () => {
    const { tutor, orderId, amount } = await ipayOrder('annual');
    const currentEnd = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await adminDb
      .doc(`tutors/${tutor.uid}`)
      .update({ subscriptionStatus: 'ACTIVE', subscriptionEndDate: Timestamp.fromDate(currentEnd) });
    expect((await sendIpayCallback(ipayCallbackFields(orderId, amount, 'P'))).text).toBe('{"status":"PENDING"}');
    const stored = await tutorDoc(tutor.uid);
    expect(stored).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'annual' });
    expect(endMillis(stored)).toBe(addMonthsUtc(currentEnd, 12).getTime());
  });

  it('applies the same callback ten times (some at once) exactly once', async () => {
    const { tutor, orderId, amount } = await ipayOrder();
    const fields = ipayCallbackFields(orderId, amount, 'A');
    const first = await sendIpayCallback(fields);
    expect(first.status).toBe(200);
    const end = endMillis(await tutorDoc(tutor.uid));
    // Two at once (a gateway retrying while the first is still in flight), then the rest one by one.
    const repeats = await Promise.all([sendIpayCallback(fields), sendIpayCallback(fields)]);
    for (let i = 0; i < 7; i += 1) repeats.push(await sendIpayCallback(fields));
    expect(repeats.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(endMillis(await tutorDoc(tutor.uid))).toBe(end);
    expect(await paymentActivities(tutor.uid)).toBe(1);
  });

  it('refuses a tampered amount, a wrong checksum and an unknown order, changing nothing', async () => {
    const { tutor, orderId, amount } = await ipayOrder();
    const tampered = await sendIpayCallback(ipayCallbackFields(orderId, amount, 'A', { transactionAmount: '1.00' }));
    expect(tampered.status).toBe(400);
    const signedOverOtherAmount = await sendIpayCallback(ipayCallbackFields(orderId, '1.00', 'A', { transactionAmount: amount }));
    expect(signedOverOtherAmount.status).toBe(400);
    const forged = await sendIpayCallback(ipayCallbackFields(orderId, amount, 'A', { checksum: 'bm90IGEgY2hlY2tzdW0=' }));
    expect(forged.status).toBe(400);
    const unknown = await sendIpayCallback(ipayCallbackFields('NoSuchOrder123', amount, 'A'));
    expect(unknown.status).toBe(404);

    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE', subscriptionEndDate: null });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PENDING', gatewayRef: null });
  });

  it('marks a declined payment FAILED, declined, with the gateway’s words, and leaves the subscription alone', async () => {
    const { tutor, orderId, amount } = await ipayOrder();
    expect((await sendIpayCallback(ipayCallbackFields(orderId, amount, 'D'))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'FAILED', failure: 'declined', reason: 'Insufficient funds' });
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'INACTIVE' });
    // A later successful attempt on the same order is not lost, and the order no longer says it failed.
    expect((await sendIpayCallback(ipayCallbackFields(orderId, amount, 'A'))).status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID', failure: null, reason: null });
  });

  it('keeps no words of ours for a decline the gateway sent without a message: the failure code says it', async () => {
    const { orderId, amount } = await ipayOrder();
    expect((await sendIpayCallback(ipayCallbackFields(orderId, amount, 'D', { transactionMessage: '' }))).status).toBe(200);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'FAILED', failure: 'declined', reason: null });
  });

  it('refuses an unknown status and a callback missing a field', async () => {
    const { orderId, amount } = await ipayOrder();
    expect((await sendIpayCallback(ipayCallbackFields(orderId, amount, 'X'))).status).toBe(400);
    const { checksum: _checksum, ...withoutChecksum } = ipayCallbackFields(orderId, amount, 'A');
    expect((await sendIpayCallback(withoutChecksum)).status).toBe(400);
  });

  it('accepts a form-encoded callback', async () => {
    const { tutor, orderId, amount } = await ipayOrder();
    const form = new URLSearchParams(ipayCallbackFields(orderId, amount, 'A')).toString();
    const answer = await postToFunction('/payments/webhooks/ipay', form, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(200);
    expect(await tutorDoc(tutor.uid)).toMatchObject({ subscriptionStatus: 'ACTIVE' });
  });

  it('answers empty, huge and non-JSON bodies with 4xx', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect((await postToFunction('/payments/webhooks/ipay', '', json)).status).toBe(400);
    expect((await postToFunction('/payments/webhooks/ipay', 'orderId=1&', { 'Content-Type': 'text/plain' })).status).toBe(400);
    expect((await postToFunction('/payments/webhooks/ipay', '{"orderId":', json)).status).toBe(400);
    expect((await postToFunction('/payments/webhooks/ipay', '[1,2]', json)).status).toBe(400);
    const huge = JSON.stringify({ orderId: 'x', padding: 'x'.repeat(1024 * 1024) });
    expect((await postToFunction('/payments/webhooks/ipay', huge, json)).status).toBe(413);
  });
});
