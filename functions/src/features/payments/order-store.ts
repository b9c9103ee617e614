import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import type { TOrderFailure } from '../../shared/order-failures.js';
import type { TGateway, TOrderStatus } from '../../shared/schemas/payments.js';
import type { TPlan } from '../../shared/schemas/tutor.js';

/** `orders/{orderId}` (docs/data-model.md). Amounts in major units, as the gateway shows them. */
export interface OrderDoc {
  tutorId: string;
  plan: TPlan;
  amount: number;
  currency: string;
  gateway: TGateway;
  status: TOrderStatus;
  reason: string | null;
  /** Set when the order is FAILED. */
  failure: TOrderFailure | null;
  gatewayRef: string | null;
  createdAt: Timestamp | FieldValue;
  paidAt: Timestamp | FieldValue | null;
}

export const ordersCollection = () => db.collection('orders');

/** Amounts compared in minor units, so 16.99 and 1699 cents are equal and floating point never decides. */
export const minorUnits = (amount: number) => Math.round(amount * 100);

export function newOrder(fields: Pick<OrderDoc, 'tutorId' | 'plan' | 'amount' | 'currency' | 'gateway'>): OrderDoc {
  return {
    ...fields,
    status: 'PENDING',
    reason: null,
    failure: null,
    gatewayRef: null,
    createdAt: FieldValue.serverTimestamp(),
    paidAt: null,
  };
}

export async function readOrderInTx(tx: Transaction, orderId: string) {
  const ref = ordersCollection().doc(orderId);
  const snapshot = await tx.get(ref);
  return { ref, order: snapshot.exists ? (snapshot.data() as OrderDoc) : undefined };
}

/**
 * A PENDING order the tutor will not pay any more becomes CANCELLED with `reason` (they left the
 * gateway, a newer checkout replaced it, the gateway let it expire); a settled one stays as it is.
 * Returns the order's status afterwards.
 */
export function cancelIfPending(tx: Transaction, ref: DocumentReference, order: OrderDoc, reason: string): TOrderStatus {
  if (order.status !== 'PENDING') return order.status;
  tx.update(ref, { status: 'CANCELLED', reason });
  return 'CANCELLED';
}

/** Order ids are alphanumeric (iPay strips anything else); a Stripe invoice id becomes one this way. */
export const orderIdForInvoice = (invoiceId: string) => `inv${invoiceId.replace(/[^A-Za-z0-9]/g, '')}`;

export const nowTimestamp = () => Timestamp.now();
