import type { DocumentData, DocumentReference, Query } from 'firebase/firestore';
import { useFirestoreCollectionData, useFirestoreDocData, type ReactFireOptions } from 'reactfire';

/** A live read's state: what reactfire documents, with a listener's failure as status 'error'. */
export interface LiveRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
}

/*
 * reactfire (4.2) throws a listener's error (a read the rules refuse) out of the component's render
 * instead of returning the 'error' status it documents, and the nearest boundary is the page's: the
 * whole dashboard would give way to the error screen because, say, the bell could not load. These
 * return it, so each part says what failed where it failed. The hook is called on every render, in
 * the same place: the try only catches what it throws after its own hooks have run (the app does
 * not use reactfire's suspense mode, whose promise this would swallow).
 */

export function useLiveCollection<T = DocumentData>(query: Query<T>, options?: ReactFireOptions<T[]>): LiveRead<T[]> {
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called unconditionally; see above
    const { status, data } = useFirestoreCollectionData(query, options);
    return { status, data };
  } catch {
    return { status: 'error', data: undefined };
  }
}

export function useLiveDoc<T = DocumentData>(ref: DocumentReference<T>): LiveRead<T> {
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called unconditionally; see above
    const { status, data } = useFirestoreDocData(ref);
    return { status, data };
  } catch {
    return { status: 'error', data: undefined };
  }
}
