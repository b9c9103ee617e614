import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app.js';
import { AUTH_SECRETS } from './features/auth/secrets.js';
import { MAIL_SECRETS } from './features/mail/secrets.js';

/** Every /api route (Hosting rewrites /api/** here). */
export const api = onRequest(
  { region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, concurrency: 80, secrets: [...AUTH_SECRETS, ...MAIL_SECRETS] },
  app,
);
