import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app.js';

/** Every /api route (Hosting rewrites /api/** here). */
export const api = onRequest({ region: 'us-central1', memory: '512MiB', timeoutSeconds: 60, concurrency: 80 }, app);

export { onProgressWritten } from './features/progress/on-progress-written.js';
