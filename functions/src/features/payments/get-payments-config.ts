import type { Request, Response } from 'express';
import type { TPaymentsConfig } from '../../shared/schemas/payments.js';
import { paymentsConfig } from './config.js';

/** GET /payments/config — public: which gateways the payment page may offer, and the prices. */
export function getPaymentsConfig(_req: Request, res: Response<TPaymentsConfig>) {
  const config = paymentsConfig();
  res.set('Cache-Control', 'public, max-age=300');
  res.json({
    gateways: { ipay: { enabled: true }, stripe: { enabled: config.stripe.enabled } },
    prices: config.prices,
    ipayPrices: config.ipay.prices,
  });
}
