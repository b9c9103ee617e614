import { CheckoutCancel } from '@/features/payments/components/checkout-cancel';

/** /checkout/cancel: a plain page; Firebase loads only after it has rendered, to mark the order cancelled. */
export function Component() {
  return <CheckoutCancel />;
}
