import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';

export type WindowResult = { allowed: true; hits: number[] } | { allowed: false; retryAfterMs: number };

/**
 * A sliding window: at most `limit` hits in any `windowMs`. Returns the hits to keep (the new one
 * included), or how long until the oldest leaves the window.
 */
export function slideWindow(hits: readonly number[], now: number, windowMs: number, limit: number): WindowResult {
  const recent = hits.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length >= limit) return { allowed: false, retryAfterMs: (recent[recent.length - limit] ?? now) + windowMs - now };
  return { allowed: true, hits: [...recent, now] };
}

/** `rateLimits/{kind}_{hash}`: the counted value (an e-mail, an address) is never stored. */
function limitRef(kind: string, value: string) {
  const hash = createHash('sha256').update(value).digest('hex').slice(0, 40);
  return db.collection('rateLimits').doc(`${kind}_${hash}`);
}

/**
 * Counts one hit for `value` under `kind`; resolves with the seconds to wait when the limit is
 * already reached (the hit is then not counted), or null.
 */
export async function takeRateLimit(
  kind: string,
  value: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<number | null> {
  const ref = limitRef(kind, value);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get('hits');
    const hits = Array.isArray(stored) ? stored.filter((h): h is number => typeof h === 'number') : [];
    const result = slideWindow(hits, now, windowMs, limit);
    if (!result.allowed) return Math.ceil(result.retryAfterMs / 1000);
    // expiresAt lets a Firestore TTL policy delete idle counters (README).
    tx.set(ref, { hits: result.hits, expiresAt: Timestamp.fromMillis(now + windowMs) });
    return null;
  });
}
