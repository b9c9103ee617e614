/**
 * Every deployed function, and nothing else at import. Each function runs in its own instances and
 * each instance imports this file on a cold start (and the Functions emulator and `firebase deploy`
 * import it to read the triggers), so it holds only the trigger definitions (firebase-functions)
 * and the secrets they bind (firebase-functions/params); every implementation is loaded inside its
 * handler on first use, so an instance loads only its own code: the cold start budget
 * (README, "Performance and reliability": ≤ 250 ms for this file).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type { app as ApiApp } from './app.js';
import { AUTH_SECRETS } from './features/auth/secrets.js';
import { INVITATION_SECRETS } from './features/invitations/secrets.js';
import { MAIL_SECRETS } from './features/mail/secrets.js';
import { PAYMENT_SECRETS } from './features/payments/secrets.js';
import { YOUTUBE_SECRETS } from './features/youtube/secrets.js';

/** The express app with every route, Admin SDK and zod: imported by the first request of an `api` instance, then reused. */
let loadingApp: Promise<{ app: typeof ApiApp }> | undefined;

/** Every /api route (Hosting rewrites /api/** here). */
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...AUTH_SECRETS, ...MAIL_SECRETS, ...PAYMENT_SECRETS, ...INVITATION_SECRETS, ...YOUTUBE_SECRETS],
  },
  async (req, res) => {
    const { app } = await (loadingApp ??= import('./app.js'));
    app(req, res);
  },
);

export { accessExpiry } from './features/access/access-expiry-schedule.js';

/**
 * Publishes a video lesson to the tutor's YouTube channel, outside any request (Hosting cuts those
 * at 60 s). Retried on crashes and timeouts: the job resumes the upload where YouTube left it.
 */
export const publishVideo = onDocumentCreated(
  {
    document: 'videoJobs/{jobId}',
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 540,
    retry: true,
    secrets: YOUTUBE_SECRETS,
  },
  async (event) => {
    // Loaded on first use, like every implementation here: only publishVideo instances need it.
    const { runPublishJob } = await import('./features/publishing/run-publish-job.js');
    await runPublishJob(event.params.jobId);
  },
);

export { onProgressWritten } from './features/progress/on-progress-written.js';
