import {
  onSnapshot,
  queryEqual,
  refEqual,
  type DocumentData,
  type DocumentReference,
  type Query,
  type Unsubscribe,
} from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';

/** A live read's state: loading until the first snapshot, then its data; a listener's failure is status 'error'. */
export interface LiveRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
}

/*
 * Live reads with onSnapshot, state and an effect rather than reactfire's hooks, for two reasons.
 * reactfire (4.2) throws a listener's error (a read the rules refuse) out of the component's render
 * instead of returning the 'error' status it documents, so one refused read gave the whole page
 * the error screen. And its hooks keep their data in an external store (useSyncExternalStore): an
 * answer arriving while React renders a screen in slices made React throw that work away and render
 * it again in one blocking task (a Chromium profile of the student home showed one of ~25 ms at
 * every load, 100 ms on Lighthouse's mobile CPU). Here every answer is a transition, time-sliced
 * like the rest of the screen.
 */

type Listen<S, T> = (source: S, next: (data: T) => void, fail: () => void) => Unsubscribe;

/** The first of equal sources (queries and references are new objects at every render). */
function useEqualSource<S>(source: S, equal: (a: S, b: S) => boolean): S {
  const [kept, setKept] = useState(source);
  if (kept === source || equal(kept, source)) return kept;
  setKept(source);
  return source;
}

interface Answer<S, T> extends LiveRead<T> {
  source: S;
}

function useLive<S, T>(source: S, equal: (a: S, b: S) => boolean, listen: Listen<S, T>): LiveRead<T> {
  const current = useEqualSource(source, equal);
  const [answer, setAnswer] = useState<Answer<S, T> | undefined>(undefined);
  useEffect(() => {
    const settle = (next: Answer<S, T>) => startTransition(() => setAnswer(next));
    const fail = () => settle({ source: current, status: 'error', data: undefined });
    try {
      return listen(current, (data) => settle({ source: current, status: 'success', data }), fail);
    } catch {
      // A client that cannot listen at all (shut down) throws here instead of calling `fail`.
      fail();
      return undefined;
    }
  }, [current, listen]);
  // Another source reads as loading until its own first answer, never as the previous one's data.
  if (answer?.source !== current) return { status: 'loading', data: undefined };
  return { status: answer.status, data: answer.data };
}

function listenToCollection<T>(idField: string | undefined): Listen<Query<T>, T[]> {
  return (query, next, fail) =>
    onSnapshot(
      query,
      (snapshot) => next(snapshot.docs.map((d) => (idField ? { ...d.data(), [idField]: d.id } : d.data()))),
      fail,
    );
}

const listenWithoutId = listenToCollection(undefined);
const listenWithId = listenToCollection('id');

/** The documents a query matches, live; with `idField: 'id'`, each also carries its document id. */
export function useLiveCollection<T = DocumentData>(query: Query<T>, options?: { idField?: 'id' }): LiveRead<T[]> {
  return useLive(query, queryEqual, (options?.idField ? listenWithId : listenWithoutId) as Listen<Query<T>, T[]>);
}

function listenToDoc<T>(ref: DocumentReference<T>, next: (data: T | undefined) => void, fail: () => void): Unsubscribe {
  return onSnapshot(ref, (snapshot) => next(snapshot.data()), fail);
}

/** A document, live; its data is undefined while it does not exist. */
export function useLiveDoc<T = DocumentData>(ref: DocumentReference<T>): LiveRead<T> {
  return useLive(ref, refEqual, listenToDoc as Listen<DocumentReference<T>, T | undefined>) as LiveRead<T>;
}
