import { ORDER_FAILURES, type TOrderFailure } from '@shared/order-failures';
import type { TGateway, TOrderStatus } from '@shared/schemas/payments';
import type { TPlan } from '@shared/schemas/tutor';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useUser } from 'reactfire';
import { stripeRenewal, subscriptionView } from '@/features/payments/subscription';
import { toDate } from '@/lib/dates';
import { useLiveCollection, useLiveDoc } from '@/lib/live-firestore';

/** The signed-in tutor's own document, read live under the rules: it changes the moment a webhook lands. */
export function useTutorSubscription() {
  const { data: user } = useUser();
  const ref = doc(useFirestore(), 'tutors', user?.uid ?? '_');
  const { status, data } = useLiveDoc(ref);
  const view = subscriptionView(data);
  return { status, email: typeof data?.email === 'string' ? data.email : '', stripe: stripeRenewal(data), ...view };
}

export interface OrderView {
  id: string;
  plan: TPlan;
  amount: number;
  currency: string;
  gateway: TGateway;
  status: TOrderStatus;
  failure: TOrderFailure | null;
  reason: string | null;
  createdAt: Date | null;
  /** When the gateway's confirmation made it PAID (server time); null until then. */
  paidAt: Date | null;
}

function toOrderView(data: Record<string, unknown>, id: string): OrderView {
  return {
    id,
    plan: data.plan === 'annual' ? 'annual' : 'monthly',
    amount: Number(data.amount ?? 0),
    currency: typeof data.currency === 'string' ? data.currency : 'USD',
    gateway: data.gateway === 'stripe' ? 'stripe' : 'ipay',
    status: (data.status as TOrderStatus | undefined) ?? 'PENDING',
    failure: ORDER_FAILURES.find((failure) => failure === data.failure) ?? null,
    reason: typeof data.reason === 'string' ? data.reason : null,
    createdAt: toDate(data.createdAt) ?? null,
    paidAt: toDate(data.paidAt) ?? null,
  };
}

/** One order of the tutor's, live (the result page watches its checkout order). */
export function useOrder(orderId: string) {
  const { status, data } = useLiveDoc(doc(useFirestore(), 'orders', orderId));
  return { status, order: data ? toOrderView(data, orderId) : undefined };
}

/** The tutor's latest orders, newest first (index: orders tutorId ↑ createdAt ↓). */
export function usePaymentHistory(max = 10) {
  const { data: user } = useUser();
  const orders = query(
    collection(useFirestore(), 'orders'),
    where('tutorId', '==', user?.uid ?? '_'),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
  const { status, data } = useLiveCollection(orders, { idField: 'id' });
  return { status, orders: (data ?? []).map((row) => toOrderView(row, String(row.id))) };
}
