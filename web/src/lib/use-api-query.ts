import { notifications } from '@mantine/notifications';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { onSignedInUidChange, signedInUid } from '@/lib/signed-in-uid';

/** Spec §9: an answer stays fresh for 5 minutes (apiRequest already retries reads with backoff). */
const FRESH_MS = 5 * 60_000;

interface Entry {
  data?: unknown;
  error?: unknown;
  loadedAt: number;
  loading?: Promise<void>;
  /** Invalidated while `loading` ran: that answer may predate the change, so fetch once more after it. */
  reloadAfter?: boolean;
}

/** Answers by user and path: the signed-in user is part of the key, so a second account in the same tab never sees the first's. */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let revision = 0;

function notify() {
  revision += 1;
  for (const listener of listeners) listener();
}
// Another user, another set of keys: components re-read theirs.
onSignedInUidChange(notify);

const keyOf = (path: string) => `${signedInUid()}|${path}`;

function load(key: string, path: string, options: { afterRunning?: boolean } = {}): void {
  const entry = entries.get(key) ?? { loadedAt: 0 };
  if (entry.loading) {
    entry.reloadAfter ||= options.afterRunning;
    return;
  }
  entry.loading = apiRequest(path)
    .then(
      (data) => void entries.set(key, { data, loadedAt: Date.now() }),
      (error: unknown) => {
        // A failed reload keeps the last good answer on screen alongside the error.
        entries.set(key, { data: entry.data, error, loadedAt: Date.now() });
        // Spec §8: a failed load says so, with the server's message.
        notifications.show({
          color: 'red',
          title: i18n.t('errors.loadFailed'),
          message: error instanceof Error ? error.message : i18n.t('errors.generic'),
        });
      },
    )
    .finally(() => {
      notify();
      if (entry.reloadAfter) load(key, path);
    });
  entries.set(key, entry);
}

/** Loads `path` unless a fresh answer (or a request for one) is already there. */
function loadIfStale(key: string, path: string): void {
  const current = entries.get(key);
  if (!current || (!current.loading && Date.now() - current.loadedAt > FRESH_MS)) load(key, path);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A GET answer from `/api`, cached for 5 minutes and shared by every component that asks for it.
 * `pollMs` re-fetches at that interval while it is set; given as a function of the current answer,
 * polling can stop by itself (e.g. once no video is still being published). `fresh`: no answer
 * that arrived before this component mounted, however recent: it fetches its own (loading meanwhile),
 * for a form about to be edited, which must not start from what another tab has since changed. (If
 * that fetch fails, the last good answer stays on screen alongside the error, as for every caller.)
 */
export function useApiQuery<T>(
  path: string | null,
  options: { pollMs?: number | ((data: T | undefined) => number | undefined); fresh?: boolean } = {},
) {
  // Re-rendered on every change of the cache. Not useSyncExternalStore, whose updates always render
  // at once in one blocking task: an answer arriving (a whole page of cards) renders as a transition,
  // time-sliced so the browser stays responsive.
  const [, setRevisionSeen] = useState(revision);
  const firstRevision = useRef(revision);
  useEffect(() => {
    const onChange = () => startTransition(() => setRevisionSeen(revision));
    const unsubscribe = subscribe(onChange);
    // A change between the first render and this subscription.
    if (revision !== firstRevision.current) onChange();
    return unsubscribe;
  }, []);
  const [mountedAt] = useState(Date.now);
  const { fresh = false } = options;
  const key = path === null ? null : keyOf(path);
  const cached = key ? entries.get(key) : undefined;
  const entry = fresh && cached && cached.loadedAt < mountedAt ? undefined : cached;

  useEffect(() => {
    if (!key || !path) return;
    // An answer still on its way counts as this component's own: it arrives after the mount.
    if (fresh && (entries.get(key)?.loadedAt ?? 0) < mountedAt) load(key, path);
    else loadIfStale(key, path);
  }, [key, path, fresh, mountedAt]);

  const pollMs = typeof options.pollMs === 'function' ? options.pollMs(entry?.data as T | undefined) : options.pollMs;
  useEffect(() => {
    if (!key || !path || !pollMs) return;
    const timer = setInterval(() => load(key, path), pollMs);
    return () => clearInterval(timer);
  }, [key, path, pollMs]);

  const reload = useCallback(() => {
    if (key && path) load(key, path);
  }, [key, path]);

  const isLoading = Boolean(key) && entry?.data === undefined && entry?.error === undefined;
  const status: 'loading' | 'success' | 'error' = isLoading ? 'loading' : entry?.error !== undefined ? 'error' : 'success';
  return { data: entry?.data as T | undefined, error: entry?.error, isLoading, status, reload };
}

/** After a change: every cached answer whose path starts with one of `prefixes` is fetched again. */
export function invalidateApiQueries(...prefixes: string[]): void {
  for (const key of [...entries.keys()]) {
    const path = key.slice(key.indexOf('|') + 1);
    if (prefixes.some((prefix) => path.startsWith(prefix))) load(key, path, { afterRunning: true });
  }
}

/** After a delete: forget an answer that no longer exists. */
export function forgetApiQuery(path: string): void {
  entries.delete(keyOf(path));
  notify();
}
