import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_REQUIRED } from '../../functions/src/http/subscription.ts';
import { adminDb } from '../support/admin.ts';
import { ROUTE_CASES, wellFormedRequest } from './route-cases.ts';
import { castUids, createCast, type Cast } from './support/identities.ts';
import { ROUTES, routeKey } from './support/routes.ts';
import { changedPaths, snapshot } from './support/snapshot.ts';
import { sendRequest } from './support/send.ts';

/**
 * A tutor whose subscription is not active keeps reading their data, deleting and paying, but
 * creates and changes nothing the subscription pays for: every `paid` route refuses them the very
 * request that succeeds for a paying tutor (the authorization matrix), and nothing changes.
 */

/**
 * Tutor writes a lapsed tutor keeps: paying (and cancelling a checkout at the gateway), cleaning
 * up, and the read behind "create video lesson".
 */
const UNPAID_WRITES = [
  'DELETE /lessons/:lessonId',
  // Removing a student: a lapsed tutor may still make room in their class.
  'DELETE /tutors/dashboard/:tutorId/students/:studentId',
  'DELETE /youtube/connection',
  'POST /lessons/check-youtube-auth',
  'POST /payments/billing-portal',
  'POST /payments/checkout',
  'POST /payments/orders/:orderId/cancel',
];

const DAY = 24 * 60 * 60 * 1000;
const LAPSES = {
  'was never paid': { subscriptionStatus: 'INACTIVE', subscriptionEndDate: null },
  'ended yesterday (not yet marked INACTIVE)': {
    subscriptionStatus: 'ACTIVE',
    subscriptionEndDate: Timestamp.fromMillis(Date.now() - DAY),
  },
};

let cast: Cast;
let paidUp: Record<string, unknown>;
beforeAll(async () => {
  cast = await createCast();
  paidUp = (await adminDb.doc(`tutors/${cast.owner.uid}`).get()).data() ?? {};
}, 60_000);
afterEach(async () => {
  await adminDb.doc(`tutors/${cast.owner.uid}`).set(paidUp);
});

const paidRoutes = ROUTES.filter((route) => route.paid);

describe('routes that need an active subscription', () => {
  it('are every tutor route that creates or changes data, but the writes a lapsed tutor keeps', () => {
    const writes = ROUTES.filter((r) => r.access === 'tutor' && r.method !== 'get').map(routeKey);
    const paid = paidRoutes.map(routeKey);
    expect(writes.filter((key) => !paid.includes(key)).sort()).toEqual(UNPAID_WRITES);
    expect(paid).toContain('GET /youtube/auth-url');
    expect(paidRoutes.every((r) => r.access === 'tutor')).toBe(true);
  });

  for (const route of paidRoutes) {
    const key = routeKey(route);
    for (const [lapse, subscription] of Object.entries(LAPSES)) {
      it(`${key} refuses a tutor whose subscription ${lapse}, and changes nothing`, async () => {
        const entry = ROUTE_CASES[key];
        if (!entry) throw new Error(`add '${key}' to ROUTE_CASES in tests/adversarial/route-cases.ts`);
        expect(entry.status.owner, 'the paying owner succeeds with this request').toBeLessThan(300);
        const request = await wellFormedRequest(entry, route.path, cast);
        await adminDb.doc(`tutors/${cast.owner.uid}`).update(subscription);
        const before = await snapshot(castUids(cast));
        const answer = await sendRequest(route.method.toUpperCase(), request, cast.owner.idToken);
        const after = await snapshot(castUids(cast));
        expect(answer.status, answer.text.slice(0, 300)).toBe(403);
        expect(answer.json).toEqual({
          code: 'permission-denied',
          message: SUBSCRIPTION_REQUIRED,
          reason: 'subscription-inactive',
        });
        expect(changedPaths(before, after)).toEqual([]);
      });
    }
  }
});

describe('a Stripe subscription that renews by itself', () => {
  const key = 'GET /youtube/auth-url';
  const route = paidRoutes.find((r) => routeKey(r) === key)!;

  it('keeps the tutor paid-up for the hour or so Stripe takes to charge the renewal, not for days', async () => {
    const request = await wellFormedRequest(ROUTE_CASES[key]!, route.path, cast);
    const renewing = (endedAgoMs: number) => ({
      subscriptionStatus: 'ACTIVE',
      subscriptionEndDate: Timestamp.fromMillis(Date.now() - endedAgoMs),
      stripeSubscriptionId: 'sub_renewing',
      stripeCancelAtPeriodEnd: false,
    });
    await adminDb.doc(`tutors/${cast.owner.uid}`).update(renewing(60 * 60 * 1000));
    expect((await sendRequest('GET', request, cast.owner.idToken)).status).toBe(200);
    await adminDb.doc(`tutors/${cast.owner.uid}`).update(renewing(3 * DAY));
    expect((await sendRequest('GET', request, cast.owner.idToken)).status).toBe(403);
  });
});
