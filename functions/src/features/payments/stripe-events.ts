import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validate.js';
import { db } from '../../lib/firebase.js';
import {
  cancelIfPending,
  minorUnits,
  newOrder,
  orderIdForInvoice,
  ordersCollection,
  readOrderInTx,
  type OrderDoc,
} from './order-store.js';
import { ZCheckoutSession, ZInvoice, ZOurMetadata, ZPaidInvoice, ZSubscription, type TOurMetadata } from './stripe-objects.js';
import { addMonthsUtc, PLAN_MONTHS } from './subscription-period.js';
import { linkIfNewer, readTutorInTx, recordPaidOrder, setSubscriptionStatus } from './subscription-store.js';

/** Applies one verified event inside its processing transaction; returns what it did (logged and recorded). */
type Handler = (tx: Transaction, object: unknown, at: Timestamp) => Promise<string>;

async function loadOrder(tx: Transaction, meta: TOurMetadata) {
  const { ref, order } = await readOrderInTx(tx, meta.orderId);
  if (!order || order.gateway !== 'stripe' || order.tutorId !== meta.tutorId) throw new AppError('not-found', 'Unknown order.');
  const tutor = await readTutorInTx(tx, meta.tutorId);
  if (!tutor) throw new AppError('not-found', 'Unknown order.');
  return { orderRef: ref, order, tutor };
}

function assertAmount(order: OrderDoc, amountMinor: number | null, currency: string | null) {
  if (amountMinor !== minorUnits(order.amount) || currency?.toUpperCase() !== order.currency) {
    throw new AppError('invalid-argument', 'The amount does not match the order.');
  }
}

const link = (customer: string | null, subscription: string | null) => ({
  stripeCustomerId: customer,
  stripeSubscriptionId: subscription,
});

/**
 * The subscription was bought: link it to the tutor and, once paid, grant the period (if invoice.paid has not already).
 * Also for a CANCELLED order (the tutor pressed cancel, then went back to the open session and paid), as invoicePaid.
 */
const checkoutCompleted: Handler = async (tx, object, at) => {
  const session = parseOrThrow(ZCheckoutSession, object);
  if (session.mode !== 'subscription') return 'ignored';
  const { orderRef, order, tutor } = await loadOrder(tx, session.metadata);
  if (session.client_reference_id !== order.tutorId) throw new AppError('not-found', 'Unknown order.');
  assertAmount(order, session.amount_total, session.currency);
  const extra = link(session.customer, session.subscription);
  if (session.payment_status !== 'paid' || order.status === 'PAID') {
    linkIfNewer(tx, tutor, at, extra);
    return order.status === 'PAID' ? 'already-paid' : 'awaiting-payment';
  }
  // The session carries no period: Stripe's first one, counted as Stripe does from the payment (the
  // event's time, not this delivery's, which Stripe may retry for days; an invoice.paid that came
  // first gave Stripe's own end).
  const billedEnd = addMonthsUtc(at.toDate(), PLAN_MONTHS[order.plan]);
  recordPaidOrder(tx, { orderRef, order }, tutor, { gatewayRef: session.subscription ?? session.id, at, billedEnd, extra });
  return 'paid';
};

export const EXPIRED_REASON = 'The checkout expired before it was paid.';

/** Stripe ends an unpaid session after 24 hours, or when a newer checkout replaced it: its order stops being PENDING. */
const checkoutExpired: Handler = async (tx, object) => {
  const session = parseOrThrow(ZCheckoutSession, object);
  if (session.mode !== 'subscription') return 'ignored';
  const { orderRef, order } = await loadOrder(tx, session.metadata);
  return cancelIfPending(tx, orderRef, order, EXPIRED_REASON) === 'CANCELLED' ? 'expired' : 'already-settled';
};

/** The first invoice pays the checkout order; every renewal is a new PAID order; each runs to the end Stripe billed. */
const invoicePaid: Handler = async (tx, object, at) => {
  const invoice = parseOrThrow(ZPaidInvoice, object);
  const { subscription, metadata } = invoice.parent.subscription_details;
  const { orderRef, order, tutor } = await loadOrder(tx, metadata);
  assertAmount(order, invoice.amount_paid, invoice.currency);
  const extra = link(invoice.customer, subscription);
  const billedEnd = new Date(Math.max(...invoice.lines.data.map((line) => line.period.end)) * 1000);
  if (invoice.billing_reason === 'subscription_create') {
    if (order.status === 'PAID') return 'already-paid';
    recordPaidOrder(tx, { orderRef, order }, tutor, { gatewayRef: subscription, at, billedEnd, extra });
    return 'paid';
  }
  const renewalRef = ordersCollection().doc(orderIdForInvoice(invoice.id));
  const renewal = await tx.get(renewalRef);
  if (renewal.get('status') === 'PAID') return 'already-paid';
  const renewalOrder = newOrder({
    tutorId: order.tutorId,
    plan: order.plan,
    amount: order.amount,
    currency: order.currency,
    gateway: 'stripe',
  });
  recordPaidOrder(tx, { orderRef: renewalRef, order: renewalOrder, create: !renewal.exists }, tutor, {
    gatewayRef: invoice.id,
    at,
    billedEnd,
    extra,
  });
  return 'renewed';
};

/** Stripe retries a failed renewal: the tutor is PAST_DUE (the reason kept) until it is paid or the subscription ends. */
const invoicePaymentFailed: Handler = async (tx, object, at) => {
  const invoice = parseOrThrow(ZInvoice, object);
  const { metadata } = invoice.parent.subscription_details;
  const { orderRef, order, tutor } = await loadOrder(tx, metadata);
  const reason = `Stripe could not collect the payment${invoice.attempt_count ? ` (attempt ${invoice.attempt_count})` : ''}.`;
  const failed = { status: 'FAILED', failure: 'not-collected', reason, gatewayRef: invoice.id } satisfies Partial<OrderDoc>;
  if (invoice.billing_reason === 'subscription_create') {
    // A CANCELLED order too (the cancel page, then back to the session): Stripe's word on the money wins, as for iPay.
    if (order.status === 'PAID' || order.status === 'FAILED') return 'ignored';
    tx.update(orderRef, failed);
    return 'first-payment-failed';
  }
  const renewalRef = ordersCollection().doc(orderIdForInvoice(invoice.id));
  const renewal = await tx.get(renewalRef);
  if (renewal.get('status') === 'PAID') return 'already-paid';
  if (renewal.exists) tx.update(renewalRef, failed);
  else tx.create(renewalRef, { ...newOrder({ ...order, gateway: 'stripe' }), ...failed });
  if (!setSubscriptionStatus(tx, tutor, { status: 'PAST_DUE', reason, at })) return 'stale';
  // Told once per renewal (Stripe's retries of it fail again quietly), and not about one that a
  // newer event has settled (the subscription ended): the card needs their attention.
  if (!renewal.exists) {
    tx.create(db.collection('notifications').doc(), {
      userId: order.tutorId,
      type: 'payment_failed',
      title: 'Payment failed',
      body: 'Stripe could not collect your subscription payment. Update your card from the payment page.',
      link: '/payment',
      params: {},
      createdAt: FieldValue.serverTimestamp(),
      read: false,
    });
  }
  return 'past-due';
};

type Implied = { status: 'ACTIVE' | 'INACTIVE' | 'PAST_DUE' | 'CANCELLED'; reason: string | null } | undefined;

function impliedBy(type: string, subscription: ReturnType<typeof ZSubscription.parse>): Implied {
  const cancelled = { status: 'CANCELLED' as const, reason: subscription.cancellation_details?.reason ?? 'Subscription ended.' };
  if (type === 'customer.subscription.deleted') return cancelled;
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return { status: 'ACTIVE', reason: subscription.cancel_at_period_end ? 'Cancels at the end of the paid period.' : null };
    case 'past_due':
      return { status: 'PAST_DUE', reason: 'The latest payment is past due.' };
    case 'unpaid':
      // Stripe has stopped retrying and keeps the subscription without charging it: access ends.
      // The open invoice paid later (Stripe's e-mail links its page) renews it (invoice.paid).
      return { status: 'INACTIVE', reason: 'Stripe could not collect the payment and stopped retrying.' };
    case 'canceled':
      return cancelled;
    case 'paused':
      return { status: 'INACTIVE', reason: 'Subscription paused.' };
    default:
      // incomplete / incomplete_expired: the first payment has not happened; nothing to change.
      return undefined;
  }
}

/** Status changes: applied only when newer than the event that set the current status. */
function subscriptionChanged(type: string): Handler {
  return async (tx, object, at) => {
    const subscription = parseOrThrow(ZSubscription, object);
    const tutor = await readTutorInTx(tx, subscription.metadata.tutorId);
    if (!tutor) throw new AppError('not-found', 'Unknown order.');
    // A late event about an older subscription must not touch the current one.
    if (tutor.stripeSubscriptionId && tutor.stripeSubscriptionId !== subscription.id) return 'other-subscription';
    let implied = impliedBy(type, subscription);
    if (!implied) return 'ignored';
    // Stripe stopping does not take back time already paid for (an iPay year still running): the
    // tutor stays ACTIVE to its end, unlinked, so that nothing waits on a Stripe renewal any more.
    const stops = implied.status === 'CANCELLED' || implied.status === 'INACTIVE';
    const paidAhead = stops && (tutor.subscriptionEndDate?.toMillis() ?? 0) > Date.now();
    if (paidAhead) implied = { status: 'ACTIVE', reason: null };
    // Whether it renews: the payment page says so, and offers the portal to change it. Once it has
    // ended it is unlinked: the tutor may then pay with iPay, and a stale link would refuse every
    // later checkout as 'already subscribed' once that period is paid (ACTIVE again).
    const unlinked = implied.status === 'CANCELLED' || paidAhead;
    const extra = {
      ...link(subscription.customer, unlinked ? null : subscription.id),
      stripeCancelAtPeriodEnd: unlinked ? false : (subscription.cancel_at_period_end ?? false),
    };
    return setSubscriptionStatus(tx, tutor, { ...implied, at, extra }) ? `status-${implied.status}` : 'stale';
  };
}

/**
 * Stripe sends every event of the account: an object this app did not create (a payment link, a
 * subscription made in the Dashboard) has none of its metadata, and is acknowledged and left
 * alone. Answered 4xx, Stripe would retry it for days and then turn the endpoint off.
 */
function oursOnly(metadataOf: (object: unknown) => unknown, handler: Handler): Handler {
  return (tx, object, at) =>
    ZOurMetadata.safeParse(metadataOf(object)).success ? handler(tx, object, at) : Promise.resolve('not-ours');
}
const ownMetadata = (object: unknown) => (object as { metadata?: unknown } | null)?.metadata;
const invoiceMetadata = (object: unknown) =>
  (object as { parent?: { subscription_details?: { metadata?: unknown } } } | null)?.parent?.subscription_details?.metadata;

/** The events this app acts on; any other type is acknowledged and ignored. */
export const STRIPE_HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': oursOnly(ownMetadata, checkoutCompleted),
  'checkout.session.expired': oursOnly(ownMetadata, checkoutExpired),
  'invoice.paid': oursOnly(invoiceMetadata, invoicePaid),
  'invoice.payment_failed': oursOnly(invoiceMetadata, invoicePaymentFailed),
  'customer.subscription.created': oursOnly(ownMetadata, subscriptionChanged('customer.subscription.created')),
  'customer.subscription.updated': oursOnly(ownMetadata, subscriptionChanged('customer.subscription.updated')),
  'customer.subscription.deleted': oursOnly(ownMetadata, subscriptionChanged('customer.subscription.deleted')),
};
