import { expireGrants } from './expire-grants.js';
import { sendExpiryReminders } from './send-expiry-reminders.js';

export interface AccessExpiryReport {
  expired: number;
  deactivated: number;
  reminders: number;
  failures: number;
}

/** The daily access job, as a plain function (the scheduled trigger and the tests call it with their own "now"). */
export async function runAccessExpiry(now = new Date()): Promise<AccessExpiryReport> {
  const { expired, deactivated } = await expireGrants(now);
  const { reminders, failures } = await sendExpiryReminders(now);
  return { expired, deactivated, reminders, failures };
}
