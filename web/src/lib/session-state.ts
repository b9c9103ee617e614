/**
 * Client state kept for the tab in session storage, laid out as spec §4 describes: one item
 * `persist:root` (version -1) holding each slice as a JSON string. Session storage is synchronous,
 * so a slice is usable at once (the spec's 5000 ms rehydration timeout never comes into play).
 * Logging out clears session storage, and with it every slice.
 */
const ROOT_KEY = 'persist:root';
const META = JSON.stringify({ version: -1, rehydrated: true });

function readRoot(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ROOT_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The stored slice `name`, or undefined when missing or unreadable. */
export function readSlice(name: string): unknown {
  const raw = readRoot()[name];
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeSlice(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(ROOT_KEY, JSON.stringify({ ...readRoot(), [name]: JSON.stringify(value), _persist: META }));
  } catch {
    // Storage full or disabled (private mode): the state simply is not kept.
  }
}
