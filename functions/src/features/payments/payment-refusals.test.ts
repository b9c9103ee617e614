import type { Request, Response } from 'express';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answerError } from '../../http/errors.js';
import { createBillingPortal } from './billing-portal.js';
import { createCheckout } from './create-checkout.js';

// A caller whose tutor profile does not exist.
vi.mock('../../lib/firebase.js', () => {
  const missing = { exists: false, get: () => undefined };
  const doc = () => ({ get: () => Promise.resolve(missing) });
  return { db: { collection: () => ({ doc }) } };
});

beforeAll(() => {
  Object.assign(process.env, {
    APP_URL: 'https://tutorly.example',
    IPAY_MERCHANT_WEB_TOKEN: 'token',
    IPAY_SECRET: 'secret',
    PAYMENTS_STRIPE_ENABLED: 'false',
  });
});

/** What the browser receives when `handler` refuses the request. */
async function refusalOf(handler: (req: Request, res: Response) => Promise<void>, body: object = {}) {
  const req = {
    caller: { uid: 't1', email: 'priya@example.com', role: 'tutor' },
    body,
    path: '/x',
    method: 'POST',
  } as unknown as Request;
  const res = { status: vi.fn(), json: vi.fn() };
  res.status.mockReturnValue(res);
  const error = await handler(req, res as unknown as Response).catch((e: unknown) => e);
  answerError(error, req, res as unknown as Response);
  return { status: res.status.mock.calls[0]?.[0] as number, body: res.json.mock.calls[0]?.[0] as unknown };
}

describe('payment refusals carry a reason, so the page words them in the tutor’s language', () => {
  it('Stripe switched off: checkout and the billing portal', async () => {
    const stripeOff = { status: 409, body: { code: 'failed-precondition', reason: 'stripe-unavailable' } };
    expect(await refusalOf(createCheckout, { email: 'priya@example.com', plan: 'monthly', gateway: 'stripe' })).toMatchObject(
      stripeOff,
    );
    expect(await refusalOf(createBillingPortal)).toMatchObject(stripeOff);
  });

  it('no teacher profile behind the account', async () => {
    expect(await refusalOf(createCheckout, { email: 'priya@example.com', plan: 'monthly', gateway: 'ipay' })).toMatchObject({
      status: 409,
      body: { code: 'failed-precondition', reason: 'teacher-profile-missing' },
    });
  });
});
