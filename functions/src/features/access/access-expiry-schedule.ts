import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logInfo } from '../../http/log.js';

/** Daily at 06:00 Sri Lankan time: expire grants, update student status, send the 7-day and 1-day reminders. */
export const accessExpiry = onSchedule(
  { schedule: 'every day 06:00', timeZone: 'Asia/Colombo', region: 'us-central1', timeoutSeconds: 540, memory: '256MiB' },
  async () => {
    // Loaded here, not at import: the api function shares this entry file and its cold start.
    const { runAccessExpiry } = await import('./run-access-expiry.js');
    logInfo('access expiry done', { ...(await runAccessExpiry()) });
  },
);
