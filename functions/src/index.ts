import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app.js';
import { AUTH_SECRETS } from './features/auth/secrets.js';
import { INVITATION_SECRETS } from './features/invitations/invitation-config.js';
import { MAIL_SECRETS } from './features/mail/secrets.js';
import { PAYMENT_SECRETS } from './features/payments/secrets.js';
import { runPublishJob } from './features/publishing/run-publish-job.js';
import { YOUTUBE_SECRETS } from './features/youtube/config.js';

/** Every /api route (Hosting rewrites /api/** here). */
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    timeoutSeconds: 60,
    concurrency: 80,
    secrets: [...AUTH_SECRETS, ...MAIL_SECRETS, ...PAYMENT_SECRETS, ...INVITATION_SECRETS, ...YOUTUBE_SECRETS],
  },
  app,
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
  (event) => runPublishJob(event.params.jobId),
);

export { onProgressWritten } from './features/progress/on-progress-written.js';
