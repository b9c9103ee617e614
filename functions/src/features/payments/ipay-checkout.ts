import type { TCheckoutForm } from '../../shared/schemas/payments.js';
import type { PaymentsConfig } from './config.js';
import { formatIpayAmount, ipayCheckoutChecksum } from './ipay-signature.js';

interface IpayOrder {
  orderId: string;
  amount: number;
  description: string;
  customer: { name: string; email: string };
  returnUrl: string;
  cancelUrl: string;
}

/**
 * The hidden form the browser posts to iPay's hosted checkout (fields as iPay's own WooCommerce
 * plugin sends them). iPay has no currency field: the amount is LKR. The callback URL is an iPay
 * portal setting, not part of the form.
 */
export function ipayCheckoutForm(ipay: PaymentsConfig['ipay'], order: IpayOrder): TCheckoutForm {
  const totalAmount = formatIpayAmount(order.amount);
  return {
    action: ipay.checkoutUrl,
    fields: {
      merchantWebToken: ipay.merchantWebToken,
      orderId: order.orderId,
      totalAmount,
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
      customerName: order.customer.name,
      customerPhone: '',
      customerEmail: order.customer.email,
      orderDescription: order.description,
      checksum: ipayCheckoutChecksum(ipay.secret, ipay.merchantWebToken, order.orderId, totalAmount),
    },
  };
}
