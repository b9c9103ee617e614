import { collection, getDocs, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { paths } from '@/config/paths';
import type { SearchItem, SearchKind } from '../search-items';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Search items of one kind, each opening `{screen}?{kind}={id}` on the tutor's screen for it. */
function toItems(kind: SearchKind, docs: QueryDocumentSnapshot[], label: string, detail: string, screen: string): SearchItem[] {
  return docs.map((doc) => ({
    kind,
    id: doc.id,
    label: text(doc.get(label)),
    detail: text(doc.get(detail)),
    keywords: [],
    href: `${screen}?${kind}=${encodeURIComponent(doc.id)}`,
  }));
}

/**
 * The tutor's own students, courses and lessons for the header search, read once when the search
 * is first used (Firestore has no substring search; a tutor's lists are small enough to filter here).
 * Each result opens the tutor's screen for it (`?student=`, `?course=`, `?lesson=`).
 */
export function useTutorSearchItems() {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; items: SearchItem[] }>({
    status: 'idle',
    items: [],
  });

  const activate = useCallback(() => {
    if (!user || state.status === 'loading' || state.status === 'ready') return;
    setState({ status: 'loading', items: [] });
    const d = paths.tutorDashboard;
    const own = (name: string) => getDocs(query(collection(firestore, name), where('tutorId', '==', user.uid)));
    Promise.all([getDocs(collection(firestore, 'tutors', user.uid, 'students')), own('courses'), own('lessons')])
      .then(([students, courses, lessons]) => {
        const items: SearchItem[] = [
          ...toItems('student', students.docs, 'name', 'email', d.students),
          ...toItems('course', courses.docs, 'name', 'category', d.courses),
          ...toItems('lesson', lessons.docs, 'title', 'courseName', d.lessons),
        ];
        setState({ status: 'ready', items });
      })
      .catch(() => setState({ status: 'error', items: [] }));
  }, [firestore, user, state.status]);

  return { items: state.items, loading: state.status === 'loading', failed: state.status === 'error', activate };
}
