import { collection, getDocs, query, where } from 'firebase/firestore';
import { useCallback, useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { paths } from '@/config/paths';
import type { SearchItem } from '../search-items';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
          ...students.docs.map((s) => ({
            kind: 'student' as const,
            id: s.id,
            label: text(s.get('name')),
            detail: text(s.get('email')),
            keywords: [],
            href: `${d.students}?student=${encodeURIComponent(s.id)}`,
          })),
          ...courses.docs.map((c) => ({
            kind: 'course' as const,
            id: c.id,
            label: text(c.get('name')),
            detail: text(c.get('category')),
            keywords: [],
            href: `${d.courses}?course=${encodeURIComponent(c.id)}`,
          })),
          ...lessons.docs.map((l) => ({
            kind: 'lesson' as const,
            id: l.id,
            label: text(l.get('title')),
            detail: text(l.get('courseName')),
            keywords: [],
            href: `${d.lessons}?lesson=${encodeURIComponent(l.id)}`,
          })),
        ];
        setState({ status: 'ready', items });
      })
      .catch(() => setState({ status: 'error', items: [] }));
  }, [firestore, user, state.status]);

  return { items: state.items, loading: state.status === 'loading', failed: state.status === 'error', activate };
}
