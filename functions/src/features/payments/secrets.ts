import { defineSecret } from 'firebase-functions/params';

/**
 * Gateway credentials are Cloud Functions secrets in a real project (README, Payments). The local
 * `demo-` project has no Secret Manager: the emulator stack passes test values as plain variables.
 */
const isDemoProject = (process.env.GCLOUD_PROJECT ?? '').startsWith('demo-');
const stripeEnabled = process.env.PAYMENTS_STRIPE_ENABLED === 'true';

export const PAYMENT_SECRETS = isDemoProject
  ? []
  : [
      defineSecret('IPAY_MERCHANT_WEB_TOKEN'),
      defineSecret('IPAY_SECRET'),
      ...(stripeEnabled ? [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')] : []),
    ];
