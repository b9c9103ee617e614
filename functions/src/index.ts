import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app.js';
import { INVITATION_SECRETS } from './features/invitations/invitation-config.js';
import { PAYMENT_SECRETS } from './features/payments/secrets.js';

/** Every /api route (Hosting rewrites /api/** here). */
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...PAYMENT_SECRETS, ...INVITATION_SECRETS],
  },
  app,
);

export { accessExpiry } from './features/access/access-expiry-schedule.js';
