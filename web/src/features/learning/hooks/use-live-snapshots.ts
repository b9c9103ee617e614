import { useEffect, useMemo, useState } from 'react';

type Unsubscribe = () => void;

/** Subscribes to one live source per key; the caller keeps `subscribe` stable (useCallback). */
export type Subscribe<T> = (key: string, onNext: (value: T) => void, onError: () => void) => Unsubscribe;

interface Snapshots<T> {
  values: Record<string, T>;
  failed: string[];
}

/**
 * Live values for a changing set of keys (a document or query per course), which reactfire's
 * one-query hooks cannot express. A key that fails (e.g. access just ended) is reported, not thrown.
 */
export function useLiveSnapshots<T>(keys: string[], subscribe: Subscribe<T>) {
  const signature = [...new Set(keys)].sort().join('\n');
  const [snapshots, setSnapshots] = useState<Snapshots<T>>({ values: {}, failed: [] });

  useEffect(() => {
    const wanted = signature ? signature.split('\n') : [];
    const unsubscribes = wanted.map((key) =>
      subscribe(
        key,
        (value) =>
          setSnapshots((prev) => ({
            values: { ...prev.values, [key]: value },
            failed: prev.failed.filter((k) => k !== key),
          })),
        () => setSnapshots((prev) => ({ values: prev.values, failed: [...new Set([...prev.failed, key])] })),
      ),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [signature, subscribe]);

  // Keys with neither a value nor a failure yet: their first snapshot is still on its way. The same
  // set until that changes, so that what is built from it is not rebuilt at every render.
  const pending = useMemo(() => {
    const wanted = signature ? signature.split('\n') : [];
    return new Set(wanted.filter((key) => !(key in snapshots.values) && !snapshots.failed.includes(key)));
  }, [signature, snapshots]);
  return { values: snapshots.values, failed: new Set(snapshots.failed), pending, loading: pending.size > 0 };
}
