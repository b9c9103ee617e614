import type Stripe from 'stripe';
import { paymentsConfig } from './config.js';

/** Pinned, so events and objects keep the shape this code reads even when the account's default moves on. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

let client: Stripe | undefined;

/** stripe-node, loaded on first use (it is not needed by most requests, and the entry file's load time is budgeted). */
export async function stripeClient(): Promise<Stripe> {
  if (client) return client;
  const { default: StripeClient } = await import('stripe');
  const { stripe } = paymentsConfig();
  // The local stand-in (or any Stripe-compatible host) is reached by host/port/protocol; the path stays /v1/.
  const target = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  client = new StripeClient(stripe.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // A call's three attempts of at most 15 s each (stripe-node's default is 80 s) and their backoff
    // end within the api function's 60 s, and so within a checkout's 70 s lease (checkout-lease.ts):
    // a Stripe that hangs gets the tutor 'not responding' in time, rather than a call that outlives
    // its request and lease (one attempt of 80 s alone did).
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(target ? { host: target.hostname, port: target.port, protocol: target.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  return client;
}
