import { useEffect, useState } from 'react';
import { signedInUid } from '@/lib/signed-in-uid';

/**
 * What the signed-in user last saw on this device (their name, their first course cards), so a
 * returning user's page paints complete at once rather than when Firebase and the data answer.
 * Kept in local storage with the uid it belongs to, and dropped as soon as Firebase reports anyone
 * else, or nobody, signed in.
 */
const PREFIX = 'tutorly:lastSeen';

interface Kept {
  uid: string;
  value: unknown;
}

function readKept(key: string): Kept | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    const { uid, value } = (parsed ?? {}) as Partial<Kept>;
    return typeof uid === 'string' ? { uid, value } : undefined;
  } catch {
    return undefined;
  }
}

/** Firebase reported who is signed in ('' for nobody): whatever was kept for someone else goes. */
export function forgetLastSeenUnlessOf(uid: string): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX) && readKept(key)?.uid !== uid) localStorage.removeItem(key);
  }
}

/**
 * `current` once it has loaded (and kept for the next visit), and until then what this device last
 * saw under `name`, as `parse` reads it back (undefined when nothing usable was kept). `current`
 * should keep its identity between renders: every new one is written to storage.
 */
export function useLastSeen<T>(name: string, current: T | undefined, parse: (kept: unknown) => T | undefined): T | undefined {
  const [lastSeen] = useState(() => parse(readKept(PREFIX + name)?.value));
  useEffect(() => {
    const uid = signedInUid();
    if (current === undefined || !uid) return;
    try {
      localStorage.setItem(PREFIX + name, JSON.stringify({ uid, value: current } satisfies Kept));
    } catch {
      // Storage full or disabled (private mode): the next visit waits for the data.
    }
  }, [name, current]);
  return current ?? lastSeen;
}
