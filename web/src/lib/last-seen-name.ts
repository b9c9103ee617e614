import { useEffect, useState } from 'react';
import { signedInUid } from '@/lib/signed-in-uid';

/**
 * The signed-in user's name as this device last saw it, so a returning user's greeting and sidebar
 * paint complete at once rather than changing when Firebase and the profile answer (the greeting is
 * the home's largest text). Kept in local storage with the uid it belongs to, and dropped as soon
 * as Firebase reports anyone else, or nobody, signed in.
 */
const KEY = 'tutorly:lastSeenName';

interface SeenName {
  uid: string;
  name: string;
}

function readSeen(): SeenName | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    const { uid, name } = (parsed ?? {}) as Partial<Record<keyof SeenName, unknown>>;
    return typeof uid === 'string' && typeof name === 'string' && name ? { uid, name } : undefined;
  } catch {
    return undefined;
  }
}

/** Firebase reported who is signed in ('' for nobody): a name kept for someone else goes. */
export function forgetNameUnlessOf(uid: string): void {
  const seen = readSeen();
  if (seen && seen.uid !== uid) localStorage.removeItem(KEY);
}

/** The profile's name once it has loaded, and until then the one this device last saw. */
export function useShownName(profileName: string | undefined): string | undefined {
  const [lastSeen] = useState(() => readSeen()?.name);
  useEffect(() => {
    const uid = signedInUid();
    if (!profileName || !uid) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ uid, name: profileName } satisfies SeenName));
    } catch {
      // Storage full or disabled (private mode): the next visit waits for the profile.
    }
  }, [profileName]);
  return profileName ?? lastSeen;
}
