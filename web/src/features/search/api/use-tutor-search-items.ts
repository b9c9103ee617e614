import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import type { SearchItem, SearchKind } from '../search-items';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Search items of one kind, each opening the tutor's screen for it. */
function toItems(
  kind: SearchKind,
  docs: QueryDocumentSnapshot[],
  label: string,
  detail: string,
  href: (doc: QueryDocumentSnapshot) => string,
): SearchItem[] {
  return docs.map((doc) => ({
    kind,
    id: doc.id,
    label: text(doc.get(label)),
    detail: text(doc.get(detail)),
    keywords: [],
    href: href(doc),
  }));
}

/**
 * The tutor's own students, courses and lessons for the header search, read once when the search
 * is first used (Firestore has no substring search; a tutor's lists are small enough to filter here).
 * A course or lesson opens its detail screen; a student opens the Students screen searched for their e-mail.
 * The Firestore SDK is imported on first use, so the header renders before Firebase has loaded.
 */
export function useTutorSearchItems(tutorId: string | undefined) {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; items: SearchItem[] }>({
    status: 'idle',
    items: [],
  });
  // Asked for (focused) possibly before the session is known: the read starts once both are there.
  const [attempt, setAttempt] = useState(0);

  const activate = useCallback(() => {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading', items: [] });
    setAttempt((n) => n + 1);
  }, [state.status]);

  useEffect(() => {
    if (!attempt || !tutorId) return;
    const d = paths.tutorDashboard;
    Promise.all([import('@/lib/firebase'), import('firebase/firestore')])
      .then(([{ firestore }, { collection, getDocs, query, where }]) => {
        const own = (name: string) => getDocs(query(collection(firestore, name), where('tutorId', '==', tutorId)));
        return Promise.all([getDocs(collection(firestore, 'tutors', tutorId, 'students')), own('courses'), own('lessons')]);
      })
      .then(([students, courses, lessons]) => {
        const items: SearchItem[] = [
          ...toItems('student', students.docs, 'name', 'email', (s) => d.studentsSearch(text(s.get('email')))),
          ...toItems('course', courses.docs, 'name', 'category', (c) => d.course(c.id)),
          ...toItems('lesson', lessons.docs, 'title', 'courseName', (l) => d.lesson(l.id)),
        ];
        setState({ status: 'ready', items });
      })
      .catch(() => setState({ status: 'error', items: [] }));
  }, [attempt, tutorId]);

  return { items: state.items, loading: state.status === 'loading', failed: state.status === 'error', activate };
}
