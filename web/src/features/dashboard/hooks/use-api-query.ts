import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §9: answers are kept for 5 minutes (shown at once on return, then refreshed). */
const CACHE_LIFETIME_MS = 5 * 60 * 1000;
const cache = new Map<string, unknown>();
const expiry = new Map<string, ReturnType<typeof setTimeout>>();

function remember(key: string, data: unknown) {
  cache.set(key, data);
  clearTimeout(expiry.get(key));
  expiry.set(
    key,
    setTimeout(() => cache.delete(key), CACHE_LIFETIME_MS),
  );
}

export type QueryState<T> = { status: 'loading' | 'error' | 'success'; data: T | undefined; refetch: () => void };

/**
 * One API read for a component: shows a cached answer immediately, refreshes it in the background,
 * and raises the 'Something Went Wrong' toast (spec §8) when the read fails or comes back empty.
 * Retries and the 401 handling live in the API client. `key` null waits (e.g. for the user id).
 */
export function useApiQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> {
  const { t } = useTranslation('common');
  const fresh = key ? (cache.get(key) as T | undefined) : undefined;
  const [state, setState] = useState<{ key: string | null; status: QueryState<T>['status']; data: T | undefined }>({
    key,
    status: fresh ? 'success' : 'loading',
    data: fresh,
  });
  const [attempt, setAttempt] = useState(0);
  if (state.key !== key) setState({ key, status: fresh ? 'success' : 'loading', data: fresh });

  useEffect(() => {
    if (!key) return;
    let current = true;
    fetcher()
      .then((data) => {
        if (!current) return;
        if (data === undefined || data === null) throw new Error(t('errors.generic'));
        remember(key, data);
        setState({ key, status: 'success', data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState((prev) => ({ ...prev, status: prev.data ? 'success' : 'error' }));
        notifications.show({
          color: 'red',
          title: t('errors.loadFailed'),
          message: error instanceof Error && error.message ? error.message : t('errors.generic'),
        });
      });
    return () => {
      current = false;
    };
    // The fetcher is recreated each render; the key names what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, t]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { status: state.status, data: state.data, refetch };
}
