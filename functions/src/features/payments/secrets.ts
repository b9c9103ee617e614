import { projectSecrets } from '../../lib/project-secrets.js';

const stripeEnabled = process.env.PAYMENTS_STRIPE_ENABLED === 'true';

/** The gateways' credentials (README, Payments); Stripe's only when Stripe is enabled. */
export const PAYMENT_SECRETS = projectSecrets(
  'IPAY_MERCHANT_WEB_TOKEN',
  'IPAY_SECRET',
  ...(stripeEnabled ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] : []),
);
