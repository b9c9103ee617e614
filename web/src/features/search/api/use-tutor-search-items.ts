import type { TCourseCategory } from '@shared/schemas/courses';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import type { SearchItem } from '../search-items';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Source = 'students' | 'courses' | 'lessons';
interface Lists {
  status: 'idle' | 'loading' | 'ready' | 'error';
  docs: Partial<Record<Source, QueryDocumentSnapshot[]>>;
}

/**
 * The tutor's own students, courses and lessons for the header search. Their live lists start when
 * the search is first used (Firestore has no substring search; a tutor's lists are small enough to
 * filter here) and stay current after that: a course created or a student who joined since is found.
 * A course or lesson opens its detail screen; a student opens the Students screen searched for
 * their e-mail. The Firestore SDK and the course category names load on first use, so the header
 * renders before Firebase has loaded.
 */
export function useTutorSearchItems(tutorId: string | undefined) {
  // Follows the reader's language (useTranslation re-renders on a change), so a course's category does too.
  const { language } = useTranslation().i18n;
  const courseText = useMemo(() => i18n.getFixedT(language, 'courses'), [language]);
  const [lists, setLists] = useState<Lists>({ status: 'idle', docs: {} });
  // Asked for (focused) possibly before the session is known: the lists start once both are there.
  const [attempt, setAttempt] = useState(0);

  const activate = useCallback(() => {
    if (lists.status !== 'idle' && lists.status !== 'error') return;
    setLists({ status: 'loading', docs: {} });
    setAttempt((n) => n + 1);
  }, [lists.status]);

  useEffect(() => {
    if (!attempt || !tutorId) return;
    let stopped = false;
    const unsubscribes: (() => void)[] = [];
    const fail = () => setLists((current) => ({ ...current, status: 'error' }));
    Promise.all([import('@/lib/firebase'), import('firebase/firestore'), i18n.loadNamespaces('courses')])
      .then(([{ firestore }, { collection, onSnapshot, query, where }]) => {
        if (stopped) return;
        const listen = (source: Source, target: Parameters<typeof onSnapshot>[0]) =>
          unsubscribes.push(
            onSnapshot(
              target,
              (snapshot) =>
                setLists((current) => {
                  const docs = { ...current.docs, [source]: snapshot.docs };
                  const complete = Boolean(docs.students && docs.courses && docs.lessons);
                  return { status: current.status === 'error' ? 'error' : complete ? 'ready' : 'loading', docs };
                }),
              fail,
            ),
          );
        const own = (name: string) => query(collection(firestore, name), where('tutorId', '==', tutorId));
        listen('students', collection(firestore, 'tutors', tutorId, 'students'));
        listen('courses', own('courses'));
        listen('lessons', own('lessons'));
      })
      .catch(fail);
    return () => {
      stopped = true;
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, [attempt, tutorId]);

  const items = useMemo((): SearchItem[] => {
    const d = paths.tutorDashboard;
    const item = (kind: SearchItem['kind'], doc: QueryDocumentSnapshot, label: string, detail: string, href: string) => ({
      kind,
      id: doc.id,
      label: text(doc.get(label)),
      detail,
      keywords: [],
      href,
    });
    const { students = [], courses = [], lessons = [] } = lists.docs;
    const category = (doc: QueryDocumentSnapshot) => courseText(`categories.${text(doc.get('category')) as TCourseCategory}`);
    return [
      ...students.map((s) => item('student', s, 'name', text(s.get('email')), d.studentsSearch(text(s.get('email'))))),
      ...courses.map((c) => item('course', c, 'name', category(c), d.course(c.id))),
      ...lessons.map((l) => item('lesson', l, 'title', text(l.get('courseName')), d.lesson(l.id))),
    ];
  }, [lists.docs, courseText]);

  return { items, loading: lists.status === 'loading', failed: lists.status === 'error', activate };
}
