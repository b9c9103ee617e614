import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TPlan } from '../../shared/schemas/tutor.js';
import type { OrderDoc } from './order-store.js';
import { billedPeriodEnd, paidPeriodEnd } from './subscription-period.js';

type Status = 'ACTIVE' | 'INACTIVE' | 'PAST_DUE' | 'CANCELLED';

export interface TutorSubscription {
  ref: DocumentReference;
  subscriptionStatus: string;
  subscriptionEndDate: Timestamp | null;
  /** When (gateway time) the event that set the current status happened: older events never override it. */
  subscriptionStateAt: Timestamp | null;
  stripeSubscriptionId: string | null;
}

/** The tutor's subscription fields, read inside the transaction; undefined when there is no such tutor. */
export async function readTutorInTx(tx: Transaction, tutorId: string): Promise<TutorSubscription | undefined> {
  const ref = db.collection('tutors').doc(tutorId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return undefined;
  const data = snapshot.data() ?? {};
  const timestamp = (value: unknown) => (value instanceof Timestamp ? value : null);
  return {
    ref,
    subscriptionStatus: String(data.subscriptionStatus ?? 'INACTIVE'),
    subscriptionEndDate: timestamp(data.subscriptionEndDate),
    subscriptionStateAt: timestamp(data.subscriptionStateAt),
    stripeSubscriptionId: typeof data.stripeSubscriptionId === 'string' ? data.stripeSubscriptionId : null,
  };
}

const isNewer = (tutor: TutorSubscription, at: Timestamp) =>
  !tutor.subscriptionStateAt || at.toMillis() >= tutor.subscriptionStateAt.toMillis();

/**
 * Links the tutor to a gateway's customer and subscription, unless a later event already changed
 * their state: a late or retried event must not re-attach a Stripe subscription that has since ended.
 * Returns whether it linked.
 */
export function linkIfNewer(tx: Transaction, tutor: TutorSubscription, at: Timestamp, link: Record<string, unknown>): boolean {
  if (!isNewer(tutor, at)) return false;
  tx.update(tutor.ref, link);
  return true;
}

/**
 * Sets the status the gateway implies, unless a later event already set one (events arrive out of
 * order). Returns whether it changed anything.
 */
export function setSubscriptionStatus(
  tx: Transaction,
  tutor: TutorSubscription,
  change: { status: Status; reason: string | null; at: Timestamp; extra?: Record<string, unknown> },
): boolean {
  if (!isNewer(tutor, change.at)) return false;
  tx.update(tutor.ref, {
    subscriptionStatus: change.status,
    subscriptionReason: change.reason,
    subscriptionStateAt: change.at,
    ...change.extra,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return true;
}

const PLAN_LABEL: Record<TPlan, string> = { monthly: 'Monthly', annual: 'Annual' };

/**
 * A paid order: the order becomes PAID and the tutor's paid period grows by one plan period from
 * max(now, current end) (iPay), or runs to `billedEnd`, the end of the period Stripe billed (Stripe
 * renews on its own dates). Callers make sure this runs once per order.
 */
export function recordPaidOrder(
  tx: Transaction,
  target: { orderRef: DocumentReference; order: OrderDoc; create?: boolean },
  tutor: TutorSubscription,
  paid: { gatewayRef: string; at: Timestamp; billedEnd?: Date; extra?: Record<string, unknown> },
): Date {
  const currentEnd = tutor.subscriptionEndDate?.toDate() ?? null;
  const end = paid.billedEnd
    ? billedPeriodEnd(paid.billedEnd, currentEnd)
    : paidPeriodEnd(target.order.plan, new Date(), currentEnd);
  const orderFields = {
    status: 'PAID',
    reason: null,
    failure: null,
    gatewayRef: paid.gatewayRef,
    paidAt: FieldValue.serverTimestamp(),
  };
  if (target.create) tx.create(target.orderRef, { ...target.order, ...orderFields });
  else tx.update(target.orderRef, orderFields);

  // A late event (older than the current state) still pays for its period, but changes neither the
  // status nor the gateway link: it must not re-attach a Stripe subscription that has since ended.
  const fresh = isNewer(tutor, paid.at);
  tx.update(tutor.ref, {
    subscriptionEndDate: Timestamp.fromDate(end),
    subscriptionPlan: target.order.plan,
    ...(fresh ? { subscriptionStatus: 'ACTIVE', subscriptionReason: null, subscriptionStateAt: paid.at, ...paid.extra } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
  tx.create(db.collection('activities').doc(), {
    tutorId: target.order.tutorId,
    type: 'payment',
    title: `${PLAN_LABEL[target.order.plan]} subscription paid (${target.order.currency} ${target.order.amount.toFixed(2)})`,
    createdAt: FieldValue.serverTimestamp(),
    // The dashboard words the sentence in the reader's language from these; the title is for other readers.
    metadata: {
      orderId: target.orderRef.id,
      gateway: target.order.gateway,
      plan: target.order.plan,
      amount: target.order.amount,
      currency: target.order.currency,
    },
  });
  return end;
}
