import { describe, expect, it } from 'vitest';
import { parsePaymentsConfig } from './config.js';

const env = (secretKey: string) => ({
  APP_URL: 'https://tutorly.example',
  IPAY_MERCHANT_WEB_TOKEN: 'token',
  IPAY_SECRET: 'secret',
  PAYMENTS_STRIPE_ENABLED: 'true',
  STRIPE_SECRET_KEY: secretKey,
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
});

describe('payments configuration', () => {
  it('takes live events with a live secret or restricted key, and only test events otherwise', () => {
    expect(parsePaymentsConfig(env('sk_live_1')).stripe.livemode).toBe(true);
    expect(parsePaymentsConfig(env('rk_live_1')).stripe.livemode).toBe(true);
    expect(parsePaymentsConfig(env('sk_test_1')).stripe.livemode).toBe(false);
    expect(parsePaymentsConfig(env('rk_test_1')).stripe.livemode).toBe(false);
  });
});
