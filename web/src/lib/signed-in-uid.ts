/**
 * The signed-in user's uid as Firebase Auth last reported it ('' before the SDK has loaded, or
 * when signed out), readable by code that must not import the SDK (it loads after the first render).
 */
let uid = '';
const listeners = new Set<() => void>();

export function signedInUid(): string {
  return uid;
}

export function setSignedInUid(next: string): void {
  if (next === uid) return;
  uid = next;
  for (const listener of listeners) listener();
}

export function onSignedInUidChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
