/**
 * A local stand-in for the part of the Stripe API that stripe-node calls for Checkout Sessions in
 * subscription mode (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`), plus the
 * hosted page at the session's `url`. Paying there sends correctly signed webhook events
 * (customer.subscription.created, invoice.paid, checkout.session.completed) to the configured
 * endpoint, then redirects to `success_url`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  apiError,
  deliver,
  escapeHtml,
  listen,
  readBody,
  redirect,
  sendJson,
  sendPage,
  StandInError,
  type Delivery,
} from '../payment-pages.ts';
import { parseStripeForm } from './form.ts';
import { newId, newSession, nowSeconds, paidObjects, sessionResource, type Session } from './objects.ts';
import { stripeSignatureHeader } from './signing.ts';

export interface StripeStandInOptions {
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
}

const API_VERSION = '2026-10-28.endive';

export async function startStripeStandIn(options: StripeStandInOptions) {
  let baseUrl = '';
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, Session>();
  const deliveries: Delivery[] = [];

  function authorize(req: IncomingMessage) {
    const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    const key = Buffer.from(options.secretKey);
    if (given.length !== key.length || !timingSafeEqual(given, key)) {
      throw apiError(401, 'Invalid API Key provided.');
    }
  }

  async function sendEvent(type: string, object: unknown) {
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      type,
      data: { object },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = stripeSignatureHeader(options.webhookSecret, body, nowSeconds());
    deliveries.push(
      await deliver(options.webhookUrl, type, body, { 'Content-Type': 'application/json', 'Stripe-Signature': signature }),
    );
  }

  function openSession(id: string): Session {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') throw new StandInError(404, 'This checkout is finished or does not exist.');
    return session;
  }

  async function pay(res: ServerResponse, session: Session) {
    const paid = paidObjects(session);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: paid.session.customer,
      subscription: paid.session.subscription,
    });
    // Stripe's usual order; our webhook must not depend on it.
    await sendEvent('customer.subscription.created', paid.subscription);
    await sendEvent('invoice.paid', paid.invoice);
    await sendEvent('checkout.session.completed', paid.session);
    redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  }

  function hostedPage(res: ServerResponse, session: Session) {
    const price = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()} / ${session.line.interval}`;
    sendPage(
      res,
      200,
      'Stripe Checkout',
      `<h1>Subscribe to ${escapeHtml(session.line.name)}</h1><dl>
<dt>Price</dt><dd>${escapeHtml(price)}</dd><dt>E-mail</dt><dd>${escapeHtml(session.customer_email ?? '')}</dd></dl>
<form method="post" action="/pay/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="decline" type="submit">Cancel</button></form>
<p class="note">Local Stripe stand-in: no money moves.</p>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      authorize(req);
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      const session = replay ?? newSession(parseStripeForm(await readBody(req)), baseUrl);
      sessions.set(session.id, session);
      if (typeof key === 'string') idempotent.set(key, session);
      sendJson(res, 200, sessionResource(session));
      return;
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (req.method === 'GET' && sessionPath) {
      authorize(req);
      const session = sessions.get(sessionPath[1]!);
      if (!session) throw apiError(404, `No such checkout.session: '${sessionPath[1]}'`, 'id');
      sendJson(res, 200, sessionResource(session));
      return;
    }
    const page = /^\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path);
    if (page && req.method === 'GET' && !page[2]) return hostedPage(res, openSession(page[1]!));
    if (page && req.method === 'POST' && page[2] === 'pay') return pay(res, openSession(page[1]!));
    if (page && req.method === 'POST' && page[2] === 'cancel') return redirect(res, openSession(page[1]!).cancel_url);
    if (req.method === 'GET' && path === '/_stand-in/deliveries') return sendJson(res, 200, deliveries);
    throw apiError(404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  const server = await listen(options.host, options.port, handle, (res, error) => {
    if (error.apiError) sendJson(res, error.status, { error: error.apiError });
    else sendPage(res, error.status, 'Stripe error', `<h1>Checkout unavailable</h1><p>${escapeHtml(error.message)}</p>`);
  });
  baseUrl = server.url;
  return server;
}
