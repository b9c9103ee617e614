/**
 * A local stand-in for iPay's hosted checkout (ipay.lk IPG). It checks the posted form like iPay
 * does (merchant token, amount format, checksum), shows the order with Pay and Decline, then calls
 * the merchant's callback URL server to server with a signed callback and sends the buyer back to
 * `returnUrl` or `cancelUrl`. The callback URL is a portal setting at iPay, so it is configuration here.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  deliver,
  escapeHtml,
  httpUrl,
  listen,
  readBody,
  redirect,
  sendJson,
  sendPage,
  StandInError,
  type Delivery,
} from '../payment-pages.ts';
import { callbackChecksum, checkoutChecksum } from './signing.ts';

export interface IpayStandInOptions {
  host: string;
  port: number;
  merchantWebToken: string;
  secret: string;
  /** Where callbacks go (iPay portal setting). */
  callbackUrl: string;
  /** iPay's callback content type is not documented; JSON is the likely one, forms are supported too. */
  callbackFormat?: 'json' | 'form';
}

interface Checkout {
  orderId: string;
  totalAmount: string;
  returnUrl: string;
  cancelUrl: string;
  customerEmail: string;
  orderDescription: string;
}

const REQUIRED = ['merchantWebToken', 'orderId', 'totalAmount', 'returnUrl', 'cancelUrl', 'checksum'] as const;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function startIpayStandIn(options: IpayStandInOptions) {
  const checkouts = new Map<string, Checkout>();
  const deliveries: Delivery[] = [];

  function acceptCheckout(form: URLSearchParams): Checkout {
    const missing = REQUIRED.filter((name) => !form.get(name));
    if (missing.length) throw new StandInError(400, `Missing fields: ${missing.join(', ')}.`);
    const field = (name: string) => form.get(name) ?? '';
    if (!same(field('merchantWebToken'), options.merchantWebToken)) throw new StandInError(401, 'Invalid merchant web token.');
    if (!/^[A-Za-z0-9]{1,64}$/.test(field('orderId'))) throw new StandInError(400, 'The order id must be alphanumeric.');
    if (!/^\d+\.\d{2}$/.test(field('totalAmount'))) throw new StandInError(400, 'The amount must have exactly two decimals.');
    const expected = checkoutChecksum(options.secret, options.merchantWebToken, field('orderId'), field('totalAmount'));
    if (!same(expected, field('checksum'))) throw new StandInError(400, 'Invalid checksum.');
    return {
      orderId: field('orderId'),
      totalAmount: field('totalAmount'),
      returnUrl: httpUrl(field('returnUrl'), 'returnUrl'),
      cancelUrl: httpUrl(field('cancelUrl'), 'cancelUrl'),
      customerEmail: field('customerEmail'),
      orderDescription: field('orderDescription'),
    };
  }

  function checkoutPage(res: ServerResponse, id: string, c: Checkout) {
    const amount = Number(c.totalAmount).toLocaleString('en-US', { minimumFractionDigits: 2 });
    sendPage(
      res,
      200,
      'iPay checkout',
      `<h1>iPay — pay with card, LankaQR or the iPay app</h1><dl>
<dt>Order</dt><dd>${escapeHtml(c.orderId)}</dd><dt>Description</dt><dd>${escapeHtml(c.orderDescription)}</dd>
<dt>Customer</dt><dd>${escapeHtml(c.customerEmail)}</dd><dt>Amount</dt><dd>LKR ${amount}</dd></dl>
<form method="post" action="/ipg/checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/ipg/checkout/${id}/decline"><button class="decline" type="submit">Decline</button></form>
<p class="note">Local iPay stand-in: no money moves.</p>`,
    );
  }

  async function complete(res: ServerResponse, id: string, paid: boolean) {
    const checkout = checkouts.get(id);
    if (!checkout) throw new StandInError(404, 'This checkout is finished or does not exist.');
    checkouts.delete(id);
    const signed = {
      orderId: checkout.orderId,
      transactionReference: `IPAY${randomInt(10_000_000, 99_999_999)}`,
      transactionTimeInMillis: String(Date.now()),
      amount: checkout.totalAmount,
      transactionStatus: paid ? 'A' : 'D',
    };
    const callback: Record<string, string> = {
      orderId: signed.orderId,
      transactionReference: signed.transactionReference,
      transactionAmount: checkout.totalAmount,
      creditedAmount: (Number(checkout.totalAmount) * 0.97).toFixed(2),
      transactionStatus: signed.transactionStatus,
      transactionMessage: paid ? 'Transaction approved' : 'Transaction declined by the issuing bank',
      transactionTimeInMillis: signed.transactionTimeInMillis,
      checksum: callbackChecksum(options.secret, signed),
    };
    const asForm = options.callbackFormat === 'form';
    deliveries.push(
      await deliver(
        options.callbackUrl,
        `ipay-${signed.transactionStatus}`,
        asForm ? new URLSearchParams(callback).toString() : JSON.stringify(callback),
        {
          'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
        },
      ),
    );
    redirect(res, paid ? checkout.returnUrl : checkout.cancelUrl);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'POST' && url.pathname === '/ipg/checkout') {
      const checkout = acceptCheckout(new URLSearchParams(await readBody(req)));
      const id = randomUUID();
      checkouts.set(id, checkout);
      checkoutPage(res, id, checkout);
      return;
    }
    const choice = /^\/ipg\/checkout\/([\w-]+)\/(pay|decline)$/.exec(url.pathname);
    if (req.method === 'POST' && choice) {
      await complete(res, choice[1]!, choice[2] === 'pay');
      return;
    }
    if (req.method === 'GET' && url.pathname === '/_stand-in/deliveries') {
      sendJson(res, 200, deliveries);
      return;
    }
    throw new StandInError(404, 'Not found.');
  }

  return listen(options.host, options.port, handle, (res, error) =>
    sendPage(res, error.status, 'iPay error', `<h1>Payment request rejected</h1><p>${escapeHtml(error.message)}</p>`),
  );
}
