import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../http/errors.js';
import { logInfo, logWarn } from '../../http/log.js';
import { paymentsConfig } from './config.js';
import { processOnce } from './process-once.js';
import { STRIPE_HANDLERS } from './stripe-events.js';
import { webhookRawBody } from './webhook-body.js';

/**
 * POST /payments/webhooks/stripe — verifies the Stripe-Signature over the exact raw bytes (and
 * its timestamp, 5 minutes' tolerance), then applies the event once.
 */
export async function stripeWebhook(req: Request, res: Response) {
  const stripe = paymentsConfig().stripe;
  if (!stripe.webhookSecret) throw new AppError('not-found', 'Stripe is not configured.');
  const raw = webhookRawBody(req);
  const signature = req.get('stripe-signature');
  if (!signature) throw new AppError('invalid-argument', 'Missing Stripe-Signature header.');

  const { default: Stripe } = await import('stripe');
  let event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, stripe.webhookSecret);
  } catch (error) {
    logWarn('stripe webhook with a bad signature', { error: (error as Error).message });
    throw new AppError('invalid-argument', 'Invalid signature.');
  }
  if (event.livemode !== stripe.livemode) throw new AppError('invalid-argument', 'Test and live events are kept apart.');

  const handler = STRIPE_HANDLERS[event.type];
  if (!handler) {
    res.json({ received: true });
    return;
  }
  const object: unknown = event.data.object;
  const result = await processOnce('stripe', event.id, (tx) => handler(tx, object, Timestamp.fromMillis(event.created * 1000)));
  logInfo('stripe webhook', { id: event.id, type: event.type, ...result });
  res.json({ received: true });
}
