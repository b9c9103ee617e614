import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STARTING } from '../../functions/src/features/payments/checkout-lease.ts';
import { adminDb } from '../support/admin.ts';
import { checkout, signedInTutor } from './payments-fixtures.ts';

/** The Stripe stand-in shows a session's checkout page only while it is open: the tutor could still pay it. */
const payable = async (url: string) => (await fetch(url)).status === 200;

const lease = (uid: string) => adminDb.doc(`checkoutLocks/${uid}`);

async function orderCount(uid: string): Promise<number> {
  return (await adminDb.collection('orders').where('tutorId', '==', uid).get()).size;
}

const refusedWhileStarting = {
  status: 409,
  body: { code: 'failed-precondition', reason: 'checkout-starting', message: CHECKOUT_STARTING },
};

describe('a tutor’s checkouts start one at a time (a double click must not start two subscriptions)', () => {
  it('two Stripe checkouts at the same moment leave one session payable; the other is refused or replaced', async () => {
    // How the two interleave varies (the emulator's worker processes, a busy CPU), so several tutors
    // try; without the lease, about every other one was left with two payable sessions.
    for (let attempt = 1; attempt <= 6; attempt++) {
      const tutor = await signedInTutor('double-click');
      const answers = await Promise.all([checkout(tutor, 'monthly', 'stripe'), checkout(tutor, 'annual', 'stripe')]);

      // The second usually finds the first's lease; one arriving after the first finished replaces it instead.
      for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toMatchObject(refusedWhileStarting);
      const urls = answers.filter((a) => a.status === 200).map((a) => a.body.url ?? '');
      expect(urls.length).toBeGreaterThan(0);
      const payableSessions = (await Promise.all(urls.map(payable))).filter(Boolean);
      expect(payableSessions, `attempt ${attempt}`).toHaveLength(1);
      expect((await lease(tutor.uid).get()).exists).toBe(false);
    }
  });

  it('refuses a checkout while another holds the lease, storing no order; a lease run out (a crashed request) no longer blocks', async () => {
    const tutor = await signedInTutor('lease-held');
    await lease(tutor.uid).set({ orderId: 'crashed', expiresAt: Timestamp.fromMillis(Date.now() + 60_000) });
    for (const gateway of ['stripe', 'ipay'] as const)
      expect(await checkout(tutor, 'monthly', gateway)).toMatchObject(refusedWhileStarting);
    expect(await orderCount(tutor.uid)).toBe(0);

    await lease(tutor.uid).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    const answer = await checkout(tutor, 'monthly', 'stripe');
    expect(answer.status).toBe(200);
    expect(await payable(answer.body.url ?? '')).toBe(true);
    // Released once started: the next checkout (the tutor changes plan) is not kept waiting, and replaces this one.
    expect((await lease(tutor.uid).get()).exists).toBe(false);
    expect((await checkout(tutor, 'annual', 'ipay')).status).toBe(200);
    expect(await payable(answer.body.url ?? '')).toBe(false);
  });
});
