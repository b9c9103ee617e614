import { CheckoutCancel } from '@/features/payments/components/checkout-cancel';

/** /checkout/cancel: a plain page, no Firebase needed. */
export function Component() {
  return <CheckoutCancel />;
}
