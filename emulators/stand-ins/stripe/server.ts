/**
 * A local stand-in for the part of the Stripe API that stripe-node calls for Checkout Sessions in
 * subscription mode (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`), plus the
 * hosted page at the session's `url`. Paying there sends correctly signed webhook events
 * (customer.subscription.created, invoice.paid, checkout.session.completed) to the configured
 * endpoint, then redirects to `success_url`; expiring an open session sends checkout.session.expired
 * (`POST /v1/checkout/sessions/:id/expire`). Also the Customer Portal (`POST /v1/customers`,
 * `POST /v1/billing_portal/sessions` and the page at its `url`), where cancelling or renewing a
 * subscription sends customer.subscription.updated.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, redirect, sendJson } from '../http.ts';
import { apiError, deliver, listen, readBody, sendPage, StandInError, type Delivery } from '../payment-pages.ts';
import { parseStripeForm } from './form.ts';
import {
  newId,
  newPortalSession,
  newSession,
  nowSeconds,
  paidObjects,
  scheduleCancellation,
  sessionResource,
  type PortalSession,
  type Session,
  type Subscription,
} from './objects.ts';
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
  const customers = new Set<string>();
  const subscriptions = new Map<string, Subscription>();
  const portalSessions = new Map<string, PortalSession>();
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
    customers.add(paid.subscription.customer);
    subscriptions.set(paid.subscription.id, paid.subscription);
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
    redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
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

  function portalPage(res: ServerResponse, portal: PortalSession) {
    const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    const rows = [...subscriptions.values()]
      .filter((s) => s.customer === portal.customer)
      .map((s) => {
        const end = date(s.items.data[0].current_period_end);
        const [state, action, label] = s.cancel_at_period_end
          ? [`Cancels on ${end}`, 'renew', 'Renew subscription']
          : [`Renews on ${end}`, 'cancel', 'Cancel subscription'];
        return `<dl><dt>Subscription</dt><dd>${escapeHtml(s.id)}</dd><dt>Status</dt><dd class="state">${state}</dd></dl>
<form method="post" action="/billing/${portal.id}/${action}/${s.id}"><button class="decline" type="submit">${label}</button></form>`;
      });
    sendPage(
      res,
      200,
      'Stripe customer portal',
      `<h1>Manage your subscription</h1>${rows.join('') || '<p>No subscriptions.</p>'}
<p><a class="return" href="${escapeHtml(portal.return_url)}">Return to the app</a></p>
<p class="note">Local Stripe stand-in: no money moves.</p>`,
    );
  }

  function portalFor(id: string): PortalSession {
    const portal = portalSessions.get(id);
    if (!portal) throw new StandInError(404, 'This portal session does not exist.');
    return portal;
  }

  /** The portal's cancel or renew button: the change, its event, then the portal again (as Stripe's shows it done). */
  async function changeSubscription(res: ServerResponse, portal: PortalSession, subscriptionId: string, cancel: boolean) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription || subscription.customer !== portal.customer) throw new StandInError(404, 'No such subscription.');
    scheduleCancellation(subscription, cancel);
    await sendEvent('customer.subscription.updated', subscription);
    redirect(res, `/billing/${portal.id}`, 303);
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
    const expirePath = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expirePath) {
      authorize(req);
      const session = sessions.get(expirePath[1]!);
      if (!session) throw apiError(404, `No such checkout.session: '${expirePath[1]}'`, 'id');
      if (session.status !== 'open') throw apiError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      await sendEvent('checkout.session.expired', sessionResource(session));
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
    if (req.method === 'POST' && path === '/v1/customers') {
      authorize(req);
      const params = parseStripeForm(await readBody(req));
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        created: nowSeconds(),
        livemode: false,
      };
      customers.add(customer.id);
      sendJson(res, 200, customer);
      return;
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      authorize(req);
      const portal = newPortalSession(parseStripeForm(await readBody(req)), (id) => customers.has(id), baseUrl);
      portalSessions.set(portal.id, portal);
      sendJson(res, 200, portal);
      return;
    }
    const billing = /^\/billing\/([\w]+)(?:\/(cancel|renew)\/([\w]+))?$/.exec(path);
    if (billing && req.method === 'GET' && !billing[2]) return portalPage(res, portalFor(billing[1]!));
    if (billing && req.method === 'POST' && billing[2])
      return changeSubscription(res, portalFor(billing[1]!), billing[3]!, billing[2] === 'cancel');
    const page = /^\/pay\/([\w]+)(?:\/(pay|cancel))?$/.exec(path);
    if (page && req.method === 'GET' && !page[2]) return hostedPage(res, openSession(page[1]!));
    if (page && req.method === 'POST' && page[2] === 'pay') return pay(res, openSession(page[1]!));
    if (page && req.method === 'POST' && page[2] === 'cancel') return redirect(res, openSession(page[1]!).cancel_url, 303);
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
