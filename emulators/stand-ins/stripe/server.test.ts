import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.ts';
import { periodEndOf } from './objects.ts';
import { startStripeStandIn } from './server.ts';
import { stripeSignatureHeader } from './signing.ts';

const WEBHOOK_SECRET = 'whsec_unit';

/** A subscription-mode session as create-checkout asks for one, with inline monthly pricing. */
const monthlySession = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'subscription',
  line_items: [
    {
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: 1699, recurring: { interval: 'month' }, product_data: { name: 'Premium' } },
    },
  ],
  success_url: 'http://127.0.0.1:5050/checkout/success',
  cancel_url: 'http://127.0.0.1:5050/checkout/cancel',
  ...extra,
});

describe('Stripe stand-in', () => {
  const events: { type: string; signature: string; body: string }[] = [];
  let sink: ReturnType<typeof createServer>;
  let stripeStandIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let client: Stripe;

  beforeAll(async () => {
    sink = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        events.push({
          type: (JSON.parse(body) as { type: string }).type,
          signature: String(req.headers['stripe-signature']),
          body,
        });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    stripeStandIn = await startStripeStandIn({
      host: '127.0.0.1',
      port: 0,
      secretKey: 'sk_test_unit',
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/webhook`,
    });
    const port = new URL(stripeStandIn.url).port;
    client = new Stripe('sk_test_unit', { host: '127.0.0.1', port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await stripeStandIn.close();
    sink.close();
  });

  it('signs like the reference test vector', () => {
    expect(stripeSignatureHeader('whsec_test', '{"id":"evt_1"}', 1700000000)).toBe(
      't=1700000000,v1=c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925',
    );
  });

  it('reads bracketed form keys back into objects and arrays', () => {
    expect(parseStripeForm('line_items[0][price_data][unit_amount]=1699&line_items[0][quantity]=1&metadata[a]=b&mode=x')).toEqual(
      {
        line_items: [{ price_data: { unit_amount: '1699' }, quantity: '1' }],
        metadata: { a: 'b' },
        mode: 'x',
      },
    );
  });

  it('creates a subscription-mode session through stripe-node and sends verifiable events when paid', async () => {
    const params = monthlySession({
      metadata: { orderId: 'o1' },
      subscription_data: { metadata: { orderId: 'o1', tutorId: 't1', plan: 'monthly' } },
      success_url: 'http://127.0.0.1:5050/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    });
    const session = await client.checkout.sessions.create(params, { idempotencyKey: 'k1' });
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 1699, currency: 'usd', status: 'open' });
    expect((await client.checkout.sessions.create(params, { idempotencyKey: 'k1' })).id).toBe(session.id);

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:5050/checkout/success?session_id=${session.id}`);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    for (const event of events)
      expect(() => Stripe.webhooks.constructEvent(event.body, event.signature, WEBHOOK_SECRET)).not.toThrow();
    expect((await client.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
    // The invoice's line bills the subscription's first period, as Stripe's does.
    const [created, paidInvoice] = events.map((e) => (JSON.parse(e.body) as { data: { object: unknown } }).data.object) as [
      Stripe.Subscription,
      Stripe.Invoice,
    ];
    const item = created.items.data[0]!;
    expect(paidInvoice.lines.data[0]?.period).toEqual({ start: item.current_period_start, end: item.current_period_end });
    expect(item.current_period_end).toBe(periodEndOf(item.current_period_start, 'month'));
  });

  it('counts billing periods in calendar months as Stripe does, the 31st becoming a shorter month’s last day', () => {
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    expect(periodEndOf(seconds('2027-01-31T09:00:00Z'), 'month')).toBe(seconds('2027-02-28T09:00:00Z'));
    expect(periodEndOf(seconds('2027-03-31T09:00:00Z'), 'month')).toBe(seconds('2027-04-30T09:00:00Z'));
    expect(periodEndOf(seconds('2028-02-29T09:00:00Z'), 'year')).toBe(seconds('2029-02-28T09:00:00Z'));
  });

  it('opens the Customer Portal for a customer it knows, where cancelling and renewing send customer.subscription.updated', async () => {
    const session = await client.checkout.sessions.create(
      monthlySession({ subscription_data: { metadata: { orderId: 'o2', tutorId: 't2', plan: 'monthly' } } }),
    );
    await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    const customer = (await client.checkout.sessions.retrieve(session.id)).customer as string;
    const portal = await client.billingPortal.sessions.create({ customer, return_url: 'http://127.0.0.1:5050/payment' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer, return_url: 'http://127.0.0.1:5050/payment' });

    const press = async (label: string) => {
      const html = await (await fetch(portal.url)).text();
      const action = new RegExp(`action="([^"]+)"><button[^>]*>${label}<`).exec(html)?.[1];
      expect(action).toBeDefined();
      events.length = 0;
      await fetch(new URL(action!, portal.url), { method: 'POST', redirect: 'manual' });
      const [event] = events;
      expect(() => Stripe.webhooks.constructEvent(event!.body, event!.signature, WEBHOOK_SECRET)).not.toThrow();
      return JSON.parse(event!.body) as { type: string; data: { object: Stripe.Subscription } };
    };
    const cancelled = await press('Cancel subscription');
    expect(cancelled.type).toBe('customer.subscription.updated');
    expect(cancelled.data.object).toMatchObject({ status: 'active', cancel_at_period_end: true, metadata: { tutorId: 't2' } });
    expect(cancelled.data.object.cancel_at).toBe(cancelled.data.object.items.data[0]!.current_period_end);
    expect(await (await fetch(portal.url)).text()).toMatch(/Cancels on \d{4}-\d{2}-\d{2}/);
    const renewed = await press('Renew subscription');
    expect(renewed.data.object).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    await expect(
      client.billingPortal.sessions.create({ customer: 'cus_unknown', return_url: 'http://x.test/' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'customer',
    });
    const created = await client.customers.create({ email: 'a@example.com' });
    await expect(client.billingPortal.sessions.create({ customer: created.id })).rejects.toMatchObject({ param: 'return_url' });
    expect(
      await (
        await fetch((await client.billingPortal.sessions.create({ customer: created.id, return_url: 'http://x.test/' })).url)
      ).text(),
    ).toContain('No subscriptions.');
  });

  it('expires an open session (checkout.session.expired), after which it can be neither expired again nor paid', async () => {
    const session = await client.checkout.sessions.create(monthlySession());
    events.length = 0;
    expect(await client.checkout.sessions.expire(session.id)).toMatchObject({ id: session.id, status: 'expired' });
    expect(events.map((e) => e.type)).toEqual(['checkout.session.expired']);
    await expect(client.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });

  it('answers a wrong API key with 401 as Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: new URL(stripeStandIn.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.checkout.sessions.retrieve('cs_x')).rejects.toMatchObject({ statusCode: 401 });
  });
});
